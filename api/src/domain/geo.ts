/**
 * Distances, arrival times and route order on the map, as pure functions (docs/delivery.md "Arrival time" and
 * "Route order"). Coordinates are WGS84 degrees.
 */

export interface LatLng {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_KM = 6371.0088;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface EtaRule {
  /** Road kilometres per straight-line kilometre. */
  roadFactor: number;
  /** Average riding speed in the city. */
  speedKmh: number;
}

/**
 * What is left to ride and how long it takes: the straight line times the road factor, at the average speed, rounded
 * up to whole minutes and at least 1 (a rider at the gate is still "about 1 min" away until they say they arrived).
 */
export function arrival(from: LatLng, to: LatLng, rule: EtaRule): { roadKm: number; minutes: number } {
  const roadKm = distanceKm(from, to) * rule.roadFactor;
  return { roadKm: Math.round(roadKm * 100) / 100, minutes: Math.max(1, Math.ceil((roadKm / rule.speedKmh) * 60)) };
}

/** India's mainland and islands, generously: a position outside is a faulty GPS fix, not a delivery. */
const INDIA = { south: 6.4, north: 37.6, west: 68.0, east: 97.5 };

export const isInIndia = (p: LatLng) => p.lat >= INDIA.south && p.lat <= INDIA.north && p.lng >= INDIA.west && p.lng <= INDIA.east;

/** Faster than this between two reports is a jump of the GPS, not a rider. */
export const MAX_SPEED_KMH = 150;

/** Moves shorter than this are never a jump: GPS fixes a few seconds apart wobble by tens of metres. */
const JITTER_KM = 0.2;

/** A position that cannot follow the last one: further than GPS wobble, at more than 150 km/h. */
export const isJump = (last: LatLng & { at: Date }, next: LatLng & { at: Date }) =>
  distanceKm(last, next) > JITTER_KM && impliedSpeedKmh(last, next) > MAX_SPEED_KMH;

/** The speed implied by two fixes; Infinity for a jump with no time between them. */
export function impliedSpeedKmh(a: LatLng & { at: Date }, b: LatLng & { at: Date }): number {
  const hours = Math.abs(b.at.getTime() - a.at.getTime()) / 3_600_000;
  const km = distanceKm(a, b);
  if (km === 0) return 0;
  return hours === 0 ? Infinity : km / hours;
}

/**
 * Nearest neighbour from `start`: each next stop is the closest one not yet visited. Stops without a place keep
 * their order at the end. A simple heuristic, not an optimal tour: good enough for a handful of stops a slot.
 */
export function nearestNeighbourOrder<T>(start: LatLng, stops: T[], placeOf: (stop: T) => LatLng | null): T[] {
  const placed = stops.filter((s) => placeOf(s) !== null);
  const unplaced = stops.filter((s) => placeOf(s) === null);
  const ordered: T[] = [];
  let here = start;
  while (placed.length > 0) {
    let best = 0;
    for (let i = 1; i < placed.length; i++) {
      if (distanceKm(here, placeOf(placed[i])!) < distanceKm(here, placeOf(placed[best])!)) best = i;
    }
    const [next] = placed.splice(best, 1);
    ordered.push(next);
    here = placeOf(next)!;
  }
  return [...ordered, ...unplaced];
}

/**
 * Approximate centres of the main Hyderabad delivery areas by pincode, for an address without a map pin: the map and
 * the arrival time then aim at the area, not the door, so a few hundred metres either way is enough (three decimals).
 * A pincode not listed has no centre: the customer's map shows the rider and the store, without an arrival time.
 */
export const PINCODE_CENTRES: Readonly<Record<string, LatLng>> = {
  '500001': { lat: 17.385, lng: 78.474 }, // Hyderabad GPO, Abids
  '500003': { lat: 17.44, lng: 78.498 }, // Secunderabad
  '500004': { lat: 17.405, lng: 78.462 }, // Khairatabad
  '500008': { lat: 17.395, lng: 78.4 }, // Golconda, Tolichowki
  '500016': { lat: 17.436, lng: 78.45 }, // Begumpet
  '500018': { lat: 17.45, lng: 78.421 }, // Erragadda
  '500020': { lat: 17.41, lng: 78.497 }, // Musheerabad
  '500026': { lat: 17.433, lng: 78.518 }, // Tarnaka area, Secunderabad
  '500027': { lat: 17.395, lng: 78.51 }, // Amberpet, Nallakunta
  '500028': { lat: 17.387, lng: 78.438 }, // Masab Tank, Mehdipatnam
  '500029': { lat: 17.4, lng: 78.49 }, // Himayatnagar
  '500032': { lat: 17.44, lng: 78.349 }, // Gachibowli
  '500033': { lat: 17.43, lng: 78.41 }, // Jubilee Hills
  '500034': { lat: 17.416, lng: 78.434 }, // Banjara Hills
  '500035': { lat: 17.35, lng: 78.553 }, // L.B. Nagar, Saroornagar
  '500036': { lat: 17.37, lng: 78.527 }, // Dilsukhnagar, Malakpet
  '500038': { lat: 17.437, lng: 78.444 }, // Ameerpet, Sanjeeva Reddy Nagar
  '500044': { lat: 17.406, lng: 78.52 }, // Amberpet, Vidyanagar
  '500048': { lat: 17.358, lng: 78.429 }, // Attapur, Rajendranagar
  '500049': { lat: 17.494, lng: 78.365 }, // Miyapur
  '500050': { lat: 17.478, lng: 78.32 }, // Chandanagar, BHEL area
  '500060': { lat: 17.37, lng: 78.54 }, // Kothapet, Saroornagar
  '500062': { lat: 17.47, lng: 78.57 }, // ECIL, Kapra
  '500072': { lat: 17.485, lng: 78.414 }, // Kukatpally
  '500073': { lat: 17.44, lng: 78.44 }, // Ameerpet, Srinagar Colony
  '500076': { lat: 17.44, lng: 78.54 }, // Nacharam, Tarnaka
  '500081': { lat: 17.448, lng: 78.391 }, // Madhapur, HITEC City
  '500082': { lat: 17.42, lng: 78.45 }, // Somajiguda, Panjagutta
  '500084': { lat: 17.464, lng: 78.366 }, // Kondapur
  '500085': { lat: 17.49, lng: 78.39 }, // KPHB, JNTU
  '500089': { lat: 17.41, lng: 78.335 }, // Manikonda, Puppalaguda
  '500090': { lat: 17.52, lng: 78.38 }, // Nizampet, Bachupally
  '500095': { lat: 17.41, lng: 78.48 }, // Hyderabad Secretariat area
  '500096': { lat: 17.413, lng: 78.378 }, // Film Nagar, Manikonda road
};
