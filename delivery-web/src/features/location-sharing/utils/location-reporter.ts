import type { Coordinates } from '../api/update-location';

/** The partner's location is reported once at start and then every 10 seconds: often enough for the customer's live map and arrival time. */
export const LOCATION_REPORT_INTERVAL_MS = 10_000;

const POSITION_OPTIONS: PositionOptions = { enableHighAccuracy: true, maximumAge: 10_000, timeout: 20_000 };

/**
 * How an attempt ended: the API took the position, the browser refused to give it (permission denied), it had
 * none to give (no fix, timeout), or the position did not reach the API.
 */
export type LocationResult = 'shared' | 'denied' | 'unavailable' | 'not-sent';

/** The W3C GeolocationPositionError code for a refused permission. */
const PERMISSION_DENIED = 1;

export interface LocationReporterOptions {
  geolocation: Pick<Geolocation, 'getCurrentPosition'>;
  report: (coordinates: Coordinates) => Promise<unknown>;
  /** Every position read, before it is reported (the orders check whether the partner has arrived). */
  onPosition?: (coordinates: Coordinates) => void;
  /** Called after every attempt with how it ended. */
  onResult: (result: LocationResult) => void;
  intervalMs?: number;
}

/**
 * Reads the position and reports it now and then every `intervalMs`, until the returned stop function is
 * called. Failures of either step are only logged; the next tick tries again.
 */
export function startLocationReporter({
  geolocation,
  report,
  onPosition,
  onResult,
  intervalMs = LOCATION_REPORT_INTERVAL_MS,
}: LocationReporterOptions): () => void {
  let stopped = false;
  const settle = (result: LocationResult) => {
    if (!stopped) onResult(result);
  };

  const tick = () => {
    geolocation.getCurrentPosition(
      ({ coords }) => {
        if (stopped) return;
        const here = { latitude: coords.latitude, longitude: coords.longitude };
        onPosition?.(here);
        report(here).then(
          () => settle('shared'),
          (error: unknown) => {
            console.error('Could not send the location.', error);
            settle('not-sent');
          },
        );
      },
      (error) => {
        console.error(`Could not read the location: ${error.message}`);
        settle(error.code === PERMISSION_DENIED ? 'denied' : 'unavailable');
      },
      POSITION_OPTIONS,
    );
  };

  tick();
  const timer = setInterval(tick, intervalMs);
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
