/** Queries of prescriptions, their files, quotes, the access log and the Schedule H1 register. */
import type { TPrescriptionStatus } from '@dawanow/shared/prescriptions';
import type { TDrugSchedule } from '@dawanow/shared/products';
import { and, asc, desc, eq, exists, getTableColumns, gte, inArray, isNull, lt, ne, type SQL, sql } from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/auth';
import { products, storeInventory } from '../../db/schema/catalog';
import { orderItems, orders } from '../../db/schema/orders';
import {
  h1Register,
  prescriptionAccessLog,
  prescriptionFiles,
  prescriptionQuotes,
  prescriptions,
} from '../../db/schema/prescriptions';
import { stores } from '../../db/schema/stores';

export type PrescriptionRow = Omit<typeof prescriptions.$inferSelect, 'issuedOn'> & {
  // The column may be null, but every upload states the issue date.
  issuedOn: string;
};

export type FileRow = typeof prescriptionFiles.$inferSelect;

type Quote = typeof prescriptionQuotes.$inferSelect;
export type QuoteRow = Pick<
  Quote,
  'id' | 'prescriptionId' | 'userId' | 'storeId' | 'status' | 'items' | 'createdAt'
> & {
  storeName: (typeof stores.$inferSelect)['name'];
};

type NewPrescription = Pick<
  typeof prescriptions.$inferInsert,
  'id' | 'userId' | 'patientName' | 'doctorName' | 'doctorRegistration' | 'notes'
> & { issuedOn: string };
type NewFile = Omit<typeof prescriptionFiles.$inferInsert, 'purgedAt'> & { id: string };
type NewAccessEntry = Pick<
  typeof prescriptionAccessLog.$inferInsert,
  'prescriptionId' | 'viewerUserId' | 'viewerRole' | 'storeId' | 'reason'
> & { viewerUserId: string };
type NewRegisterEntry = Omit<typeof h1Register.$inferInsert, 'id' | 'dispensedAt'>;

/** Subqueries built without an executor: they run inside the caller's query. */
const subquery = new QueryBuilder();

/** The start of an Indian calendar day (`plusDays` later), as the instant timestamps compare with. */
const startOfIndianDay = (day: string, plusDays = 0) =>
  sql`(${day}::date + ${plusDays}::int)::timestamp at time zone 'Asia/Kolkata'`;

const yearsAgo = (years: number) => sql`now() - make_interval(years => ${years})`;

/**
 * Drugs Rules: the dispensing pharmacist verifies. An approval given at another pharmacy does not let
 * this one accept an order moved to it; its own pharmacist reviews the prescription again.
 */
const reviewDueAt = (storeId: string) =>
  and(
    eq(prescriptions.status, 'approved'),
    sql`${prescriptions.reviewedStoreId} is distinct from ${storeId}`,
    exists(
      subquery
        .select({ one: sql`1` })
        .from(orders)
        .where(
          and(eq(orders.prescriptionId, prescriptions.id), eq(orders.storeId, storeId), eq(orders.status, 'placed')),
        ),
    ),
  ) as SQL;

/** Waiting for this store's review: never reviewed, unclear, or approved elsewhere while an order here waits on it. */
const waitingAt = (storeId: string) =>
  sql`(${inArray(prescriptions.status, ['pending', 'clarification_requested'])} or ${reviewDueAt(storeId)})`;

/**
 * Prescriptions a store may see (issue 14): on an order it holds or has delivered, or in a quote request it
 * has open. An order moved to another pharmacy is that pharmacy's (`orders.store_id` follows it), and a
 * cancelled order or an answered quote no longer lets anyone look.
 */
