import { arrival, distanceKm, isInIndia, isJump, nearestNeighbourOrder } from '../../src/domain/geo';

// The map's pure maths (docs/delivery.md "Arrival time", "Route order").

const BANJARA_HILLS = { lat: 17.4156, lng: 78.4347 };
const RULE = { roadFactor: 1.4, speedKmh: 18 };

describe('distances and arrival times', () => {
  it('measures great-circle distances (Banjara Hills to Gachibowli is about 9 km)', () => {
    expect(distanceKm(BANJARA_HILLS, { lat: 17.4401, lng: 78.3489 })).toBeCloseTo(9.5, 0);
    expect(distanceKm(BANJARA_HILLS, BANJARA_HILLS)).toBe(0);
  });

  it.each([
    // straight km north, road km (× 1.4), minutes at 18 km/h (rounded up, at least 1)
    [0, 0, 1],
    [0.1, 0.14, 1],
    [1, 1.4, 5],
    [3, 4.2, 15],
    [10, 14.01, 47],
  ])('%s km away as the crow flies is %s km by road and about %s min', (straightKm, roadKm, minutes) => {
    const from = { lat: BANJARA_HILLS.lat + straightKm / 111.195, lng: BANJARA_HILLS.lng };
    const eta = arrival(from, BANJARA_HILLS, RULE);
    expect(eta.roadKm).toBeCloseTo(roadKm, 1);
    expect(eta.minutes).toBe(minutes);
  });

  it('a faster average speed or a straighter road gives an earlier arrival', () => {
    const from = { lat: BANJARA_HILLS.lat + 0.05, lng: BANJARA_HILLS.lng };
    const base = arrival(from, BANJARA_HILLS, RULE).minutes;
    expect(arrival(from, BANJARA_HILLS, { ...RULE, speedKmh: 30 }).minutes).toBeLessThan(base);
    expect(arrival(from, BANJARA_HILLS, { ...RULE, roadFactor: 1 }).minutes).toBeLessThan(base);
  });
});

describe('positions that cannot be a rider', () => {
  const at = (seconds: number) => new Date(Date.UTC(2026, 10, 28, 10, 0, seconds));
  it.each([
    ['Hyderabad', BANJARA_HILLS, true],
    ['Port Blair', { lat: 11.62, lng: 92.73 }, true],
    ['London', { lat: 51.5, lng: -0.12 }, false],
    ['null island', { lat: 0, lng: 0 }, false],
  ])('%s is in India: %s', (_name, p, inside) => expect(isInIndia(p)).toBe(inside));

  it('a jump faster than 150 km/h is one; GPS wobble of a few dozen metres never is', () => {
    const here = { ...BANJARA_HILLS, at: at(0) };
    expect(isJump(here, { lat: BANJARA_HILLS.lat + 0.009, lng: BANJARA_HILLS.lng, at: at(10) })).toBe(true); // 1 km in 10 s
    expect(isJump(here, { lat: BANJARA_HILLS.lat + 0.009, lng: BANJARA_HILLS.lng, at: at(30) })).toBe(false); // 120 km/h
    expect(isJump(here, { lat: BANJARA_HILLS.lat + 0.0005, lng: BANJARA_HILLS.lng, at: at(0) })).toBe(false); // 55 m, same instant
  });
});

describe('route order', () => {
  it('goes each time to the nearest stop not yet visited; stops without a place come last', () => {
    const store = BANJARA_HILLS;
    const stops = [
      { name: 'far', place: { lat: store.lat + 0.09, lng: store.lng } },
      { name: 'unknown', place: null },
      { name: 'near', place: { lat: store.lat + 0.01, lng: store.lng } },
      { name: 'middle', place: { lat: store.lat + 0.05, lng: store.lng } },
      { name: 'beside near', place: { lat: store.lat + 0.012, lng: store.lng + 0.001 } },
    ];
    expect(nearestNeighbourOrder(store, stops, (s) => s.place).map((s) => s.name)).toEqual(['near', 'beside near', 'middle', 'far', 'unknown']);
  });
});
