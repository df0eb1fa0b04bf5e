import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Value } from 'typebox/value';
import { errorResponses, IdParamsSchema } from '@farm-store/contracts/common';
import {
  AdminComplaintListSchema,
  AdminComplaintSchema,
  COMPLAINT_REASONS,
  ComplaintDecisionBodySchema,
  ComplaintItemsInputSchema,
  ComplaintSchema,
  MAX_COMPLAINT_NOTE,
  MAX_COMPLAINT_PHOTOS,
  OrderProblemsSchema,
  type ComplaintReason,
} from '@farm-store/contracts/complaints';
import { BadRequestError } from '../../lib/errors';
import { callerId } from '../../plugins/auth';
import { audited } from '../audit/plugin';
import { readUploadedForm, registerFormUploads, type UploadForm } from '../images/upload';
import { complaintQueue, decideComplaint, orderProblems, reportProblem } from './service';

const customerSecurity = [{ customer: [] }];
const adminSecurity = [{ admin: [] }];

/** The multipart `items` field: JSON of [{variantId, quantity}]. */
function parseItems(text: string | undefined) {
  let items: unknown;
  try {
    items = JSON.parse(text ?? '');
  } catch {
    throw new BadRequestError('Pick the items that had a problem.');
  }
  if (!Value.Check(ComplaintItemsInputSchema, items)) throw new BadRequestError('Pick the items that had a problem, each with a quantity of 1 or more.');
  return items;
}

const isReason = (value: string | undefined): value is ComplaintReason => COMPLAINT_REASONS.includes(value as ComplaintReason);

/** "Report a problem" for customers, and the complaints queue for owners and managers (docs/complaints.md). */
const complaintRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const windowHours = app.config.COMPLAINT_WINDOW_HOURS;

  app.get(
    '/orders/:id/problems',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags: ['orders'],
        security: customerSecurity,
        summary: "The complaints about the customer's order, and whether another can be reported",
        description:
          `Newest first, each with its state (open: under review; approved with the amount and where it went; declined with the ` +
          `reason; answered: the courier-claim help). \`can_report\`: delivered, within ${windowHours} hours of delivery, and some ` +
          "item not complained about yet. Another customer's order → 404.",
        params: IdParamsSchema,
        response: { 200: OrderProblemsSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => orderProblems(request.params.id, callerId(request), windowHours),
  );

  // Encapsulated: only the report accepts multipart bodies here.
  await app.register(async (scope) => {
    const route = scope.withTypeProvider<TypeBoxTypeProvider>();
    const form: UploadForm = {
      fields: ['items', 'reason', 'note'],
      files: { field: 'photos', noun: 'photo', maxBytes: app.imageUploads.maxBytes },
      maxFiles: MAX_COMPLAINT_PHOTOS,
      maxFieldLength: 5000,
    };
    await registerFormUploads(scope, form);
    route.post(
      '/orders/:id/problems',
      {
        preHandler: app.requireCustomer,
        schema: {
          tags: ['orders'],
          security: customerSecurity,
          summary: 'Report a problem with a delivered order',
          description:
            'multipart/form-data: `items` (JSON of [{variantId, quantity}], items of this order, at most the quantity ordered), ' +
            '`reason` (spoiled, wrong_item, missing, damaged_in_transit, other), `note` (up to 500 characters) and 0–3 `photos` ' +
            `(JPEG, PNG, WebP or GIF, by their bytes). Only a Delivered order, within ${windowHours} hours of delivery (else 409). ` +
            'An item already complained about on this order → 409. Transit damage of a courier order is answered at once with the ' +
            "courier-claim help (state answered), no refund. Another customer's order → 404.",
          params: IdParamsSchema,
          consumes: ['multipart/form-data'],
          response: { 201: ComplaintSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415) },
        },
      },
      async (request, reply) => {
        const { values, files } = await readUploadedForm(request, form);
        if (!isReason(values.reason)) throw new BadRequestError('Choose what went wrong.');
        const note = values.note ?? '';
        if (note.length > MAX_COMPLAINT_NOTE) throw new BadRequestError(`Keep the note within ${MAX_COMPLAINT_NOTE} characters.`);
        const complaint = await reportProblem({
          orderId: request.params.id,
          userId: callerId(request),
          items: parseItems(values.items),
          reason: values.reason,
          note,
          photos: files,
          windowHours,
        });
        return reply.code(201).send(complaint);
      },
    );
  });

  app.get(
    '/admin/complaints',
    {
      preHandler: app.requireStaff('complaints'),
      schema: {
        tags: ['admin: complaints'],
        security: adminSecurity,
        summary: 'The complaints queue',
        description:
          "Open complaints first (oldest first), then the latest decided ones; each with its order's money, the photos and the " +
          "customer's other complaints. Owner or manager.",
        response: { 200: AdminComplaintListSchema, ...errorResponses(401, 403) },
      },
    },
    async () => ({ complaints: await complaintQueue() }),
  );

  app.put(
    '/admin/complaints/:id',
    {
      preHandler: app.requireStaff('complaints'),
      config: audited('complaint.decide', 'complaint'),
      schema: {
        tags: ['admin: complaints'],
        security: adminSecurity,
        summary: 'Approve or decline a complaint',
        description:
          'Once: a decided complaint → 409. Decline needs a `reason` the customer reads. Approve gives back `amount` (rupees; ' +
          'default and at most the value of the items) to `refundTo`: `original` (the online payment, at most what is left to ' +
          'refund), `credit` (store credit; the default for orders not paid online and for customers who prefer it) or ' +
          '`replacement` (a free order of the items to the same address). The customer gets an SMS. Owner or manager.',
        params: IdParamsSchema,
        body: ComplaintDecisionBodySchema,
        response: { 200: AdminComplaintSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => decideComplaint(request.params.id, callerId(request), request.body),
  );
};

export default complaintRoutes;
