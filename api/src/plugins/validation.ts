import fp from 'fastify-plugin';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';

/**
 * Request validation. Bodies are checked strictly (a number sent as "12" is a 400, not a 12);
 * query strings and path params arrive as text, so those are coerced to the declared types.
 */
export default fp(
  async (app) => {
    // verbose: an error carries its schema, whose `x-invalid` message the error handler says (lib/schemas.ts).
    // multipleOfPrecision: `multipleOf: 0.01` (rupees with at most 2 decimals) holds for 0.29, whose float / 0.01 is not whole.
    const base = {
      allErrors: false,
      removeAdditional: false,
      useDefaults: true,
      strict: false,
      verbose: true,
      multipleOfPrecision: 6,
      discriminator: true,
    } as const;
    const strict = addFormats(new Ajv({ ...base, coerceTypes: false }));
    const coercing = addFormats(new Ajv({ ...base, coerceTypes: 'array' }));
    app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? strict : coercing).compile(schema));
  },
  { name: 'validation' },
);
