import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callerId } from '../../plugins/auth';
import { IdParamsSchema, errorResponses } from '../../lib/schemas';
import { AddressListSchema, CreateAddressSchema } from './schemas';
import { ADDRESS_LIMITS, addAddress, deleteAddress, listAddresses } from './service';

/** The signed-in customer's saved delivery addresses. */
const addressesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const security = [{ customer: [] }];

  app.get(
    '/addresses',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags: ['addresses'],
        summary: "The customer's saved addresses",
        description: 'Oldest first (the checkout preselects the first).',
        security,
        response: { 200: AddressListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => listAddresses(callerId(request)),
  );

  app.post(
    '/addresses',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags: ['addresses'],
        summary: 'Save an address',
        description: [
          `Label and address are trimmed and both required (label at most ${ADDRESS_LIMITS.label}, address at most`,
          `${ADDRESS_LIMITS.value} characters). Not shown in the specification, decided here: at most`,
          `${ADDRESS_LIMITS.perCustomer} addresses per customer. Answers the full list.`,
        ].join(' '),
        security,
        body: CreateAddressSchema,
        response: { 201: AddressListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => reply.status(201).send(await addAddress(callerId(request), request.body.newAddress)),
  );

  app.delete(
    '/addresses/:id',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags: ['addresses'],
        summary: 'Delete a saved address',
        description: "Beyond the specification (the original client only dropped it locally). Answers the full list. Another customer's address → 404, like an unknown id. Orders keep their own copy of the address.",
        security,
        params: IdParamsSchema,
        response: { 200: AddressListSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => deleteAddress(callerId(request), request.params.id),
  );
};

export default addressesRoutes;
