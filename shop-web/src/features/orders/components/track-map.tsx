import { useEffect, useRef } from 'react';
import { divIcon, latLngBounds, map as createMap, marker as createMarker, tileLayer, type Map as LeafletMap, type Marker } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './track-map.css';

export interface MapPoint {
  kind: 'rider' | 'destination' | 'store';
  lat: number;
  lng: number;
  /** Shown beside the point on the map, in the shopper's language. */
  label: string;
}

/** Zoom for a single known point: a few streets around it. */
const SINGLE_POINT_ZOOM = 15;

/**
 * A labelled shape of our own (Leaflet's default marker images break once bundled, and say nothing). Built as
 * elements, so a label is text, never markup.
 */
function pointIcon({ kind, label }: MapPoint) {
  const html = document.createElement('span');
  html.className = 'track-pin__body';
  const shape = document.createElement('span');
  shape.className = 'track-pin__shape';
  const text = document.createElement('span');
  text.className = 'track-pin__label';
  text.textContent = label;
  html.append(shape, text);
  return divIcon({ className: `track-pin track-pin--${kind}`, html, iconSize: [18, 18], iconAnchor: [9, 9] });
}

/** A Leaflet map of the store, the destination and the rider, kept in view until the shopper moves the map. */
export function TrackMap({ tileUrl, attribution, label, points }: { tileUrl: string; attribution: string; label: string; points: MapPoint[] }) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<LeafletMap | null>(null);
  const markers = useRef(new Map<MapPoint['kind'], { marker: Marker; label: string }>());
  const following = useRef(true);
  // Set while we move the map ourselves, to tell those moves from the shopper's.
  const fitting = useRef(false);

  useEffect(() => {
    const map = createMap(container.current!, { scrollWheelZoom: false });
    map.on('movestart', () => {
      if (!fitting.current) following.current = false;
    });
    mapRef.current = map;
    const placed = markers.current;
    return () => {
      map.remove();
      mapRef.current = null;
      placed.clear();
      following.current = true;
    };
  }, []);

  useEffect(() => {
    const map = mapRef.current!;
    const tiles = tileLayer(tileUrl, { attribution, maxZoom: 19 }).addTo(map);
    return () => void tiles.remove();
  }, [tileUrl, attribution]);

  useEffect(() => {
    const map = mapRef.current!;
    const placed = markers.current;
    for (const [kind, { marker }] of placed) {
      if (!points.some((p) => p.kind === kind)) {
        marker.remove();
        placed.delete(kind);
      }
    }
    for (const point of points) {
      const known = placed.get(point.kind);
      if (!known) {
        const marker = createMarker([point.lat, point.lng], {
          icon: pointIcon(point),
          interactive: false,
          keyboard: false,
          // The rider stays on top of the other points.
          zIndexOffset: point.kind === 'rider' ? 1000 : 0,
        }).addTo(map);
        placed.set(point.kind, { marker, label: point.label });
        continue;
      }
      known.marker.setLatLng([point.lat, point.lng]);
      if (known.label !== point.label) {
        known.marker.setIcon(pointIcon(point));
        known.label = point.label;
      }
    }
    if (!following.current || points.length === 0) return;
    fitting.current = true;
    try {
      if (points.length === 1) map.setView([points[0].lat, points[0].lng], SINGLE_POINT_ZOOM, { animate: false });
      else map.fitBounds(latLngBounds(points.map((p) => [p.lat, p.lng])), { padding: [36, 36], maxZoom: 17, animate: false });
    } finally {
      fitting.current = false;
    }
  }, [points]);

  return <div ref={container} className="track-map" role="region" aria-label={label} />;
}
