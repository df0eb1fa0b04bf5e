import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BILL_NOT_YET, BillLayoutQuerySchema } from '@farm-store/contracts/bills';
import { errorResponses, IdParamsSchema } from '@farm-store/contracts/common';
import { callerId } from '../../plugins/auth';
import { sendBillPdf } from '../bills/send-pdf';
import { billOfOrder } from './billing';
import { customersOrder, findOrder } from './order-moves';

const pdfResponse = { description: 'The PDF.', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } };
const DESCRIPTION =
  'The GST bill as a PDF: a tax invoice, a bill of supply, or one invoice-cum-bill of supply for a basket of taxed and ' +
  'exempt goods (docs/bills.md). `?layout=receipt` gives an 80 mm till receipt. Issued once when the order is ' +
  `delivered (or shipped, by courier); before that 409 "${BILL_NOT_YET}"`;

/** An order's bill, for its customer and for staff (the bills module makes and draws it). */
const orderBillRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/orders/:id/bill',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags: ['orders'],
        security: [{ customer: [] }],
        summary: "The bill of the customer's order",
        description: `${DESCRIPTION}. Someone else's order → 404.`,
        params: IdParamsSchema,
        querystring: BillLayoutQuerySchema,
        produces: ['application/pdf'],
        response: { 200: pdfResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const bill = await billOfOrder(await customersOrder(request.params.id, callerId(request)));
      return sendBillPdf(reply, bill, request.query.layout, app.config.BILL_FONT_DIR);
    },
  );

  app.get(
    '/admin/orders/:id/bill',
    {
      preHandler: app.requireStaff('orders'),
      schema: {
        tags: ['admin orders'],
        security: [{ admin: [] }],
        summary: "An order's bill",
        description: `${DESCRIPTION}.`,
        params: IdParamsSchema,
        querystring: BillLayoutQuerySchema,
        produces: ['application/pdf'],
        response: { 200: pdfResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const bill = await billOfOrder(await findOrder(request.params.id));
      return sendBillPdf(reply, bill, request.query.layout, app.config.BILL_FONT_DIR);
    },
  );
};

export default orderBillRoutes;
