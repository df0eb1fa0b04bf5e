import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HealthSchema, UnhealthySchema } from '@farm-store/contracts/health';
import { UNAVAILABLE_MSG, UNAVAILABLE_RETRY_AFTER } from '../../plugins/error-handler';

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
      return reply
        .status(503)
        .header('retry-after', UNAVAILABLE_RETRY_AFTER)
        .send({ msg: UNAVAILABLE_MSG, status: 'degraded' as const, db: 'down' as const });
    },
  );
};

export default healthRoutes;
