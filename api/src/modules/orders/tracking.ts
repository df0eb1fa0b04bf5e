import { EventEmitter } from 'node:events';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import type { RouteSchema, TrackSchema } from '@farm-store/contracts/doorstep';
import { arrival, distanceKm, nearestNeighbourOrder, type LatLng } from '../../domain/geo';
import { clock } from '../../lib/clock';
import { openEventStream } from '../../lib/event-stream';
import { deliverySettings } from '../doorstep/service';
import { getPartnerLocation } from '../partners/service';
import { isPositionFresh } from '../partners/position-freshness';
import { DeliveryUnderWayModel, OrderModel, PartnerUnderWayModel } from './model';
import { customersOrder, move } from './order-moves';
import { destinationOf } from './under-way';
import type { StoredOrder } from './views';

/**
 * The customer's live map and arrival time, and what each rider position does (docs/delivery.md "Live map and arrival
 * time"): the "arriving soon" SMS once, arrival within 150 m of the pin, and the customer's stream told at once.
 */

const OUT = 'Out for Delivery' as const;
/** Within this of the address pin the rider has arrived (a pincode's centre is too rough to say so). */
export const ARRIVED_WITHIN_KM = 0.15;

/** Positions kept by this process, by partner id: the customers' streams of this process hear them at once. */
const positions = new EventEmitter();
positions.setMaxListeners(0);

interface UnderWay {
  _id: string;
  partner_id: string;
  destination: LatLng | null;
  pinned: boolean;
  arriving_soon_sent: boolean;
}

/** After a partner's position was kept: their orders under way hear of it (reads by `_id` only: under-way.ts). */
export async function onPartnerPosition(partnerId: string, here: LatLng): Promise<void> {
  positions.emit(partnerId);
  const mine = await PartnerUnderWayModel.findById(partnerId, { order_ids: 1 }).lean<{ order_ids: string[] }>();
  if (!mine?.order_ids.length) return;
  const rows = await Promise.all(mine.order_ids.map((id) => DeliveryUnderWayModel.findById(id).lean<UnderWay>()));
  const underWay = rows.filter((d): d is UnderWay => d?.partner_id === partnerId);
  if (underWay.length === 0) return;
  const { arrivingSoonKm } = await deliverySettings();
  for (const d of underWay) {
    if (!d.destination) continue;
    const km = distanceKm(here, d.destination);
    if (km <= arrivingSoonKm && !d.arriving_soon_sent) {
      const first = await DeliveryUnderWayModel.updateOne({ _id: d._id, arriving_soon_sent: false }, { $set: { arriving_soon_sent: true } });
      if (first.modifiedCount === 1)
        await move(d._id, { delivery_status: OUT, partner_id: partnerId }, { delivery_status: OUT }, 'system', {}, { step: 'arriving_soon' });
    }
    if (d.pinned && km <= ARRIVED_WITHIN_KM) {
      await move(
        d._id,
        { delivery_status: OUT, partner_id: partnerId, 'handover.arrived_at': null },
        { delivery_status: OUT },
        `partner:${partnerId}`,
        { 'handover.arrived_at': new Date(clock.now()) },
        { step: 'arrived' },
      );
    }
  }
}

/** The customer's view of their order on the way: the rider only while it is out for delivery and the position fresh. */
export async function trackOf(order: StoredOrder): Promise<Static<typeof TrackSchema>> {
  const settings = await deliverySettings();
  const destination = destinationOf(order);
  const out = order.delivery_status === OUT && order.partner_id;
  const location = out ? await getPartnerLocation(order.partner_id!) : null;
  const rider =
    location && isPositionFresh(location.updated_at)
      ? { lat: location.latitude, lng: location.longitude, updated_at: location.updated_at.toISOString() }
      : null;
  const eta = rider && destination ? arrival(rider, destination, { roadFactor: settings.roadFactor, speedKmh: settings.speedKmh }) : null;
  return {
    order_id: order._id.toString(),
    delivery_status: order.delivery_status,
    rider,
    destination,
    store: settings.storeLocation,
    distance_km: eta?.roadKm ?? null,
    eta_minutes: eta?.minutes ?? null,
    arrived: !!order.handover?.arrived_at && order.delivery_status === OUT,
  };
}

