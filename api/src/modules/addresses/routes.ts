import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callerId } from '../../plugins/auth';
import { IdParamsSchema, errorResponses } from '@farm-store/contracts/common';
import { AddressListSchema, CreateAddressSchema, DeliveryZoneQuerySchema, DeliveryZoneSchema } from '@farm-store/contracts/addresses';
import { ADDRESS_LIMITS, addAddress, deleteAddress, deliveryZone, listAddresses } from './service';

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
          `${ADDRESS_LIMITS.value} characters). At most ${ADDRESS_LIMITS.perCustomer} addresses per customer (one more: 409).`,
          `The pincode is optional (6 digits, else 400); when an`,
          'address has one it decides the delivery zone, otherwise the text does (GET /api/delivery-zone). Answers the full list.',
        ].join(' '),
        security,
        body: CreateAddressSchema,
        response: { 201: AddressListSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(await addAddress(callerId(request), request.body.newAddress)),
  );

  app.get(
    '/delivery-zone',
    {
      schema: {
        tags: ['addresses'],
        summary: 'The delivery zone and shipping rate of an address',
        description: [
          'Public, for the address form before saving. A valid 6-digit `pincode` decides: the Hyderabad, Secunderabad and',
          'Cyberabad pincodes (every 500xxx and a few outer Cyberabad ones) are delivered by our partners at the Hyderabad rate;',
          'other 50xxxx are Telangana, 51–53xxxx Andhra Pradesh, the rest elsewhere (courier rates). Without a pincode the',
          '`text` decides as for orders: Hyderabad, Secunderabad, Cyberabad or a city locality (Madhapur, HITEC City,',
          'Gachibowli, Kondapur, Kukatpally…) is Hyderabad, then "telangana", then "andhra pradesh"/"a.p". A pincode that',
          'is not 6 digits → 400. See docs/store-operations.md.',
        ].join(' '),
        querystring: DeliveryZoneQuerySchema,
        response: { 200: DeliveryZoneSchema, ...errorResponses(400) },
      },
    },
    async (request) => deliveryZone(request.query),
  );

  app.delete(
    '/addresses/:id',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags: ['addresses'],
        summary: 'Delete a saved address',
        description:
          "Beyond the specification (the original client only dropped it locally). Answers the full list. Another customer's address → 404, like an unknown id. Orders keep their own copy of the address.",
        security,
        params: IdParamsSchema,
        response: { 200: AddressListSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => deleteAddress(callerId(request), request.params.id),
  );
};

export default addressesRoutes;
