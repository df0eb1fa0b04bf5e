import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, IdParamsSchema } from '@farm-store/contracts/common';
import { callerId } from '../../plugins/auth';
import { audited } from '../audit/plugin';
import { changeStaffPassword, createStaff, listStaff, updateStaff } from './admin-service';
import { ChangePasswordSchema, CreateStaffSchema, FreshTokenSchema, StaffListSchema, StaffSchema, UpdateStaffSchema } from '@farm-store/contracts/accounts';

const security = [{ admin: [] }];
const tags = ['admin: staff'];

/** Staff accounts (owner only) and a staff member's own password. */
const staffRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/staff',
    {
      preHandler: app.requireStaff('staff'),
      schema: {
        tags,
        security,
        summary: 'Every staff account',
        description: 'Owner only. Oldest first, disabled accounts included. Never includes password hashes.',
        response: { 200: StaffListSchema, ...errorResponses(401, 403) },
      },
    },
    async () => listStaff(),
  );

  app.post(
    '/admin/staff',
    {
      preHandler: app.requireStaff('staff'),
      config: audited('staff.create', 'staff'),
      schema: {
        tags,
        security,
        summary: 'Add a staff member with a role',
        description:
          'Owner only. Roles: owner (everything), manager (catalogue, orders, partners, coupons, dashboard, customers, ' +
          'inquiries, audit log), dispatcher (orders and partners). The password (at least 8 characters) is stored hashed; ' +
          'the new staff member changes it after signing in. A username already taken → 409.',
        body: CreateStaffSchema,
        response: { 201: StaffSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(await createStaff(request.body)),
  );

  app.put(
    '/admin/staff/:id',
    {
      preHandler: app.requireStaff('staff'),
      config: audited('staff.update', 'staff'),
      schema: {
        tags,
        security,
        summary: "Change a staff member's role, or disable / enable them",
        description:
          'Owner only. A role change applies to their very next request (the role is read from the database on every ' +
          'call, never from the token). Disabling ends every session they hold at once; enabling again needs a fresh ' +
          'sign-in. Demoting or disabling the last active owner → 409. 404: unknown staff member.',
        params: IdParamsSchema,
        body: UpdateStaffSchema,
        response: { 200: StaffSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => updateStaff(request.params.id, request.body),
  );

  app.put(
    '/admin/me/password',
    {
      preHandler: app.requireStaff('self'),
      config: {
        ...audited('staff.password', 'staff', { self: true, changes: [{ field: 'password', before: null, after: null }] }),
        rateLimit: app.sensitiveRateLimit,
      },
      schema: {
        tags,
        security,
        summary: 'Change my own password',
        description:
          'Any active staff member, with their current password (wrong → 400). Ends every session of the account, on ' +
          'every device; answers a fresh token so this device stays signed in. Rate limited per client.',
        body: ChangePasswordSchema,
        response: { 200: FreshTokenSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const id = callerId(request);
      await changeStaffPassword(id, request.body.currentPassword, request.body.newPassword);
      return { msg: 'Your password has been changed.', token: app.issueToken({ id, role: 'admin' }) };
    },
  );
};

export default staffRoutes;
