import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { MessageSchema, errorResponses } from '@farm-store/contracts/common';
import { callerId } from '../../plugins/auth';
import { eraseCustomer, exportCustomerData } from './customer-data';
import {
  ChangeNameSchema,
  ChangePasswordSchema,
  DeleteAccountRefusedSchema,
  DeleteAccountSchema,
  FreshTokenSchema,
  PreferencesSchema,
  UserSchema,
} from '@farm-store/contracts/accounts';
import { getPreferences, setPreferences } from './preferences';
import { changeCustomerName, changeCustomerPassword } from './service';

const security = [{ customer: [] }];
const tags = ['accounts'];

/** The signed-in customer's own account: message settings, name, password, a copy of their data, and erasure. */
// eslint-disable-next-line @typescript-eslint/require-await -- a Fastify plugin is async by contract (FastifyPluginAsync): register() waits for its promise
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

  app.get(
    '/me/export',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags,
        security,
        summary: 'Download everything the store holds about me',
        description:
          'One JSON document (sent as a download, `Content-Disposition: attachment`): profile, message settings, saved ' +
          'addresses, every order, the texts about my orders and — once my phone is proven (a sign-up or password-reset ' +
          'code sent to it) — inquiries sent from the public forms with my phone number and other texts to it. Never ' +
          'the password hash.',
        response: { 200: Type.Object({}, { additionalProperties: true }), ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const data = await exportCustomerData(callerId(request));
      reply.header('content-disposition', `attachment; filename="my-data-${data.exported_at.slice(0, 10)}.json"`);
      return data;
    },
  );

  app.delete(
    '/me',
    {
      preHandler: app.requireCustomer,
      config: { rateLimit: app.sensitiveRateLimit },
      schema: {
        tags,
        security,
        summary: 'Delete my account',
        description:
          'With the password (wrong → 400, nothing changes). While an order of the account is still to be delivered ' +
          '(Pending, Processing, Assigned or Out for Delivery) nothing changes either: 409 with `openOrders`, the orders ' +
          'to be delivered or cancelled first. Otherwise the account, saved addresses, any code sent to the phone and, ' +
          "once the phone is proven, inquiries sent with it are deleted (other texts to it blanked); orders stay for the store's accounts with name, phone and address " +
          'replaced by "Deleted customer" / "erased" / "Address erased", and message texts blanked. Every session ends. ' +
          'The phone can sign up again, as a new customer. See README "Privacy".',
        body: DeleteAccountSchema,
        response: { 200: MessageSchema, 409: DeleteAccountRefusedSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      await eraseCustomer(callerId(request), request.body.password);
      return { msg: 'Your account has been deleted.' };
    },
  );
};

export default customerSettingsRoutes;
