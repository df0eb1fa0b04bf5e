import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callerId } from '../../plugins/auth';
import { IdParamsSchema, errorResponses } from '@farm-store/contracts/common';
import {
  ADDRESS_UNPLACEABLE,
  AddressListSchema,
  CompleteAddressSchema,
  CreateAddressSchema,
  DeliveryZoneQuerySchema,
  DeliveryZoneSchema,
  PINCODE_NOT_SERVED,
} from '@farm-store/contracts/addresses';
import { ADDRESS_LIMITS, addAddress, completeAddress, deleteAddress, deliveryZone, listAddresses } from './service';

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
          `The label is required (at most ${ADDRESS_LIMITS.label} characters); the address comes in one box (\`value\`, at most`,
          `${ADDRESS_LIMITS.value} characters) or in parts (house and area required, street and landmark optional, with the`,
          'pincode), from which `value` is written. The store must be able to place it: a 6-digit pincode (given, or written',
          `in the text) decides the zone; without one the text must name a place the zone rules know, else 400 "${ADDRESS_UNPLACEABLE}".`,
          `A pincode the store does not serve (9xxxxx, the Army Postal Service) → 400 "${PINCODE_NOT_SERVED}". Nothing is saved on a`,
          `400. At most ${ADDRESS_LIMITS.perCustomer} addresses per customer (one more: 409). Answers the full list.`,
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
          'is not 6 digits → 400. `serviceable` is false for a pincode the store does not serve, or text naming no place it',
          'knows. See docs/business-rules.md, "Shipping".',
        ].join(' '),
        querystring: DeliveryZoneQuerySchema,
        response: { 200: DeliveryZoneSchema, ...errorResponses(400) },
      },
    },
    async (request) => deliveryZone(request.query, app.config.OUTSTATION_DELIVERY_DAYS),
  );

  app.patch(
    '/addresses/:id',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags: ['addresses'],
        summary: 'Add the pincode (and map pin) to a saved address',
        description:
          'For addresses saved before a pincode was asked for, which cannot be chosen at checkout until the store can place them (their `zone` is null). The pincode must place it (else 400 as for a new address). Answers the full list.',
        security,
        params: IdParamsSchema,
        body: CompleteAddressSchema,
        response: { 200: AddressListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => completeAddress(callerId(request), request.params.id, request.body),
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
