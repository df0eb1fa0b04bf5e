import './notifications.css';

interface Props {
  live: boolean;
  soundOn: boolean;
  onSoundChange: (on: boolean) => void;
}

/** Whether new orders arrive live, and the admin's switch for a sound when one does. */
export function OrderAlertSettings({ live, soundOn, onSoundChange }: Props) {
  return (
    <div className="order-alerts">
      <span className={`order-alerts__state${live ? ' order-alerts__state--live' : ''}`}>
        {live ? 'New orders appear live' : 'Checking for new orders every 15 s'}
      </span>
      <label className="order-alerts__sound">
        <input type="checkbox" checked={soundOn} onChange={(e) => onSoundChange(e.target.checked)} />
        Sound for new orders
      </label>
    </div>
  );
}

/** The Orders tab's label with the number of new orders not looked at yet. */
export function OrdersTabLabel({ unseen }: { unseen: number }) {
  return (
    <>
      Orders
      {unseen > 0 && (
        <span className="tab-count" aria-label={`, ${unseen} new`}>
          {unseen}
        </span>
      )}
    </>
  );
}
