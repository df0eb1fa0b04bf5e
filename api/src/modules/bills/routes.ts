import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BillLayoutQuerySchema, CreditNoteParamsSchema, GstExportQuerySchema, StoreSettingsBodySchema, StoreSettingsSchema } from '@farm-store/contracts/bills';
import { errorResponses } from '@farm-store/contracts/common';
import { NotFoundError } from '../../lib/errors';
import { audited } from '../audit/plugin';
import { monthExport } from './export';
import { findBill } from './service';
import { saveStoreSettings, storeSettings } from './settings';
import { sendBillPdf } from './send-pdf';

const tags = ['bills'];
const security = [{ admin: [] }];
const pdfResponse = { description: 'The PDF.', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } };

/** The store's GST details, credit notes and the accountant's month (docs/bills.md); an order's bill is with the orders. */
const billRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/store-settings',
    {
      preHandler: app.requireStaff('store_settings'),
      schema: {
        tags,
        security,
        summary: "The store's legal details printed on bills",
        description: 'Owner only. `complete: false` until the legal name, address, GSTIN, FSSAI number and invoice prefix are all valid: bills wait for them.',
        response: { 200: StoreSettingsSchema, ...errorResponses(401, 403) },
      },
    },
    () => storeSettings(),
  );

  app.put(
    '/admin/store-settings',
    {
      preHandler: app.requireStaff('store_settings'),
      config: audited('store_settings.update', 'store_settings', { fixedId: 'store' }),
      schema: {
        tags,
        security,
        summary: "Change the store's legal details",
        description:
          'Owner only; audited. The GSTIN must be a valid Telangana (36) GSTIN with its check character, the FSSAI licence ' +
          'number 14 digits, the invoice prefix 1 to 3 capital letters or digits (not CN). Bills issued from now on print ' +
          'these; earlier bills keep what they printed.',
        body: StoreSettingsBodySchema,
        response: { 200: StoreSettingsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => saveStoreSettings(request.body),
  );

  app.get(
    '/admin/credit-notes/:id',
    {
      preHandler: app.requireStaff('payments'),
      schema: {
        tags,
        security,
        summary: 'A credit note as a PDF',
        description: 'Owner or manager. The id is listed with the order (`credit_notes[].id`). `?layout=receipt` for an 80 mm roll.',
        params: CreditNoteParamsSchema,
        querystring: BillLayoutQuerySchema,
        produces: ['application/pdf'],
        response: { 200: pdfResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const note = await findBill(request.params.id);
      if (!note || note.kind !== 'credit_note') throw new NotFoundError('No such credit note.');
      return sendBillPdf(reply, note, request.query.layout, app.config.BILL_FONT_DIR);
    },
  );

  app.get(
    '/admin/gst/export',
    {
      preHandler: app.requireStaff('gst'),
      schema: {
        tags,
        security,
        summary: "A month's bills for the GST return, as CSV",
        description:
          'Owner or manager. text/csv (UTF-8 with a byte-order mark) of the month (India time): `bills`, a row per bill or ' +
          'credit note and rate; `hsn`, the HSN summary (HSN, description, unit, quantity, rate, values, taxes); `b2c`, ' +
          'totals by place of supply and rate. Credit notes count negative; the HSN and B2C tables are net of them.',
        querystring: GstExportQuerySchema,
        produces: ['text/csv'],
        response: { 200: { description: 'The CSV file.', content: { 'text/csv': { schema: { type: 'string' } } } }, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { month, table } = request.query;
      const csv = await monthExport(month, table);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="gst-${table}-${month}.csv"`)
        .send(csv);
    },
  );
};

export default billRoutes;
