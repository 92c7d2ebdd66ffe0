/**
 * The admin users screens' reads and writes. Like the admin dashboard's, these reads look across domains —
 * one user's addresses, orders, prescriptions, memberships and sessions — each a bounded, indexed read of
 * that one user. Admin writes are rare, so these are plain builder statements, not reusable ones.
 */
import type { TAdminUserRole, TAdminUserStatus } from '@dawanow/shared/admin-users';
import { and, asc, desc, eq, exists, ilike, isNotNull, isNull, not, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { afterPosition, type TimePosition, timeMicros } from '../../db/keyset';
import { containsPattern } from '../../db/like-pattern';
import { addresses, profiles, sessions, users } from '../../db/schema/auth';
import { orders } from '../../db/schema/orders';
import { prescriptions } from '../../db/schema/prescriptions';
import { storeMembers, stores } from '../../db/schema/stores';

/** What the list filters by. */
export type AdminUsersFilter = {
  q?: string | null | undefined;
  role?: TAdminUserRole | undefined;
  status?: TAdminUserStatus | undefined;
};

const isStoreMember = exists(sql`(select 1 from ${storeMembers} where ${storeMembers.userId} = ${users.id})`);

const summaryColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: profiles.phone,
  role: users.role,
  suspendedAt: users.suspendedAt,
  createdAt: users.createdAt,
  micros: timeMicros(users.createdAt),
  storeCount: sql<number>`(select count(*)::int from ${storeMembers} where ${storeMembers.userId} = ${users.id})`,
};
export type AdminUserSummaryRow = Pick<
  typeof users.$inferSelect,
  'id' | 'name' | 'email' | 'role' | 'suspendedAt' | 'createdAt'
> &
  Pick<typeof profiles.$inferSelect, 'phone'> & { micros: string; storeCount: number };

const ROLE_CONDITIONS: Record<TAdminUserRole, SQL | undefined> = {
  admin: eq(users.role, 'admin'),
  store_member: isStoreMember,
  customer: and(eq(users.role, 'customer'), not(isStoreMember)),
};

function conditions(filter: AdminUsersFilter): (SQL | undefined)[] {
  const q = filter.q?.trim();
  // Phone numbers are stored as +91XXXXXXXXXX: "98765 43210" and "+91-98765" find them too
  const phoneDigits = q?.replace(/[\s()+-]/g, '');
  return [
    q
      ? or(
          ilike(users.name, containsPattern(q)),
          ilike(users.email, containsPattern(q)),
          phoneDigits && /^\d+$/.test(phoneDigits) ? ilike(profiles.phone, containsPattern(phoneDigits)) : undefined,
        )
      : undefined,
    filter.role ? ROLE_CONDITIONS[filter.role] : undefined,
    filter.status === 'suspended' ? isNotNull(users.suspendedAt) : undefined,
    filter.status === 'active' ? isNull(users.suspendedAt) : undefined,
  ];
}

export function createAdminUsersRepository() {
  return {
    /** Newest first, at most `limit` users after `after` (the previous page's last row). */
    list(
      ex: Executor,
      filter: AdminUsersFilter,
      page: { after: TimePosition | null; limit: number },
    ): Promise<AdminUserSummaryRow[]> {
      return ex
        .select(summaryColumns)
        .from(users)
        .leftJoin(profiles, eq(profiles.id, users.id))
        .where(and(...conditions(filter), afterPosition(users.createdAt, users.id, page.after, 'desc')))
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(page.limit);
    },

    async find(ex: Executor, userId: string) {
      const [row] = await ex
        .select({
          ...summaryColumns,
          firstName: profiles.firstName,
          lastName: profiles.lastName,
          emailVerified: users.emailVerified,
          suspensionReason: users.suspensionReason,
        })
        .from(users)
        .leftJoin(profiles, eq(profiles.id, users.id))
        .where(eq(users.id, userId));
      return row ?? null;
    },

    /** How many addresses, prescriptions and orders the user has, in one round trip (each by its user index). */
    async counts(ex: Executor, userId: string) {
      const countOf = (table: typeof addresses | typeof prescriptions | typeof orders) =>
        sql<number>`(select count(*)::int from ${table} where ${table.userId} = ${userId})`;
      const [row] = await ex
        .select({ addresses: countOf(addresses), prescriptions: countOf(prescriptions), orders: countOf(orders) })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? { addresses: 0, prescriptions: 0, orders: 0 };
    },

    latestOrders(ex: Executor, userId: string, limit: number) {
      return ex
        .select({
          id: orders.id,
          number: orders.number,
          status: orders.status,
          totalPaise: orders.totalPaise,
          createdAt: orders.createdAt,
        })
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt))
        .limit(limit);
    },

    memberships(ex: Executor, userId: string) {
      return ex
        .select({ storeId: storeMembers.storeId, storeName: stores.name, role: storeMembers.role })
        .from(storeMembers)
        .innerJoin(stores, eq(stores.id, storeMembers.storeId))
        .where(eq(storeMembers.userId, userId))
        .orderBy(asc(stores.name));
    },

    latestSessions(ex: Executor, userId: string, limit: number) {
      return ex
        .select({
          createdAt: sessions.createdAt,
          updatedAt: sessions.updatedAt,
          expiresAt: sessions.expiresAt,
          ipAddress: sessions.ipAddress,
          userAgent: sessions.userAgent,
        })
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(desc(sessions.createdAt))
        .limit(limit);
    },

    /** The user's row, locked until the transaction ends, so two administrators' changes to it take turns. */
    async lock(ex: Executor, userId: string) {
      const [row] = await ex
        .select({ id: users.id, role: users.role, suspendedAt: users.suspendedAt, reason: users.suspensionReason })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      return row ?? null;
    },

    /**
     * Every platform administrator's id, their rows locked in id order. Two administrators removing each
     * other take turns here, and the second sees the first's change (PostgreSQL re-reads a row it waited
     * for), so the count it checks is never stale.
     */
    async lockAdmins(ex: Executor): Promise<string[]> {
      const rows = await ex
        .select({ id: users.id })
        .from(users)
        .where(eq(users.role, 'admin'))
        .orderBy(asc(users.id))
        .for('update');
      return rows.map((row) => row.id);
    },

    async setSuspension(ex: Executor, userId: string, suspension: { at: Date; reason: string } | null) {
      await ex
        .update(users)
        .set({
          suspendedAt: suspension?.at ?? null,
          suspensionReason: suspension?.reason ?? null,
          updatedAt: new Date(),
        })
        .where(eq(users.id, userId));
    },

    /** Ends every session of the user: their cookies stop working on their next request. */
    async endSessions(ex: Executor, userId: string): Promise<number> {
      const ended = await ex.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
      return ended.length;
    },

    async setPlatformRole(ex: Executor, userId: string, role: 'customer' | 'admin') {
      await ex.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, userId));
    },
  };
}
export type AdminUsersRepository = ReturnType<typeof createAdminUsersRepository>;
