/**
 * Tracking an order out for delivery (issue 17): who is delivering, where they are, and when the order
 * arrives. The delivering member's phone shares its position; the customer sees the name, the position and
 * the estimate, never the courier's number (docs/decisions.md, "Order tracking").
 */
import { z } from 'zod';
import { estimateDeliveryMinutes } from '../delivery';
import { ZIndianMobile } from '../india';
import { INDIA_BOUNDS } from '../stores';
import { plainText } from '../text';
import { STANDARD_RUN_WAIT_MINUTES, type TDeliveryMode } from './delivery-options';
import { ZOrderStatus } from './status';

/** The positions kept per order: the latest and a short trail behind it (DPDP: no more than the map needs). */
export const POSITION_TRAIL_LENGTH = 20;
/** How often the courier's phone sends its position while out for delivery. */
export const POSITION_INTERVAL_MS = 12_000;
/** A phone clock may run a little ahead; a fix further in the future is refused. */
export const POSITION_MAX_FUTURE_MS = 60_000;
/** A fix older than this is of no use to the customer (a phone that queued it offline). */
export const POSITION_MAX_AGE_MS = 10 * 60_000;

/** The person taking an order out: a team member (whose phone may share its position) or someone typed in. */
export const ZCourierInput = z.object({
  name: plainText({ label: 'The name', required: "Enter the delivery person's name", min: 2, max: 80 }),
  phone: ZIndianMobile,
  /** The team member delivering; absent for someone without a DawaNow account */
  memberUserId: z.string().min(1).max(64).nullable().default(null),
});
export type TCourierInput = z.input<typeof ZCourierInput>;

const ZCoordinate = (label: 'Latitude' | 'Longitude', min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .min(min, 'This position is outside India')
    .max(max, 'This position is outside India');

/** One fix from the courier's phone (navigator.geolocation). */
export const ZPositionReport = z.object({
  latitude: ZCoordinate('Latitude', INDIA_BOUNDS.minLat, INDIA_BOUNDS.maxLat),
  longitude: ZCoordinate('Longitude', INDIA_BOUNDS.minLng, INDIA_BOUNDS.maxLng),
  /** Metres, as the phone reports it */
  accuracyM: z.number().min(0).max(100_000).nullable().default(null),
  recordedAt: z.iso.datetime({ offset: true, error: 'When the position was taken is missing' }),
});
export type TPositionReport = z.input<typeof ZPositionReport>;

const ZPoint = z.object({ latitude: z.number(), longitude: z.number() });

/** What the customer's order page shows while the order is on its way. */
export const ZOrderTracking = z.object({
  status: ZOrderStatus,
  /** The current estimate (null for a scheduled order before it leaves, or once it is over) */
  arrivingBy: z.iso.datetime({ offset: true }).nullable(),
  /** The person delivering, by name only; their number stays with the pharmacy */
  courier: z.object({ name: z.string() }).nullable(),
  position: ZPoint.extend({
    accuracyM: z.number().nullable(),
    recordedAt: z.iso.datetime({ offset: true }),
  }).nullable(),
  /** Earlier positions, oldest first */
  trail: z.array(ZPoint),
});
export type TOrderTracking = z.infer<typeof ZOrderTracking>;

/** The store's record of who took the order out (store panel and admin only). */
export const ZStoreCourier = z.object({
  name: z.string(),
  phone: z.string().nullable(),
  memberUserId: z.string().nullable(),
  dispatchedAt: z.iso.datetime({ offset: true }),
});
export type TStoreCourier = z.infer<typeof ZStoreCourier>;

/** The members a store can send out with an order. */
export const ZDeliveryTeam = z.object({
  members: z.array(z.object({ userId: z.string(), name: z.string(), phone: z.string().nullable() })),
});
export type TDeliveryTeam = z.infer<typeof ZDeliveryTeam>;

type TPoint = z.infer<typeof ZPoint>;

/** When an order is expected, counting from `from` over `km` with the shared delivery estimate. */
export function arrivingBy(from: Date, km: number): Date {
  return new Date(from.getTime() + estimateDeliveryMinutes(km) * 60_000);
}

/**
 * When an order that has not left the pharmacy is expected: the promise checkout made for its mode, so a standard
 * order also waits for the pharmacy's next delivery run (`deliveryPromise`), counted from `from`.
 */
export function promisedArrival(from: Date, km: number, mode: TDeliveryMode): Date {
  const waitsForRun = mode === 'standard' ? STANDARD_RUN_WAIT_MINUTES * 60_000 : 0;
  return new Date(arrivingBy(from, km).getTime() + waitsForRun);
}

/** Initial compass bearing from `from` to `to`, in degrees clockwise from north. */
export function bearingDegrees(from: TPoint, to: TPoint): number {
  const rad = Math.PI / 180;
  const dLng = (to.longitude - from.longitude) * rad;
  const y = Math.sin(dLng) * Math.cos(to.latitude * rad);
  const x =
    Math.cos(from.latitude * rad) * Math.sin(to.latitude * rad) -
    Math.sin(from.latitude * rad) * Math.cos(to.latitude * rad) * Math.cos(dLng);
  return (((Math.atan2(y, x) / rad) % 360) + 360) % 360;
}

const DIRECTIONS = ['north', 'north-east', 'east', 'south-east', 'south', 'south-west', 'west', 'north-west'] as const;

/** The eight-point compass direction of a bearing ("north-east"). */
export function compassDirection(degrees: number): (typeof DIRECTIONS)[number] {
  return DIRECTIONS[Math.round(degrees / 45) % 8] ?? 'north';
}
