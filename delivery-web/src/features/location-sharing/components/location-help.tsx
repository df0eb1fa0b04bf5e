import { useId } from 'react';
import { Button } from '@farm-store/shared-ui/host/kit';
import type { LocationProblem } from '../hooks/use-location-sharing';
import './location-help.css';

/**
 * Why tracking is off and how to turn it on: customers following an order see "The partner's location is not
 * being shared" until a position arrives again.
 */
export function LocationHelp({ problem, onRetry }: { problem: LocationProblem; onRetry: () => void }) {
  const titleId = useId();
  return (
    <section className="location-help" aria-labelledby={titleId}>
      <h2 id={titleId} className="location-help__title">
        Tracking is off: customers cannot see where you are
      </h2>
      {problem === 'denied' && (
        <>
          <p>This browser is not allowed to use your location. To allow it:</p>
          <ol>
            <li>Tap the lock or ⓘ icon beside the address bar.</li>
            <li>
              Open <strong>Permissions</strong> (or <strong>Site settings</strong>), then <strong>Location</strong>, and choose <strong>Allow</strong>.
            </li>
            <li>Check that Location is on in your phone&apos;s settings.</li>
            <li>Come back here and tap Try again.</li>
          </ol>
        </>
      )}
      {problem === 'unavailable' && (
        <p>Your phone could not find where you are. Turn on Location (GPS) in your phone&apos;s settings, move to an open spot, then tap Try again.</p>
      )}
      {problem === 'unsupported' && <p>This browser cannot share a location. Open the partner app in Chrome or Safari.</p>}
      {problem !== 'unsupported' && (
        <Button variant="secondary" className="location-help__retry" onClick={onRetry}>
          Try again
        </Button>
      )}
    </section>
  );
}
