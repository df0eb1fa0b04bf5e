import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { MessageSchema, errorResponses } from '@farm-store/contracts/common';
import { DeleteAccountRefusedSchema, DeleteAccountSchema } from '@farm-store/contracts/accounts';
import { callerId } from '../plugins/auth';
import { eraseCustomer, exportCustomerData } from './customer-data';

const security = [{ customer: [] }];
const tags = ['accounts'];

/** The signed-in customer's copy of their data, and the erasure of their account. */
const customerDataRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
          'The phone can sign up again, as a new customer. See docs/features.md "Privacy".',
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

export default customerDataRoutes;
