import { useCallback, useEffect, useRef, useState } from 'react';
import { updateLocation } from '../api/update-location';
import { startLocationReporter, type LocationReporterOptions, type LocationResult } from '../utils/location-reporter';

interface Dependencies {
  geolocation?: LocationReporterOptions['geolocation'];
  report?: LocationReporterOptions['report'];
  onPosition?: LocationReporterOptions['onPosition'];
}

/** Why the partner's location is not reaching customers, when the partner can do something about it. */
export type LocationProblem = 'denied' | 'unavailable' | 'unsupported';

/**
 * Shares the partner's location while `enabled` (some order is Out for Delivery); stops when it turns
 * false or the component unmounts. `active` is true only while sharing runs and the latest report
 * reached the API, so the indicator never claims more than is true. `problem` says why the position could
 * not be read (permission denied, no fix, no geolocation at all); `retry` asks the browser again at once.
 * `onPosition` hears every position read.
 */
export function useLocationSharing(
  enabled: boolean,
  { geolocation = globalThis.navigator?.geolocation, report = updateLocation, onPosition }: Dependencies = {},
) {
  const [result, setResult] = useState<LocationResult | null>(null);
  const [attempt, setAttempt] = useState(0);
  // The latest listener, without restarting the reporter (and reading the position again) on every render.
  const listener = useRef(onPosition);
  useEffect(() => {
    listener.current = onPosition;
  }, [onPosition]);

  useEffect(() => {
    if (!enabled) return;
    if (!geolocation) {
      console.warn('Geolocation is not supported by this browser; location is not shared.');
      return;
    }
    const stop = startLocationReporter({ geolocation, report, onPosition: (here) => listener.current?.(here), onResult: setResult });
    return () => {
      stop();
      setResult(null);
    };
  }, [enabled, geolocation, report, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const problem: LocationProblem | null = !enabled ? null : !geolocation ? 'unsupported' : result === 'denied' || result === 'unavailable' ? result : null;
  return { active: enabled && result === 'shared', problem, retry };
}
