/**
 * The courier on an OpenStreetMap map (issue 17), loaded on demand so the order page stays light. Drawn with
 * Leaflet directly: two circles and the trail need no React wrapper. When the tiles cannot be fetched (no network,
 * a blocked host) the first failure hands over to the distance-and-direction view instead of a grey map.
 */
import 'leaflet/dist/leaflet.css';
import type { TOrderTracking } from '@dawanow/shared/orders/tracking';
import L from 'leaflet';
import { useEffect, useRef } from 'react';

const TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

type TPoint = { latitude: number; longitude: number };
const latLng = (point: TPoint): L.LatLngTuple => [point.latitude, point.longitude];

export type TTrackingMapProps = {
  /** What the map shows, in words, for screen readers */
  label: string;
  /** The two dots' names, in the reader's language */
  names: { destination: string; courier: string };
  position: NonNullable<TOrderTracking['position']>;
  trail: TOrderTracking['trail'];
  destination: TPoint;
  onUnavailable: () => void;
};

export default function TrackingMap({ label, names, position, trail, destination, onUnavailable }: TTrackingMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const layers = useRef<{ map: L.Map; group: L.LayerGroup } | null>(null);
  const unavailable = useRef(onUnavailable);
  unavailable.current = onUnavailable;

  useEffect(() => {
    if (!container.current) return;
    const map = L.map(container.current, { zoomControl: true, attributionControl: true });
    let hasTile = false;
    L.tileLayer(TILES, { attribution: ATTRIBUTION, maxZoom: 19 })
      .on('tileload', () => {
        hasTile = true;
      })
      .on('tileerror', () => {
        if (!hasTile) unavailable.current();
      })
      .addTo(map);
    layers.current = { map, group: L.layerGroup().addTo(map) };
    return () => {
      map.remove();
      layers.current = null;
    };
  }, []);

  useEffect(() => {
    const current = layers.current;
    if (!current) return;
    current.group.clearLayers();
    const path = [...trail.map(latLng), latLng(position)];
    if (path.length > 1) L.polyline(path, { color: '#0f766e', weight: 3, opacity: 0.6 }).addTo(current.group);
    L.circleMarker(latLng(destination), { radius: 7, color: '#ffffff', fillColor: '#0f172a', fillOpacity: 1 })
      .bindTooltip(names.destination)
      .addTo(current.group);
    L.circleMarker(latLng(position), { radius: 9, color: '#ffffff', weight: 3, fillColor: '#0f766e', fillOpacity: 1 })
      .bindTooltip(names.courier)
      .addTo(current.group);
    current.map.fitBounds(L.latLngBounds([latLng(destination), latLng(position)]), { padding: [32, 32], maxZoom: 17 });
  }, [position, trail, destination, names.destination, names.courier]);

  return <div ref={container} role="img" aria-label={label} className="h-56 w-full rounded-lg ring-1 ring-slate-200" />;
}
