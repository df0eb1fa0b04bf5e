/** The rider counts as arrived within this many metres of the customer's place (the API's own radius). */
export const ARRIVED_WITHIN_M = 150;

const EARTH_RADIUS_M = 6_371_000;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Straight-line metres between the phone's position and a place on the map (haversine). */
export function metresBetween(here: { latitude: number; longitude: number }, there: { lat: number; lng: number }): number {
  const dLat = radians(there.lat - here.latitude);
  const dLng = radians(there.lng - here.longitude);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(here.latitude)) * Math.cos(radians(there.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(a));
}
