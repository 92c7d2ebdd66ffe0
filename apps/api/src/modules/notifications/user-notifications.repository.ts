/**
 * The personal inbox's table (`user_notifications`): written inside the transaction of the event it tells, once per
 * dedupe key, and read, counted and marked read only through the signed-in person's own id.
 */
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { afterPosition, type TimePosition, timeMicros } from '../../db/keyset';
import { userNotifications } from '../../db/schema/notifications';

export type NewUserNotification = Pick<
  typeof userNotifications.$inferInsert,
  'userId' | 'kind' | 'title' | 'body' | 'link' | 'dedupeKey' | 'data'
>;

const rowFields = {
  id: userNotifications.id,
  kind: userNotifications.kind,
  title: userNotifications.title,
  body: userNotifications.body,
  link: userNotifications.link,
  createdAt: userNotifications.createdAt,
  readAt: userNotifications.readAt,
};
export type UserNotificationRow = {
  [K in keyof typeof rowFields]: (typeof userNotifications.$inferSelect)[K];
};

const mine = (userId: string) => eq(userNotifications.userId, userId);

export function createUserNotificationsRepository() {
  return {
    /** Writes the message unless one with its key is already theirs (a retry, a second worker). */
    async insert(ex: Executor, notification: NewUserNotification): Promise<void> {
      await ex
        .insert(userNotifications)
        .values(notification)
        .onConflictDoNothing({ target: [userNotifications.userId, userNotifications.dedupeKey] });
    },

    /** Newest first, at most `limit` after `after` (the previous page's last row). */
    list(
      ex: Executor,
      userId: string,
      page: { unreadOnly: boolean; after: TimePosition | null; limit: number },
    ): Promise<(UserNotificationRow & { micros: string })[]> {
      return ex
        .select({ ...rowFields, micros: timeMicros(userNotifications.createdAt) })
        .from(userNotifications)
        .where(
          and(
            mine(userId),
            page.unreadOnly ? isNull(userNotifications.readAt) : undefined,
            afterPosition(userNotifications.createdAt, userNotifications.id, page.after, 'desc'),
          ),
        )
        .orderBy(desc(userNotifications.createdAt), desc(userNotifications.id))
        .limit(page.limit);
    },

    async unreadCount(ex: Executor, userId: string): Promise<number> {
      const [row] = await ex
        .select({ unread: count() })
        .from(userNotifications)
        .where(and(mine(userId), isNull(userNotifications.readAt)));
      return row?.unread ?? 0;
    },

    /** Marks the person's message read (keeping the first reading's time); null when it is not theirs. */
    async markRead(ex: Executor, userId: string, id: string): Promise<UserNotificationRow | null> {
      const [row] = await ex
        .update(userNotifications)
        .set({ readAt: sql`coalesce(${userNotifications.readAt}, now())` })
        .where(and(eq(userNotifications.id, id), mine(userId)))
        .returning(rowFields);
      return row ?? null;
    },

    async markAllRead(ex: Executor, userId: string): Promise<number> {
      const rows = await ex
        .update(userNotifications)
        .set({ readAt: sql`now()` })
        .where(and(mine(userId), isNull(userNotifications.readAt)))
        .returning({ id: userNotifications.id });
      return rows.length;
    },
  };
}
export type UserNotificationsRepository = ReturnType<typeof createUserNotificationsRepository>;
