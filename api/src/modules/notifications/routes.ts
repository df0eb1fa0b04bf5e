import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { FastifyRequest } from 'fastify';
import { BadRequestError, ConflictError } from '../../lib/errors';
import { errorResponses, MessageSchema } from '@farm-store/contracts/common';
import { FailedMessageListSchema, MessageIdParamsSchema } from '@farm-store/contracts/notifications';
import { callerId } from '../../plugins/auth';
import { listFailedMessages, retryFailedMessage } from './outbox';
import { audited } from '../audit/plugin';

const STREAM_NOTE =
  'A server-sent event stream (`text/event-stream`): one `order` event per order change, its data JSON ' +
  '`{id, event, audience, orderId, ref, partnerId, at}`, and a comment every 20 s. Browsers read it with fetch (the ' +
  'token travels in its header, never in the URL) and fall back to polling when the stream breaks. Sent with ' +
  '`X-Accel-Buffering: no`, so the nginx gateway passes each event on at once. A request without ' +
  '`Accept: text/event-stream` answers 400 at once.';

/** A stream is only opened for a client that reads one; any other call gets an answer at once. */
function requireEventStreamClient(request: FastifyRequest): void {
  if (!/text\/event-stream/.test(request.headers.accept ?? '')) {
    throw new BadRequestError('This is an event stream: ask for it with Accept: text/event-stream.');
  }
}

/** Staff's view of order messages, and the live event streams of the admin panel and the partner app. */
const notificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { feed, streams } = app.notifications;

  app.get(
    '/admin/notifications/failed',
    {
      preHandler: app.requireStaff('orders'),
      schema: {
        tags: ['admin: notifications'],
        security: [{ admin: [] }],
        summary: 'Order messages that could not be sent',
        description: 'SMS that failed after the last retry (NOTIFY_MAX_ATTEMPTS tries with back-off), newest first, at most 200.',
        response: { 200: FailedMessageListSchema, ...errorResponses(401, 403) },
      },
    },
    async () =>
      (await listFailedMessages()).map((m) => ({
        id: m._id,
        order_id: m.order_id,
        event: m.event,
        audience: m.audience as 'customer' | 'partner',
        to: m.to,
        body: m.body,
        attempts: m.attempts,
        last_error: m.last_error ?? null,
        created_at: m.created_at.toISOString(),
      })),
  );

  app.post(
    '/admin/notifications/:id/retry',
    {
      preHandler: app.requireStaff('orders'),
      config: audited('message.retry', 'message'),
      schema: {
        tags: ['admin: notifications'],
        security: [{ admin: [] }],
        summary: 'Try a failed message again',
        description: 'The message is queued again with a fresh set of tries. A message that is not failed (sent, or already queued) → 409.',
        params: MessageIdParamsSchema,
        body: Type.Optional(Type.Object({}, { additionalProperties: false })),
        response: { 200: MessageSchema, ...errorResponses(401, 403, 409) },
      },
    },
    async (request) => {
      if (!(await retryFailedMessage(request.params.id))) throw new ConflictError('This message is not waiting for a retry.');
      app.notifications.changed();
      return { msg: 'The message will be sent again.' };
    },
  );

  app.get(
    '/admin/events',
    {
      preHandler: app.requireStaff('orders'),
      schema: {
        tags: ['admin: notifications'],
        security: [{ admin: [] }],
        summary: 'Live order changes for the admin panel',
        description: `${STREAM_NOTE} Every order change is sent (new orders as \`event: "placed"\`), partner messages excepted.`,
        response: errorResponses(400, 401, 403),
      },
    },
    (request, reply) => {
      requireEventStreamClient(request);
      streams.stream(request, reply, feed, request.auth, (e) => e.audience === 'customer');
    },
  );

  app.get(
    '/delivery/events',
    {
      preHandler: app.requirePartner,
      schema: {
        tags: ['delivery'],
        security: [{ partner: [] }],
        summary: "Live assignments for the signed-in partner's app",
        description: `${STREAM_NOTE} Only the events of orders assigned to this partner (\`event: "partner_assigned"\`).`,
        response: errorResponses(400, 401, 403),
      },
    },
    (request, reply) => {
      requireEventStreamClient(request);
      const partnerId = callerId(request);
      streams.stream(request, reply, feed, request.auth, (e) => e.audience === 'partner' && e.partnerId === partnerId);
    },
  );
};

export default notificationRoutes;
