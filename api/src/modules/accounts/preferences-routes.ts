import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PreferencesSchema } from '@farm-store/contracts/accounts';
import { errorResponses } from '@farm-store/contracts/common';
import { callerId } from '../../plugins/auth';
import { getPreferences, setPreferences } from './preferences';

const security = [{ customer: [] }];
const tags = ['accounts'];

/** The signed-in customer's account settings. */
const preferencesRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
};

export default preferencesRoutes;
