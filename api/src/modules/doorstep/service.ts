import type { Static } from 'typebox';
import type { DeliverySettingsSchema, MapConfigSchema } from '@farm-store/contracts/doorstep';
import type { LatLng } from '../../domain/geo';
import { DeliverySettingsModel } from './model';

/**
 * The store's delivery settings: whether a delivery needs the customer's handover code, how arrival times are worked
 * out, how long riders' positions are kept, and the map (docs/delivery.md). Read on every position and completion,
 * changed rarely: each process keeps them a few seconds.
 */

export interface DeliverySettings {
  handoverCode: 'required' | 'off';
  arrivingSoonKm: number;
  positionRetentionDays: number;
  roadFactor: number;
  speedKmh: number;
  /** null: the configured default (MAP_TILE_URL). */
  tileUrl: string | null;
  storeLocation: LatLng;
}

/** The farm store's shop in Banjara Hills, where riders pick orders up. */
const STORE_LOCATION: LatLng = { lat: 17.4156, lng: 78.4347 };

export const DEFAULT_DELIVERY_SETTINGS: DeliverySettings = {
  handoverCode: 'required',
  arrivingSoonKm: 1,
  positionRetentionDays: 7,
  // Hyderabad's roads are about 1.4 times the straight line; riders average 18 km/h in city traffic.
  roadFactor: 1.4,
  speedKmh: 18,
  tileUrl: null,
  storeLocation: STORE_LOCATION,
};

const SETTINGS_ID = 'store';
const CACHE_MS = 5_000;
let cached: { at: number; value: Promise<DeliverySettings> } | null = null;
let defaultTileUrl = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** The configured tile server, used until staff choose another (app.ts, from MAP_TILE_URL). */
export function useDefaultTileUrl(url: string): void {
  defaultTileUrl = url;
}

type SettingsDoc = Static<typeof DeliverySettingsSchema>;

export function deliverySettings(): Promise<DeliverySettings> {
  const now = Date.now();
  if (!cached || now - cached.at > CACHE_MS) {
    const value = DeliverySettingsModel.findById(SETTINGS_ID)
      .lean<SettingsDoc>()
      .then((doc) =>
        doc
          ? {
              handoverCode: doc.handover_code,
              arrivingSoonKm: doc.arriving_soon_km,
              positionRetentionDays: doc.position_retention_days,
              roadFactor: doc.road_factor,
              speedKmh: doc.speed_kmh,
              tileUrl: doc.tile_url || null,
              storeLocation: doc.store_location,
            }
          : DEFAULT_DELIVERY_SETTINGS,
      );
    value.catch(() => (cached = null));
    cached = { at: now, value };
  }
  return cached.value;
}

export const settingsView = (s: DeliverySettings): SettingsDoc => ({
  handover_code: s.handoverCode,
  arriving_soon_km: s.arrivingSoonKm,
  position_retention_days: s.positionRetentionDays,
  road_factor: s.roadFactor,
  speed_kmh: s.speedKmh,
  tile_url: s.tileUrl ?? defaultTileUrl,
  store_location: s.storeLocation,
});

export async function saveDeliverySettings(body: SettingsDoc): Promise<DeliverySettings> {
  // The configured default is stored as "none", so a later change of MAP_TILE_URL still applies.
  const tileUrl = body.tile_url === defaultTileUrl ? null : body.tile_url;
  await DeliverySettingsModel.updateOne({ _id: SETTINGS_ID }, { $set: { ...body, tile_url: tileUrl } }, { upsert: true });
  cached = null;
  return deliverySettings();
}

export async function mapConfig(): Promise<Static<typeof MapConfigSchema>> {
  const s = await deliverySettings();
  const tileUrl = s.tileUrl ?? defaultTileUrl;
  const osm = tileUrl.includes('openstreetmap.org');
  return {
    tile_url: tileUrl,
    attribution: osm ? '© OpenStreetMap contributors' : 'Map tiles',
    store: s.storeLocation,
  };
}
