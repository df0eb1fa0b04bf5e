import { isValidObjectId, type QueryFilter } from 'mongoose';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { toObjectId } from '../../lib/mongo';
import { getPartner, getPartnerLocation, whilePartnerStaysAsIs } from '../partners/service';
import { isPositionFresh } from '../partners/position-freshness';
import { countAllOrders, hasActiveOrders } from './counters';
import { endOfKolkataDay, startOfKolkataDay } from '../../lib/calendar';
import { OrderModel, type DeliveryStatus, type Order } from './model';
import { newestOrders } from './newest-page';
import { assignOrder, IN_HAND, reassignOrder, type AssignablePartner } from './transitions';
import { adminOrderView, customerOrderView, type StoredOrder } from './views';

/** True when the customer has no order that was not cancelled (so a cancelled first attempt still counts as "first"). */
export async function isFirstOrder(userId: string): Promise<boolean> {
  // One `_id` lookup of the customer's counter (counters.ts), not a query over the orders.
  return !(await hasActiveOrders(userId));
}

/** The customer's own orders, newest first. */
export async function listCustomerOrders(userId: string) {
  const orders = await OrderModel.find({ user_id: userId }).sort({ created_at: -1, _id: -1 }).lean<StoredOrder[]>();
  return orders.map(customerOrderView);
}

/**
 * Where the partner carrying the customer's order is, only while it is out for delivery (a rider's position is
 * theirs until they set off with this order): always the order's current partner, so an order taken back from a
 * partner (unassigned, or reassigned to another) never shows the earlier one's position. Someone else's order is
 * answered like a missing one; courier orders and orders not out for delivery cannot be tracked (409); a partner who
 * has not shared a position lately (POSITION_FRESH_MS), or is disabled, has none to show (404).
 */
export async function getOrderLocation(orderId: string, userId: string) {
  const order = await OrderModel.findOne({ _id: toObjectId(orderId, 'We could not find that order.'), user_id: userId }).lean<StoredOrder>();
  if (!order) throw new NotFoundError('We could not find that order.');
  if (order.delivery_type !== 'partner') throw new ConflictError('This order is sent by courier and cannot be tracked live.');
  if (order.delivery_status !== 'Out for Delivery' || !order.partner_id) {
    throw new ConflictError('Live tracking starts when your order is out for delivery and ends when it is delivered.');
  }
  const location = await getPartnerLocation(order.partner_id);
  if (!location || !isPositionFresh(location.updated_at)) {
    throw new NotFoundError('Your delivery partner is not sharing a location right now.');
  }
  return {
    latitude: location.latitude,
    longitude: location.longitude,
    updated_at: location.updated_at.toISOString(),
  };
}

export interface AdminOrderFilters {
  status?: DeliveryStatus;
  /** Only orders carried (now or last) by this partner. */
  partner?: string;
  /** Only this customer's orders. */
  customer?: string;
  outstation?: boolean;
  /** Only orders in this delivery slot. */
  slot?: string;
  /** YYYY-MM-DD, Hyderabad calendar, inclusive. */
  from?: string;
  to?: string;
  page: number;
  limit: number;
}

/** The query of the admin's order filters (the list and the CSV export). */
export function adminOrderFilter(filters: Omit<AdminOrderFilters, 'page' | 'limit'>): QueryFilter<Order> {
  const filter: QueryFilter<Order> = {};
  if (filters.status) filter.delivery_status = filters.status;
  if (filters.partner) filter.partner_id = filters.partner;
  if (filters.customer) filter.user_id = filters.customer;
  if (filters.outstation !== undefined) filter.is_outstation = filters.outstation;
  if (filters.slot) filter['slot.id'] = filters.slot;
  if (filters.from || filters.to) {
    const range: { $gte?: Date; $lt?: Date } = {};
    if (filters.from) range.$gte = startOfKolkataDay(filters.from);
    if (filters.to) range.$lt = endOfKolkataDay(filters.to);
    filter.created_at = range;
  }
  return filter;
}

