import { lazy, Suspense, useId } from 'react';
import { SkeletonCard } from '@farm-store/shared-ui/host/kit';
import { useMapConfig } from '../api/get-map-config';
import { useRoute, type RouteStop } from '../api/get-route';
import './route.css';

const RouteMap = lazy(() => import('./route-map').then((m) => ({ default: m.RouteMap })));

const km = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });

/** "1. Lakshmi · Banjara Hills · 2.3 km" (the distance from the stop before; the first one's from the store). */
const stopLine = ({ sequence, customer_name, address, leg_km }: RouteStop) =>
  [`${sequence}. ${customer_name}`, address, leg_km === null ? null : `${km.format(leg_km)} km`].filter(Boolean).join(' · ');

interface StopGroup {
  slotId: string | null;
  stops: RouteStop[];
}

/** Consecutive stops of one slot together: the API lists them by slot, then in riding order. */
function bySlot(stops: RouteStop[]): StopGroup[] {
  const groups: StopGroup[] = [];
  for (const stop of stops) {
    const last = groups.at(-1);
    if (last && last.slotId === stop.slot_id) last.stops.push(stop);
    else groups.push({ slotId: stop.slot_id, stops: [stop] });
  }
  return groups;
}

/**
 * The partner's day: a map of the store and the numbered stops, and the stops in riding order with a Navigate link
 * each, under their slot's time. `slotLabelOf` names an order's slot ("7–9 am"), from the orders the app has.
 */
export function RouteView({ slotLabelOf }: { slotLabelOf: (orderId: string) => string | null }) {
  const route = useRoute();
  const config = useMapConfig();
  const headingId = useId();

  if (route.isPending) {
    return (
      <div aria-busy="true" aria-label="Loading the route">
        <SkeletonCard />
      </div>
    );
  }
  if (route.isError) {
    return (
      <p className="route__error" role="alert">
        Could not load today’s route. Tap Refresh to try again.
      </p>
    );
  }
  const { stops } = route.data;
  if (stops.length === 0) {
    return (
      <div className="route__empty">
        <h2>No stops yet</h2>
        <p>Orders assigned to you show up here in the order to ride them.</p>
      </div>
    );
  }
  const slotted = stops.some((stop) => stop.slot_id);
  return (
    <div className="route">
      <section className="route__map" aria-label="Map of today’s route">
        {config.data ? (
          <Suspense fallback={<p className="route__map-note">Loading the map…</p>}>
            <RouteMap config={config.data} route={route.data} />
          </Suspense>
        ) : (
          <p className="route__map-note">{config.isError ? 'The map could not be loaded. The stops below still work.' : 'Loading the map…'}</p>
        )}
      </section>
      <h2 id={headingId} className="route__title">
        Today’s stops <span className="route__count">({stops.length})</span>
      </h2>
      {bySlot(stops).map(({ slotId, stops: inSlot }, index) => (
        <section key={`${slotId ?? 'none'}-${index}`} className="route__group" aria-labelledby={slotted ? `${headingId}-${index}` : headingId}>
          {slotted && (
            <h3 id={`${headingId}-${index}`} className="route__slot">
              {slotId ? (slotLabelOf(inSlot[0].order_id) ?? 'Slot') : 'No slot'}
            </h3>
          )}
          <ol className="fsui-plain-list route__stops">
            {inSlot.map((stop) => (
              <li key={stop.order_id} className="route__stop">
                <span className="route__line">{stopLine(stop)}</span>
                <a className="route__navigate" href={stop.navigate_url} target="_blank" rel="noopener noreferrer">
                  Navigate<span className="fsui-visually-hidden"> to stop {stop.sequence}</span>
                </a>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
