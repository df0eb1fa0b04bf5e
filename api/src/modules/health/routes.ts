import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { UNAVAILABLE_MSG, UNAVAILABLE_RETRY_AFTER } from '../../plugins/error-handler';

const HealthSchema = Type.Object({ status: Type.Literal('ok'), db: Type.Literal('up') });
const UnhealthySchema = Type.Object({ msg: Type.String(), status: Type.Literal('degraded'), db: Type.Literal('down') });

const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        description:
          'Answers 200 while the database answers a ping, 503 (with Retry-After) when it does not answer within 1.5 s, ' +
          'so the answer comes within two seconds even while the database hangs.',
        response: { 200: HealthSchema, 503: UnhealthySchema },
      },
      config: { rateLimit: false },
    },
    async (_request, reply) => {
      if (await app.isDatabaseUp()) return { status: 'ok' as const, db: 'up' as const };
      return reply.status(503).header('retry-after', UNAVAILABLE_RETRY_AFTER).send({ msg: UNAVAILABLE_MSG, status: 'degraded' as const, db: 'down' as const });
    },
  );
};

export default healthRoutes;
