import { Type } from 'typebox';
import { DELIVERY_STATUSES } from './enums';
import { MapPinSchema } from './addresses';
import { cashCollectedFields, OrderItemSchema, OrderSubscriptionSchema } from './orders';
import { OrderSlotSchema } from './slots';
import { OrderPaymentMethodSchema, PAID_VIA, PAYMENT_STATES } from './payments';
import { DestinationSchema, HandoverCodeSchema, PartnerHandoverSchema } from './doorstep';

/** The longest note a partner may give with the cash collected (the API checks the shortest too). */
export const CASH_NOTE_MAX = 300;

export const PartnerOrderSchema = Type.Object({
  id: Type.String(),
  customer_name: Type.String(),
  customer_phone: Type.String(),
  total_amount: Type.Number({ description: 'The order total (rupees).' }),
  amount_due: Type.Number({
    description:
      "What is left to collect at the door (rupees): the total less store credit used; 0 once paid online or by UPI, and for a subscription's delivery.",
  }),
  payment: Type.Object(
    {
      method: OrderPaymentMethodSchema,
      state: Type.Enum(PAYMENT_STATES),
      paid_via: Type.Union([Type.Enum(PAID_VIA), Type.Null()]),
    },
    { additionalProperties: false },
  ),
  shipping_address: Type.Object({
    label: Type.String(),
    value: Type.String(),
    landmark: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    pin: Type.Optional(Type.Union([MapPinSchema, Type.Null()], { description: "The customer's map pin." })),
  }),
  slot: Type.Union([OrderSlotSchema, Type.Null()], { description: 'The delivery slot promised to the customer.' }),
  delivery_status: Type.Enum(DELIVERY_STATUSES),
  status: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  items: Type.Array(OrderItemSchema, { description: 'What to hand over: name, size and quantity of each line.' }),
  destination: Type.Union([DestinationSchema, Type.Null()], { description: "Where to go: the customer's pin, else their pincode's centre." }),
  handover: PartnerHandoverSchema,
  subscription: OrderSubscriptionSchema,
  ...cashCollectedFields,
});

export const PartnerOrderListSchema = Type.Array(PartnerOrderSchema);

export const CompleteBodySchema = Type.Union(
  [
    Type.Object(
      {
        cash_collected_paise: Type.Optional(
          Type.Number({ description: 'Cash collected at the door in whole paise (₹180 is 18000), 0 to 10× the amount due.' }),
        ),
        note: Type.Optional(
          Type.String({ maxLength: CASH_NOTE_MAX, description: 'Why the cash differs from the amount due: required then, 3–300 characters.' }),
        ),
        code: Type.Optional(HandoverCodeSchema),
      },
      { additionalProperties: false },
    ),
    Type.Null(),
  ],
  { description: 'Optional: no body means the partner collected exactly the amount due (the app before cash confirmation).' },
);
