import { Type } from 'typebox';
import { OptionalPaginationQuery } from './common';
import { INQUIRY_TYPES } from './enums';

const InquiryTypeSchema = Type.Enum(INQUIRY_TYPES);

/**
 * The body's shape. `formData` is text fields only (so no operators or nested objects get through); which
 * fields a type takes, which are required and how long they may be is checked by the service, with plain
 * messages naming the field.
 */
export const CreateInquirySchema = Type.Object(
  {
    inquiryType: InquiryTypeSchema,
    formData: Type.Record(Type.String({ maxLength: 40 }), Type.String({ maxLength: 2000 }), {
      maxProperties: 10,
      description: [
        'Vendor: your_name, business_name, email, phone_number, product_details (all required).',
        'Franchise: full_name, email, phone_number, city_of_interest (required) and message (optional).',
      ].join(' '),
      examples: [
        { your_name: 'Srinivas Rao', business_name: 'Rao Farms', email: 'srinivas@example.com', phone_number: '9876543210', product_details: 'Country eggs, 500 trays a week' },
        { full_name: 'Ayesha Khan', email: 'ayesha@example.com', phone_number: '+91 98765 43210', city_of_interest: 'Warangal' },
      ],
    }),
  },
  { additionalProperties: false },
);

const text = Type.Optional(Type.String());
export const InquirySchema = Type.Object(
  {
    id: Type.String(),
    inquiry_type: InquiryTypeSchema,
    form_data: Type.Object(
      {
        your_name: text,
        business_name: text,
        full_name: text,
        email: Type.String(),
        phone_number: Type.String(),
        product_details: text,
        city_of_interest: text,
        message: text,
      },
      { additionalProperties: false },
    ),
    created_at: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);
export const InquiryListSchema = Type.Array(InquirySchema);

export const InquiryListQuerySchema = Type.Object(OptionalPaginationQuery, { additionalProperties: false });
