import { Type, type Static, type TProperties } from 'typebox';
import { INVALID_MESSAGE, NOT_BLANK_PATTERN, OptionalPaginationQuery, WHITESPACE } from './common';
import { INQUIRY_TYPES, type InquiryType } from './enums';
import { INVALID_PHONE_MESSAGE, PHONE_PATTERN } from './phone';

const InquiryTypeSchema = Type.Enum(INQUIRY_TYPES);

/** A form's text field, named in the plain messages by its title (the API's INQUIRY_FIELDS hold the same rules). */
function field(title: string, maxLength: number, required = true) {
  return Type.String({
    title,
    maxLength,
    ...(required && { pattern: NOT_BLANK_PATTERN }),
    [INVALID_MESSAGE]: { pattern: `${title} is required.`, maxLength: `${title} can be at most ${maxLength} characters.` },
  });
}
const Email = Type.String({
  title: 'E-mail',
  maxLength: 254,
  pattern: `^[${WHITESPACE}]*[^@${WHITESPACE}]+@[^@${WHITESPACE}]+\\.[^@${WHITESPACE}]+[${WHITESPACE}]*$`,
  [INVALID_MESSAGE]: { pattern: 'Enter a valid e-mail address.', maxLength: 'E-mail can be at most 254 characters.' },
});
const Phone = Type.String({ title: 'Phone number', minLength: 1, maxLength: 20, pattern: PHONE_PATTERN, [INVALID_MESSAGE]: INVALID_PHONE_MESSAGE });

/** The fields of one form (values trimmed when stored); another form's field is refused by name. */
function form<T extends TProperties>(type: InquiryType, fields: T) {
  return Type.Object(
    {
      inquiryType: Type.Literal(type),
      formData: Type.Object(fields, {
        additionalProperties: false,
        [INVALID_MESSAGE]: { additionalProperties: `Unexpected field for a ${type} inquiry: {field}.` },
      }),
    },
    { additionalProperties: false },
  );
}
const VendorInquiry = form('Vendor', {
  your_name: field('Your name', 80),
  business_name: field('Business name', 120),
  email: Email,
  phone_number: Phone,
  product_details: field('Product details', 2000),
});
const FranchiseInquiry = form('Franchise', {
  full_name: field('Full name', 80),
  email: Email,
  phone_number: Phone,
  city_of_interest: field('City of interest', 80),
  message: Type.Optional(field('Message', 2000, false)),
});

/** A vendor's inquiry as the shop's form sends it: the example of the API docs. */
export const VENDOR_INQUIRY_EXAMPLE: Static<typeof VendorInquiry> = {
  inquiryType: 'Vendor',
  formData: {
    your_name: 'Srinivas Rao',
    business_name: 'Rao Farms',
    email: 'srinivas@example.com',
    phone_number: '9876543210',
    product_details: 'Country eggs, 500 trays a week',
  },
};

/**
 * The body: the form of its `inquiryType`, told apart by that field (OpenAPI's discriminator; the API's validator
 * reads it too, so a mistake is reported against the right form).
 */
export const CreateInquirySchema = Type.Unsafe<Static<typeof VendorInquiry> | Static<typeof FranchiseInquiry>>({
  type: 'object',
  required: ['inquiryType'],
  discriminator: { propertyName: 'inquiryType' },
  oneOf: [VendorInquiry, FranchiseInquiry],
  examples: [
    VENDOR_INQUIRY_EXAMPLE,
    {
      inquiryType: 'Franchise',
      formData: { full_name: 'Ayesha Khan', email: 'ayesha@example.com', phone_number: '+91 98765 43210', city_of_interest: 'Warangal' },
    },
  ],
});

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
    handled: Type.Boolean({ description: 'Staff have dealt with it (called back, answered).' }),
    handled_note: Type.Union([Type.String(), Type.Null()], { description: "Staff's note on what was done; null when none." }),
    handled_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'When it was marked handled; null while it is not.' }),
  },
  { additionalProperties: false },
);

export const INQUIRY_NOTE_MAX = 500;

export const UpdateInquirySchema = Type.Object(
  {
    handled: Type.Boolean({ [INVALID_MESSAGE]: 'Say whether the inquiry is handled.' }),
    note: Type.Optional(
      Type.String({
        maxLength: INQUIRY_NOTE_MAX,
        description: 'What was done (blank = no note); kept as it is when absent.',
        [INVALID_MESSAGE]: `The note can be at most ${INQUIRY_NOTE_MAX} characters.`,
      }),
    ),
  },
  { additionalProperties: false },
);
export const InquiryListSchema = Type.Array(InquirySchema);

export const InquiryListQuerySchema = Type.Object(OptionalPaginationQuery, { additionalProperties: false });
