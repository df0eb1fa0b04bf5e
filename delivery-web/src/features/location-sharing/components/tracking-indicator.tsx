import './tracking-indicator.css';

/** Tells the partner whether their location is reaching customers right now. */
export function TrackingIndicator({ active }: { active: boolean }) {
  return (
    <p className={`tracking-indicator tracking-indicator--${active ? 'on' : 'off'}`} role="status">
      <span className="tracking-indicator__dot" aria-hidden="true" />
      {active ? 'Tracking Active' : 'Tracking Inactive'}
    </p>
  );
}