const atStore = (storeId: string) =>
  sql`(${exists(
    subquery
      .select({ one: sql`1` })
      .from(orders)
      .where(
        and(eq(orders.prescriptionId, prescriptions.id), eq(orders.storeId, storeId), ne(orders.status, 'cancelled')),
      ),
  )} or ${exists(
    subquery
      .select({ one: sql`1` })
      .from(prescriptionQuotes)
      .where(
        and(
          eq(prescriptionQuotes.prescriptionId, prescriptions.id),
          eq(prescriptionQuotes.storeId, storeId),
          inArray(prescriptionQuotes.status, ['requested', 'quoted']),
        ),
      ),
  )})`;

/** When a prescription's retention starts: its last use in a delivered order, or its upload when it has none. */
const retainedFrom = sql`coalesce((${subquery
  .select({ last: sql`max(${orders.deliveredAt})` })
  .from(orders)
  .where(eq(orders.prescriptionId, prescriptions.id))}), ${prescriptions.createdAt})`;

const customerName = sql<string>`coalesce(${users.name}, 'Erased account')`;

const quoteColumns = {
  id: prescriptionQuotes.id,
  prescriptionId: prescriptionQuotes.prescriptionId,
  userId: prescriptionQuotes.userId,
  storeId: prescriptionQuotes.storeId,
  storeName: stores.name,
  status: prescriptionQuotes.status,
  items: prescriptionQuotes.items,
  createdAt: prescriptionQuotes.createdAt,
};

