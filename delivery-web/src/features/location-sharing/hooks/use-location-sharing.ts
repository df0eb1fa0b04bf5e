import { useEffect, useState } from 'react';
import { updateLocation } from '../api/update-location';
import { startLocationReporter, type LocationReporterOptions } from '../utils/location-reporter';

interface Dependencies {
  geolocation?: LocationReporterOptions['geolocation'];
  report?: LocationReporterOptions['report'];
}

/**
 * Shares the partner's location while `enabled` (some order is Out for Delivery); stops when it turns
 * false or the component unmounts. `active` is true only while sharing runs and the latest report
 * reached the API, so the indicator never claims more than is true. Without geolocation it only logs.
 */
export function useLocationSharing(
  enabled: boolean,
  { geolocation = globalThis.navigator?.geolocation, report = updateLocation }: Dependencies = {},
) {
  const [reached, setReached] = useState(false);

  useEffect(() => {
    if (!enabled) return;
    if (!geolocation) {
      console.warn('Geolocation is not supported by this browser; location is not shared.');
      return;
    }
    const stop = startLocationReporter({ geolocation, report, onResult: setReached });
    return () => {
      stop();
      setReached(false);
    };
  }, [enabled, geolocation, report]);

  return { active: enabled && reached };
}