export async function trackOrder(orderId: string, userId: string) {
  return trackOf(await customersOrder(orderId, userId));
}

/** A stream is read again this often, for positions kept by other API processes and changes of the order. */
const STREAM_POLL_MS = 1_000;
const HEARTBEAT_MS = 20_000;

/**
 * The customer's live map as server-sent events: one `track` event at once and whenever the rider moves or the order
 * changes; it ends once the order is no longer out for delivery. Positions kept by this process are sent at once;
 * the others within a second.
 */
export async function streamTrack(request: FastifyRequest, reply: FastifyReply, orderId: string, userId: string): Promise<void> {
  let order = await customersOrder(orderId, userId);
  const raw = openEventStream(reply);
  let last = '';
  let ended = false;
  let sending: Promise<void> | null = null;
  const send = async () => {
    if (ended) return;
    const track = await trackOf(order);
    const text = JSON.stringify(track);
    if (text !== last) {
      last = text;
      raw.write(`event: track\ndata: ${text}\n\n`);
    }
    if (order.delivery_status !== OUT) end();
  };
  const refresh = (reread: boolean) => {
    sending ??= (async () => {
      if (reread) order = (await OrderModel.findById(orderId).lean<StoredOrder>()) ?? order;
      await send();
    })()
      .catch((err: unknown) => request.log.warn({ err }, 'track stream: not sent'))
      .finally(() => (sending = null));
  };
  const onPosition = () => refresh(false);
  const partnerId = order.partner_id;
  if (partnerId) positions.on(partnerId, onPosition);
  const poll = setInterval(() => refresh(true), STREAM_POLL_MS);
  const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
  function end() {
    if (ended) return;
    ended = true;
    clearInterval(poll);
    clearInterval(heartbeat);
    if (partnerId) positions.off(partnerId, onPosition);
    if (!raw.writableEnded) raw.end();
  }
  request.raw.on('close', end);
  refresh(false);
}

/**
 * The rider's stops in route order: grouped by delivery slot (earliest first; orders without a slot last), and within
 * each group nearest next stop first, starting from the store (domain/geo.ts nearestNeighbourOrder).
 */
export async function routeOf(orders: StoredOrder[]): Promise<Static<typeof RouteSchema>> {
  const { storeLocation } = await deliverySettings();
  const slotKey = (o: StoredOrder) => (o.slot ? o.slot.starts_at.toISOString() : '~');
  const groups = new Map<string, StoredOrder[]>();
  for (const o of [...orders].sort((a, b) => (slotKey(a) < slotKey(b) ? -1 : slotKey(a) > slotKey(b) ? 1 : 0))) {
    groups.set(slotKey(o), [...(groups.get(slotKey(o)) ?? []), o]);
  }
  const ordered = [...groups.values()].flatMap((group) => nearestNeighbourOrder(storeLocation, group, destinationOf));
  let previous: LatLng = storeLocation;
  return {
    store: storeLocation,
    stops: ordered.map((o, i) => {
      const destination = destinationOf(o);
      const leg = destination ? Math.round(distanceKm(previous, destination) * 10) / 10 : null;
      if (destination) previous = destination;
      const target = destination ? `${destination.lat},${destination.lng}` : (o.shipping_address.value ?? '');
      return {
        order_id: o._id.toString(),
        sequence: i + 1,
        slot_id: o.slot?.id ?? null,
        customer_name: o.customer_name,
        address: o.shipping_address.value ?? '',
        destination,
        leg_km: leg,
        navigate_url: `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(target)}&travelmode=two-wheeler`,
      };
    }),
  };
}