/** Every order, newest first, filtered and one page at a time (admin). */
export async function listAdminOrders(filters: AdminOrderFilters) {
  const filter = adminOrderFilter(filters);
  const read = () =>
    OrderModel.find(filter)
      .sort({ created_at: -1, _id: -1 })
      .skip((filters.page - 1) * filters.limit)
      .limit(filters.limit)
      .lean<StoredOrder[]>()
      .exec();
  // The common case (no filter, first page) reads no order scan: the total from the day counters, the page
  // from memory (newest-page.ts). Filtered pages query the orders as before.
  const unfiltered = Object.keys(filter).length === 0;
  const [total, orders] = await Promise.all(
    unfiltered ? [countAllOrders(), filters.page === 1 ? newestOrders(filters.limit, read) : read()] : [OrderModel.countDocuments(filter).exec(), read()],
  );
  return {
    orders: orders.map(adminOrderView),
    total,
    page: filters.page,
    totalPages: Math.max(1, Math.ceil(total / filters.limit)),
  };
}

/** One order as the admin list shows it (the order details opened from a link whose order is on another page). */
export async function getAdminOrder(orderId: string) {
  const order = await OrderModel.findById(toObjectId(orderId, 'We could not find that order.')).lean<StoredOrder>();
  if (!order) throw new NotFoundError('We could not find that order.');
  return adminOrderView(order);
}

const CHOOSE_ACTIVE_PARTNER = 'Please choose an active delivery partner.';

/** The partner an admin chose, who must exist and be active (409 otherwise: the partner list has changed). */
async function chosenPartner(partnerId: string): Promise<AssignablePartner> {
  const partner = await getPartner(partnerId);
  if (!partner || !partner.active) throw new ConflictError(CHOOSE_ACTIVE_PARTNER);
  return { id: partner.id, name: partner.name, phone: partner.phone };
}

/**
 * Gives orders to the partner an admin chose, checked active and kept so until the orders are moved (a disable
 * waits: partners/service.ts whilePartnerStaysAsIs).
 */
export async function withChosenPartner<T>(partnerId: string, give: (partner: AssignablePartner) => Promise<T>): Promise<T> {
  if (!isValidObjectId(partnerId)) throw new ConflictError(CHOOSE_ACTIVE_PARTNER);
  // A partner unknown or disabled already is refused without taking a turn (a refusal writes nothing).
  await chosenPartner(partnerId);
  return whilePartnerStaysAsIs(partnerId, async () => give(await chosenPartner(partnerId)));
}

/** Admin: assign a Pending partner order to an active delivery partner (see transitions.assignOrder). */
export async function assignOrderToPartner(orderId: string, partnerId: string, adminId: string): Promise<StoredOrder> {
  toObjectId(orderId, 'We could not find that order.');
  return withChosenPartner(partnerId, (partner) => assignOrder(orderId, partner, adminId));
}

/** Admin: give an order in one partner's hands to another active partner (see transitions.reassignOrder). */
export async function reassignOrderToPartner(orderId: string, fromPartnerId: string, partnerId: string, adminId: string): Promise<StoredOrder> {
  if (partnerId === fromPartnerId) throw new ConflictError('Please choose another delivery partner.');
  toObjectId(orderId, 'We could not find that order.');
  return withChosenPartner(partnerId, (partner) => reassignOrder(orderId, fromPartnerId, partner, adminId));
}

/** Orders in a partner's hands (Assigned or Out for Delivery), oldest first: what must go to someone else when they stop. */
export async function ordersInHandOf(partnerId: string) {
  const orders = await OrderModel.find(
    { partner_id: partnerId, delivery_type: 'partner', delivery_status: { $in: IN_HAND } },
    { customer_name: 1, delivery_status: 1, created_at: 1 },
  )
    .sort({ created_at: 1, _id: 1 })
    .lean<Array<Pick<StoredOrder, '_id' | 'customer_name' | 'delivery_status' | 'created_at'>>>();
  return orders.map((o) => ({
    id: o._id.toString(),
    delivery_status: o.delivery_status as 'Assigned' | 'Out for Delivery', // all the query matched
    customer_name: o.customer_name,
    created_at: o.created_at.toISOString(),
  }));
}

/**
 * Replaces the customer's name, phone and address snapshot on every order of theirs: an erased account's orders
 * stay for the store's accounts (flows/customer-data.ts). Returns the orders' ids.
 */
export async function anonymiseCustomerOrders(userId: string, replacement: { name: string; phone: string; label: string; address: string }): Promise<string[]> {
  const orderIds = (await OrderModel.find({ user_id: userId }, { _id: 1 }).lean()).map((o) => o._id.toString());
  await OrderModel.updateMany(
    { user_id: userId },
    {
      $set: {
        customer_name: replacement.name,
        customer_phone: replacement.phone,
        'shipping_address.label': replacement.label,
        'shipping_address.value': replacement.address,
      },
    },
  );
  return orderIds;
}
