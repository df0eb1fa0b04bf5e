import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { useMapConfig, useOrderTrack, type Track } from '../api/track-order';
import type { MapPoint } from './track-map';
import '@/i18n/screens'; // this screen's texts

// Leaflet is big and needs `window`: its chunk loads only when a tracked order is opened.
const TrackMap = lazy(() => import('./track-map').then((m) => ({ default: m.TrackMap })));

type TFunction = ReturnType<typeof useTranslation>['t'];

function arrivalText(t: TFunction, track: Track | undefined) {
  if (track?.arrived) return t('orders.riderArrived');
  if (!track?.rider) return t('orders.riderWaiting');
  if (track.eta_minutes !== null) return t('orders.arrivingIn', { count: track.eta_minutes });
  return t('orders.riderOnWay');
}

/** The live view of an order out for delivery: when the rider will arrive, and where they are on a map. */
export function DeliveryTracking({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const track = useOrderTrack(orderId).data;
  const mapConfig = useMapConfig().data;

  const store = track?.store ?? mapConfig?.store;
  const points = useMemo(() => {
    const known: MapPoint[] = [];
    if (store) known.push({ kind: 'store', lat: store.lat, lng: store.lng, label: t('orders.mapStore') });
    const destination = track?.destination;
    if (destination) {
      const label = destination.source === 'pincode' ? t('orders.mapArea') : t('orders.mapAddress');
      known.push({ kind: 'destination', lat: destination.lat, lng: destination.lng, label });
    }
    if (track?.rider) known.push({ kind: 'rider', lat: track.rider.lat, lng: track.rider.lng, label: t('orders.mapRider') });
    return known;
  }, [t, store, track?.destination, track?.rider]);

  return (
    <section className="delivery-tracking">
      <h3 className="order-card__heading">{t('orders.tracking')}</h3>
      <p className="delivery-tracking__arrival" role="status" aria-live="polite">
        {arrivalText(t, track)}
      </p>
      {mapConfig && (
        <Suspense fallback={<div className="delivery-tracking__map-space" />}>
          <TrackMap tileUrl={mapConfig.tile_url} attribution={mapConfig.attribution} label={t('orders.map')} points={points} />
        </Suspense>
      )}
    </section>
  );
}
