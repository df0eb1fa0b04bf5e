import type { Coordinates } from '../api/update-location';

/** SPEC §9: the partner's location is reported once at start and then every 30 seconds. */
export const LOCATION_REPORT_INTERVAL_MS = 30_000;

const POSITION_OPTIONS: PositionOptions = { enableHighAccuracy: true, maximumAge: 10_000, timeout: 20_000 };

export interface LocationReporterOptions {
  geolocation: Pick<Geolocation, 'getCurrentPosition'>;
  report: (coordinates: Coordinates) => Promise<unknown>;
  /** Called after every attempt: true when a position was read and the API took it. */
  onResult: (reached: boolean) => void;
  intervalMs?: number;
}

/**
 * Reads the position and reports it now and then every `intervalMs`, until the returned stop function is
 * called. Failures of either step are only logged (SPEC §8); the next tick tries again.
 */
export function startLocationReporter({
  geolocation,
  report,
  onResult,
  intervalMs = LOCATION_REPORT_INTERVAL_MS,
}: LocationReporterOptions): () => void {
  let stopped = false;
  const settle = (reached: boolean) => {
    if (!stopped) onResult(reached);
  };

  const tick = () => {
    geolocation.getCurrentPosition(
      ({ coords }) => {
        if (stopped) return;
        report({ latitude: coords.latitude, longitude: coords.longitude }).then(
          () => settle(true),
          (error: unknown) => {
            console.error('Could not send the location.', error);
            settle(false);
          },
        );
      },
      (error) => {
        console.error(`Could not read the location: ${error.message}`);
        settle(false);
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
