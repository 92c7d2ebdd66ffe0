/** SPEC §4 / §9 and ARCHITECTURE §3: distance and delivery-estimate display rules. */

export const DEFAULT_DELIVERY_LABEL = '30-40 min';
export const UNKNOWN_DISTANCE_LABEL = 'Unknown distance';

function isUsableDistance(distanceKm: number | null | undefined): distanceKm is number {
  return typeof distanceKm === 'number' && Number.isFinite(distanceKm) && distanceKm >= 0;
}

/** Estimated delivery minutes = round(distance_km × 3) + 15. */
export function estimateDeliveryMinutes(distanceKm: number): number {
  if (!isUsableDistance(distanceKm)) throw new RangeError(`Not a distance: ${distanceKm}`);
  return Math.round(distanceKm * 3) + 15;
}

/** Under 60 → "N mins"; otherwise "H hr M mins" (minutes left out when zero); the default label when unusable. */
export function formatDeliveryMinutes(minutes: number): string {
  if (!Number.isFinite(minutes) || minutes < 0) return DEFAULT_DELIVERY_LABEL;
  const whole = Math.round(minutes);
  if (whole < 60) return `${whole} mins`;
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (rest === 0) return `${hours} hr`;
  return `${hours} hr ${rest} ${rest === 1 ? 'min' : 'mins'}`;
}

/** Under 1 km in metres, otherwise km with one decimal; "Unknown distance" when absent. */
export function formatDistance(distanceKm: number | null | undefined): string {
  if (!isUsableDistance(distanceKm)) return UNKNOWN_DISTANCE_LABEL;
  const metres = Math.round(distanceKm * 1000);
  if (metres < 1000) return `${metres} m`;
  return `${distanceKm.toFixed(1)} km`;
}

/** Great-circle distance in km (the haversine formula), enough for a 5 km radius. */
export function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}
