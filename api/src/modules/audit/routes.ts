import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses, PageQuery } from '@farm-store/contracts/common';
import { listAudit } from './service';
import { AUDIT_TARGETS } from './targets';

const EntrySchema = Type.Object(
  {
    id: Type.String(),
    at: Type.String({ format: 'date-time' }),
    actor: Type.Object({ id: Type.String(), name: Type.String(), role: Type.String({ description: 'owner, manager, dispatcher or partner.' }) }),
    action: Type.String({ examples: ['order.assign'] }),
    target: Type.Object({ type: Type.String(), id: Type.Union([Type.String(), Type.Null()]) }),
    summary: Type.String({ description: '`field: before → after; …`, `created: …` or `deleted: …`.' }),
  },
  { additionalProperties: false },
);

const DateQuery = Type.String({ maxLength: 40, description: 'YYYY-MM-DD (a day in Hyderabad, inclusive) or an ISO moment.' });

/** The audit log, for owners and managers. */
const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/audit',
    {
      preHandler: app.requireStaff('audit'),
      schema: {
        tags: ['admin: staff'],
        security: [{ admin: [] }],
        summary: 'Who changed what: the audit log',
        description:
          'Owners and managers. Newest first, 50 a page. Every successful staff or partner call that changes data is ' +
          'recorded (product, variant, picture, coupon, partner and staff writes; assigning, reassigning, unassigning, ' +
          'cancelling and shipping orders; stock changes; partners accepting and completing). Filters: `target` (a target ' +
          'type) and `targetId`, `actor` (a staff or partner id), `from`/`to`. Entries are never changed or removed.',
        querystring: Type.Object(
          {
            target: Type.Optional(Type.Enum(AUDIT_TARGETS)),
            targetId: Type.Optional(Type.String({ maxLength: 64 })),
            actor: Type.Optional(Type.String({ maxLength: 64 })),
            from: Type.Optional(DateQuery),
            to: Type.Optional(DateQuery),
            page: Type.Optional(PageQuery),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object(
            { entries: Type.Array(EntrySchema), total: Type.Integer(), page: Type.Integer(), totalPages: Type.Integer() },
            { additionalProperties: false },
          ),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => listAudit(request.query),
  );
};

export default auditRoutes;
