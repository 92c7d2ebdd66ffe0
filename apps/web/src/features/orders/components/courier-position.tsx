import { distanceKm, formatDistance } from '@dawanow/shared/delivery';
import { bearingDegrees, compassDirection, type TOrderTracking } from '@dawanow/shared/orders/tracking';
import { type TOrdersT, useOrdersText } from '@/components/orders/text';

type TPoint = { latitude: number; longitude: number };
/** The plot's radius in SVG units and the distance its edge stands for; further riders sit on the edge. */
const RADIUS = 80;
const EDGE_KM = 2;
/** A rider near the door is still drawn apart from it, so the direction shows. */
const NEAREST = 0.2;

/** "Ravi is 1.2 km north-east of your address" — the words under the map, and all there is without one. */
export function courierWhereabouts(name: string, position: TPoint, destination: TPoint, t: TOrdersT): string {
  const km = distanceKm(position, destination);
  if (km < 0.05) return t('tracking.atAddress', { name });
  const direction = t(`tracking.directions.${compassDirection(bearingDegrees(destination, position))}`);
  return t('tracking.whereabouts', { name, distance: formatDistance(km), direction });
}

/**
 * Distance and direction without map tiles (no network for them, or the map could not load): the address at the
 * centre, the courier's dot where they are from it, north up.
 */
export function CourierPosition({
  courierName,
  position,
  destination,
}: {
  courierName: string;
  position: NonNullable<TOrderTracking['position']>;
  destination: TPoint;
}) {
  const { t } = useOrdersText();
  const km = distanceKm(position, destination);
  const angle = (bearingDegrees(destination, position) * Math.PI) / 180;
  const reach = Math.min(Math.max(km / EDGE_KM, NEAREST), 1) * RADIUS;
  const x = Math.sin(angle) * reach;
  const y = -Math.cos(angle) * reach;
  return (
    <figure className="flex flex-col items-center gap-2" data-testid="courier-position">
      <svg viewBox="-100 -100 200 200" className="h-48 w-48" aria-hidden="true">
        <circle r={RADIUS} className="fill-slate-50 stroke-slate-300" strokeDasharray="4 4" />
        <circle r={RADIUS / 2} className="fill-none stroke-slate-200" strokeDasharray="4 4" />
        <text x={RADIUS / 2 + 3} y={-3} className="fill-slate-600 text-[10px]">
          {EDGE_KM / 2} km
        </text>
        <text y={-RADIUS - 6} textAnchor="middle" className="fill-slate-600 text-[11px]">
          {t('tracking.north')}
        </text>
        <line x1={0} y1={0} x2={x} y2={y} className="stroke-brand-700" strokeWidth={2} strokeDasharray="3 3" />
        <circle r={7} className="fill-slate-900" />
        <circle cx={x} cy={y} r={9} className="fill-brand-700 stroke-white" strokeWidth={3} />
      </svg>
      <figcaption className="text-center text-sm font-medium text-slate-900">
        {courierWhereabouts(courierName, position, destination, t)}
      </figcaption>
    </figure>
  );
}
