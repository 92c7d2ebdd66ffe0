/** The admin panel's marketplace status at a glance (`/admin/dashboard`), counted in Indian (Asia/Kolkata) days. */
import { z } from 'zod';
import { ZOrderStatus } from './orders/status';

/** Orders still moving: what the operations desk watches (terminal and never-paid states left out). */
export const OPEN_ORDER_STATUSES = [
  'placed',
  'processing',
  'packed',
  'out_for_delivery',
  'refund_requested',
  'refund_approved',
] as const;
/** How many late orders each list on the dashboard names (the counts are whole) */
export const DASHBOARD_LIST_LIMIT = 10;

const ZInstant = z.iso.datetime();

const ZLateOrder = z.object({
  id: z.uuid(),
  number: z.string(),
  storeName: z.string(),
  /** When it should have happened: the offer's end, or acceptance + the 15-minute packing clock */
  dueAt: ZInstant,
});

const ZSales = z.object({ orders: z.int().nonnegative(), gmvPaise: z.int().nonnegative() });

export const ZAdminDashboard = z.object({
  asOf: ZInstant,
  today: ZSales.extend({
    date: z.iso.date(),
    /** The same weekday a week ago, up to the same time of day: a fair comparison at any hour */
    sameTimeLastWeek: ZSales,
  }),
  openOrders: z.array(z.object({ status: ZOrderStatus, count: z.int().nonnegative() })),
  /** Offers still open after their acceptance window ended (the timer that moves them on is late) */
  pastAcceptanceWindow: z.object({ count: z.int().nonnegative(), orders: z.array(ZLateOrder) }),
  /** Accepted orders not packed within the 15 minutes of the partner agreement, still unpacked */
  slaBreaches: z.object({ count: z.int().nonnegative(), orders: z.array(ZLateOrder) }),
  stores: z.object({
    /** Active, taking orders and open by their hours and closures right now */
    online: z.int().nonnegative(),
    /** Active and taking orders, but closed now (hours or a holiday closure) */
    closedNow: z.int().nonnegative(),
    /** Active but not taking orders (the pharmacy's own switch) or paused by the platform */
    paused: z.int().nonnegative(),
    suspended: z.int().nonnegative(),
  }),
  prescriptionsWaiting: z.int().nonnegative(),
  refundRequests: z.int().nonnegative(),
  cashRefundsToPay: z.int().nonnegative(),
  /** Refunds to the original method that the gateway failed after every automatic attempt */
  refundsFailed: z.int().nonnegative(),
  /** Store applications submitted, under review or resubmitted: the review queue */
  storeApplicationsWaiting: z.int().nonnegative(),
});
export type TAdminDashboard = z.infer<typeof ZAdminDashboard>;
