import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@farm-store/contracts/common';
import { DeliverySettingsSchema, MapConfigSchema } from '@farm-store/contracts/doorstep';
import { deliverySettings, mapConfig, saveDeliverySettings, settingsView } from './service';

/** The map's settings for the apps, and the staff's delivery settings (docs/delivery.md). */
const doorstepRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/map',
    {
      schema: {
        tags: ['delivery'],
        summary: 'The map tiles and the store on the map',
        description: "Public. The tile URL template Leaflet draws from, its attribution, and the store's place (where riders start).",
        response: { 200: MapConfigSchema },
      },
    },
    async () => mapConfig(),
  );

  const staff = { preHandler: app.requireStaff('handover'), schema: { tags: ['admin'], security: [{ admin: [] }] } };
  app.get(
    '/admin/delivery-settings',
    { ...staff, schema: { ...staff.schema, summary: 'Delivery settings', response: { 200: DeliverySettingsSchema, ...errorResponses(401, 403) } } },
    async () => settingsView(await deliverySettings()),
  );
  app.put(
    '/admin/delivery-settings',
    {
      ...staff,
      schema: {
        ...staff.schema,
        summary: 'Change the delivery settings',
        description:
          'Whether a delivery needs the customer\'s handover code (`off` completes without one, as the original store did), the "arriving soon" ' +
          "distance, how many days riders' positions are kept, the road factor and average speed of arrival times, the map tiles and the store's place.",
        body: DeliverySettingsSchema,
        response: { 200: DeliverySettingsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => settingsView(await saveDeliverySettings(request.body)),
  );
};

export default doorstepRoutes;
