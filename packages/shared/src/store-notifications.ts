/** The store panel's notification centre (`/store/notifications`): one row per member it is for. */
import { z } from 'zod';

/** What a notification is about; the database's check lists the same kinds. */
export const NOTIFICATION_KINDS = [
  'new_order',
  'order_reassigned',
  'prescription_to_review',
  'low_stock',
  'batch_expiring',
  'team_change',
  'money',
] as const;
export const ZNotificationKind = z.enum(NOTIFICATION_KINDS);
export type TNotificationKind = z.infer<typeof ZNotificationKind>;

/** A batch counts as expiring (a notification, the owner's digest) this many days ahead of its expiry. */
export const EXPIRY_NOTICE_DAYS = 30;
export const NOTIFICATIONS_PAGE_SIZE = 30;

export const ZStoreNotification = z.object({
  id: z.uuid(),
  kind: ZNotificationKind,
  title: z.string(),
  body: z.string(),
  /** A panel path (`/store/orders/…`) to open on click, or null when there is nowhere to go */
  link: z.string().nullable(),
  createdAt: z.iso.datetime(),
  readAt: z.iso.datetime().nullable(),
});
export type TStoreNotification = z.infer<typeof ZStoreNotification>;

export const NOTIFICATION_ORDERS = ['newest', 'unread_first'] as const;

export const ZNotificationListQuery = z.object({
  page: z.coerce.number().int().min(1).max(500).default(1),
  order: z.enum(NOTIFICATION_ORDERS).default('newest'),
  /** Only the unread ones ("true"); a query string has no booleans, so the word is checked */
  unread: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});
export type TNotificationListQuery = z.input<typeof ZNotificationListQuery>;

export const ZNotificationList = z.object({
  notifications: z.array(ZStoreNotification),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  /** Unread at this store for this member, whatever the filter (the badge's number) */
  unread: z.int(),
});
export type TNotificationList = z.infer<typeof ZNotificationList>;

/** The last expiry date (YYYY-MM-DD) that counts as expiring, seen from Indian date `today`. */
export function expiryNoticeUntil(today: string): string {
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + EXPIRY_NOTICE_DAYS);
  return day.toISOString().slice(0, 10);
}

/** Whole days from Indian date `today` to `expiryDate` (both YYYY-MM-DD). */
export function daysUntil(today: string, expiryDate: string): number {
  return Math.round((Date.parse(`${expiryDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}
