import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MessageSchema, errorResponses } from '@farm-store/contracts/common';
import { IdParamsSchema } from '@farm-store/contracts/common';
import { CreateInquirySchema, InquiryListQuerySchema, InquiryListSchema, InquirySchema, UpdateInquirySchema } from '@farm-store/contracts/inquiries';
import { audited } from '../audit/plugin';
import { listInquiries, submitInquiry, updateInquiry } from './service';

/** Vendor-partner and franchise inquiries from the public pages, and the admin's list of them. */
const inquiriesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/inquiry',
    {
      config: { rateLimit: app.sensitiveRateLimit },
      schema: {
        tags: ['inquiries'],
        summary: 'Send a vendor or franchise inquiry',
        description: [
          'Fields for the chosen type, trimmed. Decided by the store: e-mail must look',
          'like an address; phone_number must be an Indian mobile (stored as +91…); names at most 80 characters, business',
          'name 120, e-mail 254, product details and message 2000; a field of the other form → 400. Rate limited per client.',
        ].join(' '),
        body: CreateInquirySchema,
        response: { 201: MessageSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => reply.status(201).send({ msg: await submitInquiry(request.body.inquiryType, request.body.formData) }),
  );

  app.get(
    '/admin/inquiries',
    {
      preHandler: app.requireStaff('inquiries'),
      schema: {
        tags: ['admin'],
        summary: 'Vendor and franchise inquiries',
        description: 'Beyond the specification. Newest first; every inquiry unless `page` (and `limit`, default 50) are given.',
        security: [{ admin: [] }],
        querystring: InquiryListQuerySchema,
        response: { 200: InquiryListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      return listInquiries(page || limit ? { page: page ?? 1, limit: limit ?? 50 } : undefined);
    },
  );

  app.put(
    '/admin/inquiries/:id',
    {
      preHandler: app.requireStaff('inquiries'),
      config: audited('inquiry.update', 'inquiry'),
      schema: {
        tags: ['admin'],
        summary: 'Mark an inquiry handled (or not), with a note',
        description:
          '`handled` true or false; `note` (at most 500 characters, trimmed, blank = none) says what was done and is kept ' +
          'when absent. Staff who may read the inquiries may mark them. Answers the inquiry; 404 `{msg}` for an unknown one.',
        security: [{ admin: [] }],
        params: IdParamsSchema,
        body: UpdateInquirySchema,
        response: { 200: InquirySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => updateInquiry(request.params.id, request.body),
  );
};

export default inquiriesRoutes;
