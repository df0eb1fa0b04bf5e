import { useEffect, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { MapConfig } from '../api/get-map-config';
import type { Route } from '../api/get-route';

const numbered = (sequence: number) => L.divIcon({ className: 'route-map__stop', html: String(sequence), iconSize: [32, 32], iconAnchor: [16, 16] });

/**
 * The store and the day's numbered stops on a map, joined in riding order. Leaflet and its stylesheet live in this
 * module only, which the route screen loads lazily so the app's first load stays small.
 */
export function RouteMap({ config, route }: { config: MapConfig; route: Route }) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const map = L.map(container.current!, { scrollWheelZoom: false });
    L.tileLayer(config.tile_url, { attribution: config.attribution, maxZoom: 19 }).addTo(map);
    const store = L.latLng(route.store.lat, route.store.lng);
    L.marker(store, {
      icon: L.divIcon({ className: 'route-map__store', html: 'Store', iconSize: [56, 28], iconAnchor: [28, 14] }),
      keyboard: false,
    }).addTo(map);
    const way = [store];
    for (const stop of route.stops) {
      if (!stop.destination) continue;
      const place = L.latLng(stop.destination.lat, stop.destination.lng);
      L.marker(place, { icon: numbered(stop.sequence), title: `${stop.sequence}. ${stop.customer_name}`, keyboard: false }).addTo(map);
      way.push(place);
    }
    L.polyline(way, { className: 'route-map__way', weight: 3, dashArray: '6 6' }).addTo(map);
    map.fitBounds(L.latLngBounds(way), { padding: [32, 32], maxZoom: 16 });
    return () => void map.remove();
  }, [config, route]);

  return <div ref={container} className="route-map" />;
}
