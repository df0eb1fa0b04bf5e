import { model } from 'mongoose';
import { keyedSchema } from '../../lib/mongo';

/** The store's delivery settings (one document): the handover code rule, arrival times, positions kept, the map. */
const deliverySettingsSchema = keyedSchema(
  {
    handover_code: { type: String, enum: ['required', 'off'], required: true },
    arriving_soon_km: { type: Number, required: true },
    position_retention_days: { type: Number, required: true },
    road_factor: { type: Number, required: true },
    speed_kmh: { type: Number, required: true },
    tile_url: { type: String, default: null },
    store_location: { type: { lat: Number, lng: Number }, _id: false, required: true },
  },
  'delivery_settings',
);
export const DeliverySettingsModel = model('DeliverySettings', deliverySettingsSchema);
