import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuditPageSchema, AuditQuerySchema } from '@farm-store/contracts/audit';
import { errorResponses } from '@farm-store/contracts/common';
import { listAudit } from './service';

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
        querystring: AuditQuerySchema,
        response: { 200: AuditPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listAudit(request.query),
  );
};

export default auditRoutes;
