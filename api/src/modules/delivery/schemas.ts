import { Type } from 'typebox';
import { DELIVERY_STATUSES } from '../orders/model';
import { OrderItemSchema } from '../orders/schemas';

export const PartnerOrderSchema = Type.Object({
  id: Type.String(),
  customer_name: Type.String(),
  customer_phone: Type.String(),
  total_amount: Type.Number({ description: 'Cash to collect on delivery (rupees).' }),
  shipping_address: Type.Object({ label: Type.String(), value: Type.String() }),
  delivery_status: Type.Enum(DELIVERY_STATUSES),
  status: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  items: Type.Array(OrderItemSchema),
});

export const PartnerOrderListSchema = Type.Array(PartnerOrderSchema);
