import { Type } from 'typebox';

/**
 * At the door and on the way: the handover code the customer shows the rider, the photo and manager's override when
 * they cannot, the rider's steps (picked up, arrived), the live map with an arrival time, and the rider's route.
 * docs/delivery.md says how each works.
 */

const IsoDate = Type.String({ format: 'date-time' });

/** A handover code: 4 digits. */
export const HANDOVER_CODE_PATTERN = '^[0-9]{4}$';
/** Wrong codes before the order locks for completion (the partner is told to call the store). */
export const HANDOVER_MAX_WRONG = 5;

/** The rider's steps between accepting and handing over, kept in the timeline (not delivery statuses). */
export const DELIVERY_STEPS = ['picked_up', 'arrived'] as const;
export type DeliveryStep = (typeof DELIVERY_STEPS)[number];

/** How a delivery was confirmed at the door. */
export const CONFIRMATIONS = ['code', 'override', 'no_code'] as const;
export type Confirmation = (typeof CONFIRMATIONS)[number];

/** A timeline entry's extra words: a step of the rider, or how the handover was confirmed (with the override's photo). */
export const TimelineNoteSchema = {
  step: Type.Optional(Type.Union([Type.Enum(DELIVERY_STEPS), Type.Null()], { description: 'picked_up or arrived: a step of the rider (the status stays).' })),
  confirmed_by: Type.Optional(
    Type.Union([Type.Enum(CONFIRMATIONS), Type.Null()], {
      description: "On the Delivered entry: the customer's code, a manager's override (with `photo_url`), or no code (the store does not ask for one).",
    }),
  ),
  photo_url: Type.Optional(Type.Union([Type.String(), Type.Null()], { description: 'The photo taken at the door for an override.' })),
};

/** What the partner's app knows about the handover of an order out for delivery (never the code itself). */
export const PartnerHandoverSchema = Type.Object(
  {
    code_required: Type.Boolean({ description: 'false when the store completes deliveries without a code.' }),
    tries_left: Type.Integer({ description: 'Wrong codes left before the order locks.' }),
    locked: Type.Boolean({ description: "Too many wrong codes: only a manager's override can complete it now." }),
    override: Type.Union([Type.Literal('requested'), Type.Null()], { description: 'requested: a photo was sent and a manager is asked to approve.' }),
    picked_up_at: Type.Union([IsoDate, Type.Null()]),
    arrived_at: Type.Union([IsoDate, Type.Null()]),
  },
  { additionalProperties: false },
);

/** Where the rider goes: the address's map pin, else the centre of its pincode's area; null when neither is known. */
export const DestinationSchema = Type.Object(
  {
    lat: Type.Number(),
    lng: Type.Number(),
    source: Type.Union([Type.Literal('pin'), Type.Literal('pincode')]),
  },
  { additionalProperties: false },
);

const LatLngSchema = Type.Object({ lat: Type.Number(), lng: Type.Number() }, { additionalProperties: false });

/** The customer's live view of an order out for delivery (GET /api/orders/:id/track, and each event of its stream). */
export const TrackSchema = Type.Object(
  {
    order_id: Type.String(),
    delivery_status: Type.String(),
    /** The rider's last position: only while the order is out for delivery, and only while fresh. */
    rider: Type.Union([Type.Object({ lat: Type.Number(), lng: Type.Number(), updated_at: IsoDate }, { additionalProperties: false }), Type.Null()]),
    destination: Type.Union([DestinationSchema, Type.Null()]),
    store: LatLngSchema,
    distance_km: Type.Union([Type.Number(), Type.Null()], { description: 'Road distance left: straight line × the road factor.' }),
    eta_minutes: Type.Union([Type.Integer(), Type.Null()], { description: '"Arriving in about N min": distance at the zone\'s average speed, at least 1.' }),
    arrived: Type.Boolean({ description: 'The rider marked arrival (or came within 150 m of the pin).' }),
  },
  { additionalProperties: false },
);

/** The map's tiles and the store's place, public (the shop and the partner app draw maps with them). */
export const MapConfigSchema = Type.Object(
  {
    tile_url: Type.String({ description: 'A Leaflet tile URL template ({z}/{x}/{y}).' }),
    attribution: Type.String(),
    store: LatLngSchema,
  },
  { additionalProperties: false },
);

/** Staff settings of deliveries at the door and on the way. */
export const DeliverySettingsSchema = Type.Object(
  {
    handover_code: Type.Union([Type.Literal('required'), Type.Literal('off')], {
      description: "required (default): a delivery is completed with the customer's code or a manager's override; off: without a code.",
    }),
    arriving_soon_km: Type.Number({ minimum: 0.2, maximum: 5, description: 'The "arriving soon" SMS goes once, when the rider is this close.' }),
    position_retention_days: Type.Integer({ minimum: 1, maximum: 30, description: "Riders' positions are deleted after this many days." }),
    road_factor: Type.Number({ minimum: 1, maximum: 3, description: 'Road distance per straight-line kilometre.' }),
    speed_kmh: Type.Number({ minimum: 5, maximum: 60, description: "Riders' average speed in the city, km/h." }),
    tile_url: Type.String({ minLength: 10, maxLength: 300, pattern: '^(https?://|/)', description: 'A tile URL template with {z}, {x} and {y}.' }),
    store_location: LatLngSchema,
  },
  { additionalProperties: false },
);

/** The partner completes with the customer's code (required unless the store turned codes off), and the cash as before. */
export const HandoverCodeSchema = Type.String({
  pattern: HANDOVER_CODE_PATTERN,
  description: 'The 4-digit code the customer shows.',
  'x-invalid': 'The handover code is 4 digits.',
});

/** One stop of the rider's day, in route order. */
export const RouteStopSchema = Type.Object(
  {
    order_id: Type.String(),
    sequence: Type.Integer({ description: '1 for the first stop.' }),
    slot_id: Type.Union([Type.String(), Type.Null()]),
    customer_name: Type.String(),
    address: Type.String(),
    destination: Type.Union([DestinationSchema, Type.Null()]),
    leg_km: Type.Union([Type.Number(), Type.Null()], { description: 'Straight-line distance from the stop before (the store for the first).' }),
    navigate_url: Type.String({ description: "Opens the way there in the phone's map app." }),
  },
  { additionalProperties: false },
);

export const RouteSchema = Type.Object(
  {
    store: LatLngSchema,
    stops: Type.Array(RouteStopSchema, { description: 'Orders assigned or out for delivery: by slot, then nearest next stop from the store.' }),
  },
  { additionalProperties: false },
);

/** The override request a manager sees: the photo taken at the door. */
export const OverrideRequestSchema = Type.Object(
  {
    photo_url: Type.String(),
    requested_at: IsoDate,
    partner_name: Type.Union([Type.String(), Type.Null()]),
  },
  { additionalProperties: false },
);
