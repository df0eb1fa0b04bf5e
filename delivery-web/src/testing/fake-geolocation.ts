/** A stand-in for navigator.geolocation that answers getCurrentPosition at once, or with an error. */
export function fakeGeolocation(position: { latitude: number; longitude: number } | { error: string }) {
  return {
    getCurrentPosition: jest.fn((success: PositionCallback, failure?: PositionErrorCallback | null) => {
      if ('error' in position) {
        failure?.({ code: 1, message: position.error, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 });
      } else {
        success({ coords: { ...position, accuracy: 10 }, timestamp: Date.now() } as GeolocationPosition);
      }
    }),
  };
}

/** Installs a geolocation on navigator for the rest of the test (jsdom has none). */
export function installGeolocation(geolocation: ReturnType<typeof fakeGeolocation> | undefined) {
  Object.defineProperty(window.navigator, 'geolocation', { value: geolocation, configurable: true });
}

/** A token shaped like the API's JWTs, with the given role claim (the app never verifies signatures). */
export function fakeJwt(role: string) {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: 'staff-1', role })}.signature`;
}