export function createPrescriptionsRepository() {
  return {
    async insert(ex: Executor, values: NewPrescription): Promise<string> {
      const [row] = await ex.insert(prescriptions).values(values).returning({ id: prescriptions.id });
      if (!row) throw new Error('prescription insert returned nothing');
      return row.id;
    },

    async insertFile(ex: Executor, file: NewFile): Promise<void> {
      await ex.insert(prescriptionFiles).values(file);
    },

    /** The prescription's status, when it exists and (given a user) is theirs. */
    async status(ex: Executor, id: string, userId: string | null): Promise<TPrescriptionStatus | null> {
      const [row] = await ex
        .select({ status: prescriptions.status })
        .from(prescriptions)
        .where(and(eq(prescriptions.id, id), userId === null ? undefined : eq(prescriptions.userId, userId)));
      return row?.status ?? null;
    },

    /**
     * What an approval allows (until when, which medicines in what quantity, whose pharmacist gave it),
     * locked: orders drawing on one prescription are placed and accepted one at a time, so two at
     * once cannot both take its last pack. `no key update`, not `update`: an order being inserted
     * holds a key-share lock on the prescription it references (foreign key), and waiting on that
     * from here while that order waits on this customer's checkout lock would deadlock.
     */
    async lockApproval(ex: Executor, id: string) {
      const [row] = await ex
        .select({
          id: prescriptions.id,
          status: prescriptions.status,
          validUntil: prescriptions.validUntil,
          covers: prescriptions.covers,
          reviewedStoreId: prescriptions.reviewedStoreId,
        })
        .from(prescriptions)
        .where(eq(prescriptions.id, id))
        .for('no key update');
      return row ?? null;
    },

    async find(ex: Executor, id: string): Promise<PrescriptionRow | null> {
      const [row] = await ex.select().from(prescriptions).where(eq(prescriptions.id, id));
      return (row as PrescriptionRow | undefined) ?? null;
    },

    async lock(ex: Executor, id: string): Promise<PrescriptionRow | null> {
      const [row] = await ex.select().from(prescriptions).where(eq(prescriptions.id, id)).for('update');
      return (row as PrescriptionRow | undefined) ?? null;
    },

    async listForUser(ex: Executor, userId: string): Promise<PrescriptionRow[]> {
      const rows = await ex
        .select()
        .from(prescriptions)
        .where(eq(prescriptions.userId, userId))
        .orderBy(desc(prescriptions.createdAt))
        .limit(100);
      return rows as PrescriptionRow[];
    },

    /**
     * A store's prescriptions, oldest first (first come, first checked): those waiting for a review
     * (never reviewed, unclear, or approved by another pharmacy's pharmacist while an order here
     * waits on it), those reviewed, or all.
     */
    async listForStore(ex: Executor, storeId: string, view: 'waiting' | 'reviewed' | 'all') {
      const reviewed = inArray(prescriptions.status, ['approved', 'rejected']);
      const filter = {
        waiting: waitingAt(storeId),
        reviewed: sql`(${reviewed} and not ${reviewDueAt(storeId)})`,
        all: undefined,
      }[view];
      const rows = await ex
        .select({
          ...getTableColumns(prescriptions),
          customerName,
          reviewDueHere: sql<boolean>`${reviewDueAt(storeId)}`,
        })
        .from(prescriptions)
        .leftJoin(users, eq(users.id, prescriptions.userId))
        .where(and(atStore(storeId), filter))
        .orderBy(asc(prescriptions.createdAt))
        .limit(100);
      return rows as (PrescriptionRow & { customerName: string; reviewDueHere: boolean })[];
    },

    /** How many of the store's prescriptions wait for its review (the dashboard's count of `listForStore`'s "waiting"). */
    async countWaitingForStore(ex: Executor, storeId: string): Promise<number> {
      const [row] = await ex
        .select({ count: sql<number>`count(*)::int` })
        .from(prescriptions)
        .where(and(atStore(storeId), waitingAt(storeId)));
      return row?.count ?? 0;
    },

    async visibleToStore(ex: Executor, id: string, storeId: string): Promise<boolean> {
      const rows = await ex
        .select({ id: prescriptions.id })
        .from(prescriptions)
        .where(and(eq(prescriptions.id, id), atStore(storeId)));
      return rows.length > 0;
    },

    async listForAdmin(
      ex: Executor,
      filters: { status?: TPrescriptionStatus; storeId?: string; from?: string; to?: string },
      page: number,
      pageSize: number,
    ) {
      const rows = await ex
        .select({
          ...getTableColumns(prescriptions),
          customerName,
          total: sql<number>`count(*) over ()::int`,
        })
        .from(prescriptions)
        .leftJoin(users, eq(users.id, prescriptions.userId))
        .where(
          and(
            filters.status ? eq(prescriptions.status, filters.status) : undefined,
            filters.storeId ? atStore(filters.storeId) : undefined,
            filters.from ? gte(prescriptions.createdAt, startOfIndianDay(filters.from)) : undefined,
            filters.to ? lt(prescriptions.createdAt, startOfIndianDay(filters.to, 1)) : undefined,
          ),
        )
        .orderBy(desc(prescriptions.createdAt))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return rows as (PrescriptionRow & { customerName: string; total: number })[];
    },

    files(ex: Executor, prescriptionIds: string[]): Promise<FileRow[]> {
      return ex
        .select()
        .from(prescriptionFiles)
        .where(inArray(prescriptionFiles.prescriptionId, prescriptionIds))
        .orderBy(prescriptionFiles.prescriptionId, prescriptionFiles.position);
    },

    async file(ex: Executor, prescriptionId: string, fileId: string): Promise<FileRow | null> {
      const [row] = await ex
        .select()
        .from(prescriptionFiles)
        .where(and(eq(prescriptionFiles.id, fileId), eq(prescriptionFiles.prescriptionId, prescriptionId)));
      return row ?? null;
    },

    /** Whether any file of this prescription was also uploaded by another account. */
    async sharedWithOtherAccount(ex: Executor, prescriptionId: string): Promise<boolean> {
      const owner = alias(prescriptions, 'owner');
      const other = alias(prescriptionFiles, 'other');
      const theirs = alias(prescriptions, 'theirs');
      const rows = await ex
        .select({ id: other.id })
        .from(prescriptionFiles)
        .innerJoin(owner, eq(owner.id, prescriptionFiles.prescriptionId))
        .innerJoin(
          other,
          and(eq(other.sha256, prescriptionFiles.sha256), ne(other.prescriptionId, prescriptionFiles.prescriptionId)),
        )
        .innerJoin(theirs, eq(theirs.id, other.prescriptionId))
        .where(
          and(
            eq(prescriptionFiles.prescriptionId, prescriptionId),
            sql`${theirs.userId} is distinct from ${owner.userId}`,
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /** Units of each product ordered against this prescription (orders not cancelled). */
    usedQuantities(ex: Executor, prescriptionId: string) {
      return ex
        .select({
          productId: orderItems.productId,
          name: sql<string>`min(${orderItems.name})`,
          schedule: sql<TDrugSchedule>`min(${orderItems.schedule})`,
          quantity: sql<number>`sum(${orderItems.quantity})::int`,
        })
        .from(orders)
        .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
        .where(and(eq(orders.prescriptionId, prescriptionId), ne(orders.status, 'cancelled')))
        .groupBy(orderItems.productId);
    },

    ordersUsing(ex: Executor, prescriptionIds: string[]) {
      return ex
        .select({
          prescriptionId: orders.prescriptionId,
          id: orders.id,
          number: orders.number,
          status: orders.status,
          storeId: orders.storeId,
        })
        .from(orders)
        .where(inArray(orders.prescriptionId, prescriptionIds))
        .orderBy(orders.createdAt);
    },

    async review(
      ex: Executor,
      id: string,
      review: {
        status: TPrescriptionStatus;
        validUntil: string | null;
        covers: PrescriptionRow['covers'];
        rejectionReason: string | null;
        note: string | null;
        reviewerId: string;
        reviewerName: string;
        storeId: string | null;
      },
    ): Promise<void> {
      await ex
        .update(prescriptions)
        .set({
          status: review.status,
          validUntil: review.validUntil,
          covers: review.covers,
          rejectionReason: review.rejectionReason,
          reviewNote: review.note,
          reviewedBy: review.reviewerId,
          reviewedByName: review.reviewerName,
          reviewedStoreId: review.storeId,
          reviewedAt: sql`now()`,
        })
        .where(eq(prescriptions.id, id));
    },

    /** Back to waiting for review: the decision and what it allowed are cleared (the audit log keeps them). */
    async reopen(ex: Executor, id: string): Promise<void> {
      await ex
        .update(prescriptions)
        .set({
          status: 'pending',
          validUntil: null,
          covers: [],
          rejectionReason: null,
          reviewNote: null,
          reviewedBy: null,
          reviewedByName: null,
          reviewedStoreId: null,
          reviewedAt: null,
        })
        .where(eq(prescriptions.id, id));
    },

    productNames(ex: Executor, productIds: string[]) {
      return ex
        .select({ id: products.id, name: products.name, schedule: products.schedule })
        .from(products)
        .where(inArray(products.id, productIds));
    },

    async logAccess(ex: Executor, entry: NewAccessEntry): Promise<void> {
      await ex.insert(prescriptionAccessLog).values(entry);
    },

    accessLog(ex: Executor, prescriptionId: string) {
      return ex
        .select({
          viewerUserId: prescriptionAccessLog.viewerUserId,
          viewerRole: prescriptionAccessLog.viewerRole,
          storeId: prescriptionAccessLog.storeId,
          reason: prescriptionAccessLog.reason,
          at: prescriptionAccessLog.at,
        })
        .from(prescriptionAccessLog)
        .where(eq(prescriptionAccessLog.prescriptionId, prescriptionId))
        .orderBy(prescriptionAccessLog.at);
    },

    async insertQuote(ex: Executor, prescriptionId: string, userId: string, storeId: string): Promise<string> {
      const [row] = await ex
        .insert(prescriptionQuotes)
        .values({ prescriptionId, userId, storeId })
        .returning({ id: prescriptionQuotes.id });
      if (!row) throw new Error('quote insert returned nothing');
      return row.id;
    },

    quotes(ex: Executor, prescriptionIds: string[]): Promise<QuoteRow[]> {
      return ex
        .select(quoteColumns)
        .from(prescriptionQuotes)
        .innerJoin(stores, eq(stores.id, prescriptionQuotes.storeId))
        .where(inArray(prescriptionQuotes.prescriptionId, prescriptionIds))
        .orderBy(desc(prescriptionQuotes.createdAt));
    },

    /** One quote; `lock` holds it until the transaction ends. */
    async quote(ex: Executor, quoteId: string, lock = false): Promise<QuoteRow | null> {
      const query = ex
        .select(quoteColumns)
        .from(prescriptionQuotes)
        .innerJoin(stores, eq(stores.id, prescriptionQuotes.storeId))
        .where(eq(prescriptionQuotes.id, quoteId));
      const [row] = await (lock ? query.for('update', { of: prescriptionQuotes }) : query);
      return row ?? null;
    },

    async setQuote(
      ex: Executor,
      quoteId: string,
      status: QuoteRow['status'],
      items?: QuoteRow['items'],
    ): Promise<void> {
      await ex
        .update(prescriptionQuotes)
        .set({
          status,
          ...(items ? { items } : {}),
          ...(status === 'quoted' ? { quotedAt: sql`now()` } : {}),
        })
        .where(eq(prescriptionQuotes.id, quoteId));
    },

    /** Store prices of products, for a quote's lines. */
    shelfPrices(ex: Executor, storeId: string, productIds: string[]) {
      return ex
        .select({ productId: products.id, name: products.name, pricePaise: storeInventory.pricePaise })
        .from(products)
        .innerJoin(storeInventory, and(eq(storeInventory.productId, products.id), eq(storeInventory.storeId, storeId)))
        .where(and(inArray(products.id, productIds), products.isActive));
    },

    /** One row per order line; a line already registered (a repeated delivery) is left as it was. */
    async addRegisterEntries(ex: Executor, entries: NewRegisterEntry[]): Promise<void> {
      if (entries.length === 0) return;
      await ex
        .insert(h1Register)
        .values(entries)
        .onConflictDoNothing({ target: [h1Register.orderId, h1Register.productId] });
    },

    register(ex: Executor, storeId: string, from: string, to: string) {
      return ex
        .select({
          dispensedAt: h1Register.dispensedAt,
          orderNumber: h1Register.orderNumber,
          patientName: h1Register.patientName,
          patientAddress: h1Register.patientAddress,
          prescriberName: h1Register.prescriberName,
          prescriberRegistration: h1Register.prescriberRegistration,
          drugName: h1Register.drugName,
          quantity: h1Register.quantity,
          batchNumber: h1Register.batchNumber,
        })
        .from(h1Register)
        .where(
          and(
            eq(h1Register.storeId, storeId),
            gte(h1Register.dispensedAt, startOfIndianDay(from)),
            lt(h1Register.dispensedAt, startOfIndianDay(to, 1)),
          ),
        )
        .orderBy(h1Register.dispensedAt, h1Register.id);
    },

    /** Files still stored of prescriptions whose retention period (from their last delivered use) has run out. */
    expiredFiles(ex: Executor, years: number) {
      return ex
        .select({
          id: prescriptionFiles.id,
          storageKey: prescriptionFiles.storageKey,
          thumbnailKey: prescriptionFiles.thumbnailKey,
        })
        .from(prescriptionFiles)
        .innerJoin(prescriptions, eq(prescriptions.id, prescriptionFiles.prescriptionId))
        .where(and(isNull(prescriptionFiles.purgedAt), sql`${retainedFrom} < ${yearsAgo(years)}`))
        .limit(500);
    },

    async markPurged(ex: Executor, fileId: string): Promise<void> {
      await ex.update(prescriptionFiles).set({ purgedAt: sql`now()` }).where(eq(prescriptionFiles.id, fileId));
    },

    async dropRegisterBefore(ex: Executor, years: number): Promise<void> {
      await ex.delete(h1Register).where(lt(h1Register.dispensedAt, yearsAgo(years)));
    },
  };
}
export type PrescriptionsRepository = ReturnType<typeof createPrescriptionsRepository>;
