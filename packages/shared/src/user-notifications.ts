/**
 * A signed-in person's own inbox (`/account/notifications`): messages about their account that are not a store's
 * business — a partner application's progress now, order updates and refill reminders later. The store panel's
 * centre (store-notifications.ts) is separate because its rows belong to a store membership.
 */
import { z } from 'zod';
import { timeCursor } from './keyset';

/**
 * What a message is about. The database's check is built from this list (schema/notifications.ts), so a new kind
 * is one word here and a generated migration.
 */
export const USER_NOTIFICATION_KINDS = [
  'application_received',
  'application_under_review',
  'application_changes_requested',
  'application_approved',
  'application_rejected',
  /** Issue 19: a daily medicine is about to run out (refill-reminders.ts) */
  'refill_due',
] as const;
export const ZUserNotificationKind = z.enum(USER_NOTIFICATION_KINDS);
export type TUserNotificationKind = z.infer<typeof ZUserNotificationKind>;

export const USER_NOTIFICATIONS_PAGE_SIZE = 20;

/** An in-app path (`/pharmacy-partner/status`): never another site, never a protocol-relative `//host`. */
export const ZInAppPath = z
  .string()
  .max(500)
  .regex(/^\/(?![/\\])[^\s]*$/, 'Not a path inside the app');

export const ZUserNotification = z.object({
  id: z.uuid(),
  kind: ZUserNotificationKind,
  title: z.string(),
  body: z.string(),
  /** Where a tap leads, or null when there is nowhere to go */
  link: ZInAppPath.nullable(),
  createdAt: z.iso.datetime(),
  readAt: z.iso.datetime().nullable(),
});
export type TUserNotification = z.infer<typeof ZUserNotification>;

export const ZUserNotificationCursor = timeCursor('Not a page of your notifications');

export const ZUserNotificationListQuery = z.object({
  cursor: ZUserNotificationCursor.optional(),
  /** Only the unread ones ("true"); a query string has no booleans, so the word is checked */
  unread: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});
export type TUserNotificationListQuery = z.input<typeof ZUserNotificationListQuery>;

/** Newest first; `nextCursor` asks for the ones after the last, null at the end. */
export const ZUserNotificationList = z.object({
  notifications: z.array(ZUserNotification),
  nextCursor: ZUserNotificationCursor.nullable(),
  /** Unread in the whole inbox, whatever the filter or page (the bell's number) */
  unread: z.int(),
});
export type TUserNotificationList = z.infer<typeof ZUserNotificationList>;

/** The bell's screen-reader name: "Notifications, 2 unread", or "Notifications" when there are none. */
export function inboxBellLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
}

/** A badge's number and what a "mark read" changed; the store panel's notifications answer the same way. */
export const ZUnreadCount = z.object({ unread: z.int() });
export const ZMarkedRead = z.object({ marked: z.int() });
