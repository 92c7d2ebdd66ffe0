/**
 * What the admin panel reads and writes of pharmacies: the list with each one's last 7 days (two subqueries per
 * row of the page, each through a per-store index), one pharmacy's members and performance, its change requests,
 * and the admin's own writes (add, edit under a version check, status). A pharmacy's own settings stay with
 * `stores.repository` and `store-settings`.
 */
import { FULFILMENT_SLA_MINUTES } from '@dawanow/shared/constants';
import type { TStoreStatus } from '@dawanow/shared/stores';
import { slugify } from '@dawanow/shared/text';
import { and, asc, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { afterPosition, type TimePosition, timeMicros } from '../../db/keyset';
import { containsPattern } from '../../db/like-pattern';
import { users } from '../../db/schema/auth';
import { orderOffers, orders } from '../../db/schema/orders';
import { storeChangeRequests, storeMembers, stores } from '../../db/schema/stores';
import { wasOffered } from '../store-dashboard/store-figures';

export type AdminStoreFilter = {
  q?: string | null | undefined;
  city?: string | null | undefined;
  status?: TStoreStatus;
};
export type NewStore = typeof stores.$inferInsert;

const since = (days: number) => sql`now() - make_interval(days => ${days})`;
const packedOnTime = sql`${orders.packedAt} <= ${orders.acceptedAt} + make_interval(mins => ${FULFILMENT_SLA_MINUTES})`;
/** Of the orders accepted in the period, the share packed within the fulfilment window, in per cent. */
const slaPercent = sql<
  number | null
>`round(100.0 * count(*) filter (where ${packedOnTime}) / nullif(count(*), 0), 1)::float8`;

export function createAdminStoresRepository() {
  return {
    list(ex: Executor, filter: AdminStoreFilter, page: { after: TimePosition | null; limit: number }) {
      const q = filter.q?.trim();
      return ex
        .select({
          id: stores.id,
          micros: timeMicros(stores.createdAt),
          name: stores.name,
          city: stores.city,
          status: stores.status,
          isAcceptingOrders: stores.isAcceptingOrders,
          rating: stores.rating,
          licenceValidUntil: stores.drugLicenceValidUntil,
          createdAt: stores.createdAt,
          orders7d: sql<number>`(select count(*) from ${orders} where ${orders.storeId} = ${stores.id}
            and ${orders.createdAt} >= ${since(7)} and ${wasOffered})::int`,
          slaPercent: sql<number | null>`(select ${slaPercent} from ${orders} where ${orders.storeId} = ${stores.id}
            and ${orders.acceptedAt} >= ${since(7)})`,
        })
        .from(stores)
        .where(
          and(
            q ? ilike(stores.name, containsPattern(q)) : undefined,
            filter.city ? eq(stores.city, filter.city) : undefined,
            filter.status ? eq(stores.status, filter.status) : undefined,
            afterPosition(stores.createdAt, stores.id, page.after, 'desc'),
          ),
        )
        .orderBy(desc(stores.createdAt), desc(stores.id))
        .limit(page.limit);
    },

    members(ex: Executor, storeId: string) {
      return ex
        .select({
          userId: storeMembers.userId,
          name: users.name,
          email: users.email,
          role: storeMembers.role,
          isPharmacist: sql<boolean>`${storeMembers.pharmacistRegistrationNumber} is not null`,
        })
        .from(storeMembers)
        .innerJoin(users, eq(users.id, storeMembers.userId))
        .where(eq(storeMembers.storeId, storeId))
        .orderBy(asc(users.name));
    },

    /** Orders offered to or taken by the store in the last `days`, their value, acceptance and packing on time. */
    async performance(ex: Executor, storeId: string, days: number) {
      const [sales] = await ex
        .select({
          orders: sql<number>`count(*)::int`,
          gmvPaise: sql<number>`coalesce(sum(${orders.totalPaise}) filter (where ${orders.status} <> 'cancelled'), 0)::float8`,
          cancelled: sql<number>`(count(*) filter (where ${orders.status} = 'cancelled'))::int`,
        })
        .from(orders)
        .where(and(eq(orders.storeId, storeId), sql`${orders.createdAt} >= ${since(days)}`, wasOffered));
      const [offers] = await ex
        .select({
          acceptancePercent: sql<
            number | null
          >`round(100.0 * count(*) filter (where ${orderOffers.outcome} = 'accepted')
            / nullif(count(*) filter (where ${orderOffers.outcome} <> 'pending'), 0), 1)::float8`,
        })
        .from(orderOffers)
        .where(and(eq(orderOffers.storeId, storeId), sql`${orderOffers.offeredAt} >= ${since(days)}`));
      const [packing] = await ex
        .select({ slaPercent })
        .from(orders)
        .where(and(eq(orders.storeId, storeId), sql`${orders.acceptedAt} >= ${since(days)}`));
      return {
        orders: sales?.orders ?? 0,
        gmvPaise: sales?.gmvPaise ?? 0,
        cancelled: sales?.cancelled ?? 0,
        acceptancePercent: offers?.acceptancePercent ?? null,
        slaPercent: packing?.slaPercent ?? null,
      };
    },

    async openOrders(ex: Executor, storeId: string): Promise<number> {
      const [row] = await ex
        .select({ count: sql<number>`count(*)::int` })
        .from(orders)
        .where(
          and(
            eq(orders.storeId, storeId),
            inArray(orders.status, ['placed', 'processing', 'packed', 'out_for_delivery']),
          ),
        );
      return row?.count ?? 0;
    },

    async insert(ex: Executor, values: NewStore) {
      const [row] = await ex.insert(stores).values(values).returning();
      if (!row) throw new Error('store insert returned nothing');
      return row;
    },

    /** Writes `values` unless the store changed since `version` (its updated_at, to the millisecond): null then. */
    async updateAt(ex: Executor, storeId: string, version: string, values: Partial<NewStore>) {
      const [row] = await ex
        .update(stores)
        .set({ ...values, updatedAt: sql`now()` })
        .where(
          and(eq(stores.id, storeId), sql`date_trunc('milliseconds', ${stores.updatedAt}) = ${version}::timestamptz`),
        )
        .returning();
      return row ?? null;
    },

    async lockChangeRequest(ex: Executor, storeId: string, requestId: string) {
      const [row] = await ex
        .select()
        .from(storeChangeRequests)
        .where(and(eq(storeChangeRequests.id, requestId), eq(storeChangeRequests.storeId, storeId)))
        .for('update');
      return row ?? null;
    },

    async decideChangeRequest(
      ex: Executor,
      requestId: string,
      decision: { status: 'approved' | 'rejected'; note: string; reviewedBy: string },
    ): Promise<void> {
      await ex
        .update(storeChangeRequests)
        .set({
          status: decision.status,
          reviewNote: decision.note,
          reviewedBy: decision.reviewedBy,
          reviewedAt: sql`now()`,
        })
        .where(eq(storeChangeRequests.id, requestId));
    },

    /** A slug from the name and city no store has yet ("apollo-corner-bengaluru", then "…-2"): its public address */
    async uniqueSlug(ex: Executor, name: string, city: string): Promise<string> {
      const base = slugify(`${name} ${city}`).slice(0, 80) || 'pharmacy';
      for (let suffix = 1; ; suffix++) {
        const slug = suffix === 1 ? base : `${base}-${suffix}`;
        const taken = await ex.select({ id: stores.id }).from(stores).where(eq(stores.slug, slug)).limit(1);
        if (taken.length === 0) return slug;
      }
    },
  };
}
export type AdminStoresRepository = ReturnType<typeof createAdminStoresRepository>;
