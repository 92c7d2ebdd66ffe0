/**
 * The notification centre's table: rows are written for each member a notification is for (the
 * fan-out runs inside the caller's transaction, once per event, as one statement) and read,
 * counted and marked read only through the member's own id and the store's.
 */
import { and, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { type Db, type Executor, prefixed, reusableStatement } from '../../db/client';
import { notifications } from '../../db/schema/notifications';
import { storeMembers } from '../../db/schema/stores';

export type NotificationRow = Pick<
  typeof notifications.$inferSelect,
  'id' | 'kind' | 'title' | 'body' | 'link' | 'createdAt' | 'readAt'
>;
export type NewStoreNotification = Pick<
  typeof notifications.$inferInsert,
  'storeId' | 'kind' | 'title' | 'body' | 'link' | 'dedupeKey'
> & { storeId: string; dedupeKey: string; data?: Record<string, unknown> };

const rowFields = {
  id: notifications.id,
  kind: notifications.kind,
  title: notifications.title,
  body: notifications.body,
  link: notifications.link,
  createdAt: notifications.createdAt,
  readAt: notifications.readAt,
};
type FanOutValue = 'storeId' | 'kind' | 'title' | 'body' | 'link' | 'data' | 'dedupeKey' | 'roles';

/** A fan-out's placeholder values. */
function fanOutValues(
  notification: Omit<NewStoreNotification, 'dedupeKey'>,
  memberRoles: readonly string[],
): Record<Exclude<FanOutValue, 'dedupeKey'>, unknown> {
  return {
    storeId: notification.storeId,
    kind: notification.kind,
    title: notification.title,
    body: notification.body ?? '',
    link: notification.link ?? null,
    data: JSON.stringify(notification.data ?? {}),
    roles: memberRoles,
  };
}

const mine = (userId: string, storeId: string) =>
  and(eq(notifications.userId, userId), eq(notifications.storeId, storeId));

export function createNotificationsRepository(db: Db) {
  /**
   * One notification for each member of the store whose role is listed, its values from the placeholders named
   * after them, after `prefix` (a part of a caller's statement names its own), and its key `dedupeKey` when given
   * as SQL (made in the same statement).
   */
  const fanOutInsert = (prefix = '', dedupeKey?: SQL) => {
    const value = (name: FanOutValue) =>
      name === 'dedupeKey' && dedupeKey ? dedupeKey : sql`${sql.placeholder(`${prefix}${name}`)}`;
    return db.insert(notifications).select(
      db
        // Drizzle's insert…select takes every column, in the table's order.
        .select({
          id: sql`gen_random_uuid()`.as('id'),
          userId: storeMembers.userId,
          storeId: storeMembers.storeId,
          kind: sql`${value('kind')}::text`.as('kind'),
          title: sql`${value('title')}::text`.as('title'),
          body: sql`${value('body')}::text`.as('body'),
          link: sql`${value('link')}::text`.as('link'),
          data: sql`${value('data')}::jsonb`.as('data'),
          dedupeKey: sql`${value('dedupeKey')}::text`.as('dedupe_key'),
          createdAt: sql`now()`.as('created_at'),
          readAt: sql`null::timestamptz`.as('read_at'),
        })
        .from(storeMembers)
        .where(
          and(
            eq(storeMembers.storeId, sql`${value('storeId')}::uuid`),
            sql`${storeMembers.role} = any(${value('roles')}::text[])`,
          ),
        ),
    );
  };
  const fanOut = reusableStatement(
    'notify_store_members',
    // A retry, a second worker or a rerun job finds the member's row there already.
    fanOutInsert().onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] }),
  );
  const fanOutFirst = reusableStatement('notify_store_members_first', fanOutInsert());

  return {
    /**
     * Writes the notification once for each member of the store whose role is in `memberRoles`. With
     * `firstWrite`, its key was made in the caller's transaction, so no row can hold it yet: a plain
     * insert, which spares the database the look for the key before each row and its confirmation after.
     */
    async fanOut(
      ex: Executor,
      notification: NewStoreNotification,
      memberRoles: readonly string[],
      firstWrite = false,
    ): Promise<void> {
      await (firstWrite ? fanOutFirst : fanOut)(ex, {
        ...fanOutValues(notification, memberRoles),
        dedupeKey: notification.dedupeKey,
      });
    },

    /**
     * The fan-out as a part of a caller's statement (`FollowingWrites`), its key made there (an offer's new id):
     * a plain insert, as with `firstWrite`. Its placeholders are named after `prefix`.
     */
    fanOutPart(prefix: string) {
      return {
        insertion: (dedupeKey: SQL) => fanOutInsert(prefix, dedupeKey),
        values: (notification: Omit<NewStoreNotification, 'dedupeKey'>, memberRoles: readonly string[]) =>
          prefixed(prefix, fanOutValues(notification, memberRoles)),
      };
    },

    list(
      ex: Executor,
      userId: string,
      storeId: string,
      options: { unreadOnly: boolean; unreadFirst: boolean; limit: number; offset: number },
    ): Promise<NotificationRow[]> {
      const where = and(mine(userId, storeId), options.unreadOnly ? isNull(notifications.readAt) : undefined);
      const order = [desc(notifications.createdAt), desc(notifications.id)];
      return ex
        .select(rowFields)
        .from(notifications)
        .where(where)
        .orderBy(...(options.unreadFirst ? [sql`${notifications.readAt} is null desc`, ...order] : order))
        .limit(options.limit)
        .offset(options.offset);
    },

    async counts(ex: Executor, userId: string, storeId: string): Promise<{ total: number; unread: number }> {
      const [row] = await ex
        .select({
          total: count(),
          unread: sql<number>`(count(*) filter (where ${notifications.readAt} is null))::int`,
        })
        .from(notifications)
        .where(mine(userId, storeId));
      return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
    },

    async unreadCount(ex: Executor, userId: string, storeId: string): Promise<number> {
      const [row] = await ex
        .select({ unread: count() })
        .from(notifications)
        .where(and(mine(userId, storeId), isNull(notifications.readAt)));
      return row?.unread ?? 0;
    },

    /** Marks the member's notification read (keeping the first reading's time); null when it is not theirs here. */
    async markRead(ex: Executor, userId: string, storeId: string, id: string): Promise<NotificationRow | null> {
      const [row] = await ex
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
        .where(and(eq(notifications.id, id), mine(userId, storeId)))
        .returning(rowFields);
      return row ?? null;
    },

    async markAllRead(ex: Executor, userId: string, storeId: string): Promise<number> {
      const rows = await ex
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(and(mine(userId, storeId), isNull(notifications.readAt)))
        .returning({ id: notifications.id });
      return rows.length;
    },
  };
}
export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
