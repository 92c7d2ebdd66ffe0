/** The store panel's day at a glance (`/store/dashboard`): every figure counted in Indian (Asia/Kolkata) days. */
import { z } from 'zod';
import { ZOrderStatus } from './orders/status';

/** Days of sales the dashboard's chart covers, today included. */
export const SALES_SERIES_DAYS = 14;
/** The partner agreement's window for the acceptance rate and the share packed in time. */
export const PARTNER_WINDOW_DAYS = 7;

const ZInstant = z.iso.datetime();
const ZDay = z.iso.date();

export const ZDashboardWaitingOrder = z.object({
  id: z.uuid(),
  number: z.string(),
  totalPaise: z.int(),
  /** When the offer lapses and the order moves to the next pharmacy */
  offerExpiresAt: ZInstant,
});

export const ZDashboardActiveOrder = z.object({
  id: z.uuid(),
  number: z.string(),
  status: ZOrderStatus,
  acceptedAt: ZInstant,
  /** Accepted + the 15-minute fulfilment clock */
  packBy: ZInstant,
});

export const ZStoreDashboard = z.object({
  store: z.object({
    id: z.uuid(),
    name: z.string(),
    isAcceptingOrders: z.boolean(),
    /** Open now by its weekly hours (IST) */
    isOpen: z.boolean(),
    hoursLabel: z.string(),
  }),
  today: z.object({
    date: ZDay,
    /** Orders offered to or held by the store that were placed today, cancelled ones left out */
    orders: z.int(),
    /** The value of today's accepted orders (not cancelled or refunded) */
    salesPaise: z.int(),
    /** Sales divided by the accepted orders they come from; null before the first */
    averageOrderPaise: z.int().nullable(),
  }),
  waiting: z.array(ZDashboardWaitingOrder),
  active: z.array(ZDashboardActiveOrder),
  partner: z.object({
    /** Accepted offers among those decided (accepted, rejected, lapsed) in the last 7 days; null with none */
    acceptanceRate: z.number().min(0).max(1).nullable(),
    /** Orders packed within 15 minutes of acceptance among those accepted in the last 7 days whose clock has run */
    packedInTimeRate: z.number().min(0).max(1).nullable(),
  }),
  prescriptionsWaiting: z.int(),
  inventory: z.object({ lowStock: z.int(), nearExpiry: z.int() }),
  /** Oldest first, one entry per day of the last 14 (today last), days without sales as 0 */
  salesByDay: z.array(z.object({ date: ZDay, salesPaise: z.int(), orders: z.int() })),
});
export type TStoreDashboard = z.infer<typeof ZStoreDashboard>;

export const ZAcceptingOrdersUpdate = z.object({ accepting: z.boolean() });
export const ZAcceptingOrders = z.object({ accepting: z.boolean() });
