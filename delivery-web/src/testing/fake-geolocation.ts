/**
 * A stand-in for navigator.geolocation that answers getCurrentPosition at once, or with an error (by default a
 * refused permission, code 1; 2 is no position available, 3 a timeout).
 */
export function fakeGeolocation(position: { latitude: number; longitude: number } | { error: string; code?: 1 | 2 | 3 }) {
  return {
    getCurrentPosition: jest.fn((success: PositionCallback, failure?: PositionErrorCallback | null) => {
      if ('error' in position) {
        failure?.({ code: position.code ?? 1, message: position.error, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 });
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

/** The location tests' clock and navigator: fake timers during each test, the real clock and no geolocation after it. */
export function setUpLocationTests() {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    installGeolocation(undefined);
  });
}
