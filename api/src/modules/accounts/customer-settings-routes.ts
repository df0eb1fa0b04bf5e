import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@farm-store/contracts/common';
import { callerId } from '../../plugins/auth';
import { ChangeNameSchema, ChangePasswordSchema, FreshTokenSchema, PreferencesSchema, UserSchema } from '@farm-store/contracts/accounts';
import { getPreferences, setPreferences } from './preferences';
import { changeCustomerName, changeCustomerPassword } from './service';

const security = [{ customer: [] }];
const tags = ['accounts'];

/** The signed-in customer's own account: message settings, name and password (a copy of their data and erasure: flows/). */
const customerSettingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/me/preferences',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags,
        security,
        summary: "The signed-in customer's message settings",
        description: 'New accounts get order messages, in the language the shop was in when each order was placed.',
        response: { 200: PreferencesSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => getPreferences(callerId(request)),
  );

  app.put(
    '/me/preferences',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags,
        security,
        summary: 'Turn order messages on or off, and choose their language',
        description:
          'Applies to messages about changes from now on (a message already queued is still sent). Password-reset codes ' +
          'are always sent. Answers the saved settings.',
        body: PreferencesSchema,
        response: { 200: PreferencesSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => setPreferences(callerId(request), request.body),
  );

  app.put(
    '/me',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags,
        security,
        summary: 'Change my name',
        description: 'Answers the updated customer. Orders already placed keep the name they were placed with.',
        body: ChangeNameSchema,
        response: { 200: UserSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => changeCustomerName(callerId(request), request.body.name),
  );

  app.put(
    '/me/password',
    {
      preHandler: app.requireCustomer,
      config: { rateLimit: app.sensitiveRateLimit },
      schema: {
        tags,
        security,
        summary: 'Change my password',
        description:
          'With the current password (wrong → 400). Ends every session of the account on every other device; answers a ' +
          'fresh token so this device stays signed in. New password: 8 to 128 characters. Rate limited per client.',
        body: ChangePasswordSchema,
        response: { 200: FreshTokenSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const id = callerId(request);
      await changeCustomerPassword(id, request.body.currentPassword, request.body.newPassword);
      return { msg: 'Your password has been changed.', token: app.issueToken({ id, role: 'customer' }) };
    },
  );
};

export default customerSettingsRoutes;
