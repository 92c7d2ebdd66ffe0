/**
 * Prescriptions: upload (content-checked, re-encoded, private), the customer's list, the store
 * pharmacist's queue and decision, quotes built from a prescription, the Schedule H1 register,
 * the access log of every view by someone other than the owner, and retention.
 */

import { randomUUID } from 'node:crypto';
import { toCsv } from '@dawanow/shared/csv';
import { indianToday } from '@dawanow/shared/dates';
import {
  PRESCRIPTION_MAX_FILES,
  PRESCRIPTION_STATUS_LABELS,
  RECORD_RETENTION_YEARS,
  type TAccessLogEntry,
  type TH1Entry,
  type TPrescriptionQuote,
  type TPrescriptionStatus,
  type TPrescriptionSummary,
  type TReviewFlag,
  type TStorePrescription,
  type ZPrescriptionDetails,
  type ZReviewRequest,
} from '@dawanow/shared/prescriptions';
import { needsH1Register } from '@dawanow/shared/products';
import { storeCan } from '@dawanow/shared/store-permissions';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db, Executor, Tx } from '../../db/client';
import type { Actor } from '../../lib/access';
import { AppError } from '../../lib/errors';
import { announceOrderChange } from '../../lib/order-changes';
import type { FileStorage, StoredFile } from '../../providers/storage/file-storage';
import type { RecordAdminAction } from '../admin-audit/admin-audit.service';
import type { StoreAlerts } from '../notifications/store-alerts';
import type { OrderItemRow, OrderRow, OrdersRepository, TWrittenEventMessage } from '../orders/orders.repository';
import type { OrderPush } from '../push/order-push';
import { RATE_LIMITS, type RateLimitsService } from '../rate-limits/rate-limits.service';
import type { StoreTeamRepository } from '../store-team/store-team.repository';
import type { StoresRepository } from '../stores/stores.repository';
import { processPrescriptionFile } from './prescription-files';
import type { FileRow, PrescriptionRow, PrescriptionsRepository, QuoteRow } from './prescriptions.repository';

const notFound = () => new AppError('NOT_FOUND', 'This prescription does not exist or you cannot see it.');
const DECIDED_HERE = 'Your pharmacy has already decided this prescription. A store admin can reopen it with a reason.';
const NOT_A_PHARMACIST =
  "Only a registered pharmacist can approve or reject a prescription. Ask your store's owner to mark you as one in Team settings.";
// Platform admins oversee prescriptions (they read them and the access log, and may reopen a decision for
// support), but the decision is a registered pharmacist's under the Pharmacy Act: they never approve or reject.
const NOT_A_MEMBER = "Only the store's registered pharmacist can approve or reject a prescription.";

/** Who is deciding at a store, as the decision rules need them: their role there and pharmacist registration. */
type Decider = {
  actor: Actor;
  isStoreAdmin: boolean;
  /** "Name (Reg. number)" of a registered pharmacist of the store; null for anyone else */
  pharmacist: string | null;
  /** Why this person cannot approve or reject anything here; null for a registered pharmacist */
  whyNot: string | null;
};

/** Approved or rejected by this store's own pharmacist: read-only here until a store admin reopens it. */
const decidedHere = (row: Pick<PrescriptionRow, 'status' | 'reviewedStoreId'>, storeId: string) =>
  (row.status === 'approved' || row.status === 'rejected') && row.reviewedStoreId === storeId;
const SIX_MONTHS_MS = 183 * 24 * 60 * 60_000;

function monthsOld(issuedOn: string, now: Date): boolean {
  return now.getTime() - Date.parse(`${issuedOn}T00:00:00+05:30`) > SIX_MONTHS_MS;
}

export function registerCsv(entries: TH1Entry[]): string {
  return toCsv(
    ['Date (IST)', 'Order', 'Patient', 'Patient address', 'Prescriber', 'Registration', 'Drug', 'Quantity', 'Batch'],
    entries.map((entry) => [
      new Date(entry.dispensedAt).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' }),
      entry.orderNumber,
      entry.patientName,
      entry.patientAddress,
      entry.prescriberName,
      entry.prescriberRegistration,
      entry.drugName,
      entry.quantity,
      entry.batchNumber,
    ]),
  );
}

export function createPrescriptionsService(deps: {
  db: Db;
  repository: PrescriptionsRepository;
  orders: OrdersRepository;
  stores: Pick<StoresRepository, 'find'>;
  team: Pick<StoreTeamRepository, 'member' | 'insertAudit'>;
  storage: FileStorage;
  rateLimits: RateLimitsService;
  log: FastifyBaseLogger;
  alerts: Pick<StoreAlerts, 'prescriptionToReview'>;
  recordAdminAction: RecordAdminAction;
  /** A rejection reaches the customer's devices by Web Push */
  push: Pick<OrderPush, 'prescriptionRejected'>;
}) {
  const { db, repository, orders, stores, team, storage, rateLimits, log, alerts, recordAdminAction, push } = deps;

  async function deciderAt(ex: Executor, actor: Actor, storeId: string): Promise<Decider> {
    const role = actor.stores.find((store) => store.storeId === storeId)?.role;
    const isStoreAdmin =
      actor.platformRole === 'admin' || (role !== undefined && storeCan(role, 'reopenPrescriptions'));
    const member = role ? await team.member(ex, storeId, actor.userId) : null;
    if (member?.pharmacistName && member.pharmacistRegistrationNumber) {
      const pharmacist = `${member.pharmacistName} (Reg. ${member.pharmacistRegistrationNumber})`;
      return { actor, isStoreAdmin, pharmacist, whyNot: null };
    }
    return { actor, isStoreAdmin, pharmacist: null, whyNot: member ? NOT_A_PHARMACIST : NOT_A_MEMBER };
  }

  async function summaries(rows: PrescriptionRow[], now = new Date()): Promise<TPrescriptionSummary[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [files, used] = await Promise.all([repository.files(db, ids), repository.ordersUsing(db, ids)]);
    const today = indianToday(now);
    return rows.map((row) => ({
      id: row.id,
      status: row.status,
      statusLabel: PRESCRIPTION_STATUS_LABELS[row.status],
      patientName: row.patientName,
      doctorName: row.doctorName,
      doctorRegistration: row.doctorRegistration,
      issuedOn: row.issuedOn,
      notes: row.notes,
      uploadedAt: row.createdAt.toISOString(),
      files: files
        .filter((file) => file.prescriptionId === row.id && !file.purgedAt)
        .map((file) => ({
          id: file.id,
          contentType: file.contentType,
          size: file.size,
          hasThumbnail: file.thumbnailKey !== null,
          url: `/api/prescriptions/${row.id}/files/${file.id}`,
        })),
      validUntil: row.validUntil,
      usable: row.status !== 'rejected' && !(row.validUntil && row.validUntil < today),
      rejectionReason: row.rejectionReason,
      reviewNote: row.reviewNote,
      reviewedAt: row.reviewedAt?.toISOString() ?? null,
      reviewedBy: row.reviewedByName,
      covers: row.covers,
      orders: used
        .filter((order) => order.prescriptionId === row.id)
        .map((order) => ({ id: order.id, number: order.number, status: order.status })),
    }));
  }

  async function quoteViews(quotes: QuoteRow[]): Promise<TPrescriptionQuote[]> {
    return Promise.all(
      quotes.map(async (quote) => {
        const prices = await repository.shelfPrices(
          db,
          quote.storeId,
          quote.items.map((item) => item.productId),
        );
        return {
          id: quote.id,
          prescriptionId: quote.prescriptionId,
          storeId: quote.storeId,
          storeName: quote.storeName,
          status: quote.status,
          requestedAt: quote.createdAt.toISOString(),
          items: quote.items.flatMap((item) => {
            const shelf = prices.find((price) => price.productId === item.productId);
            return shelf
              ? [
                  {
                    productId: item.productId,
                    name: shelf.name,
                    quantity: item.quantity,
                    pricePaise: shelf.pricePaise,
                  },
                ]
              : [];
          }),
        };
      }),
    );
  }

  async function ownPrescription(actor: Actor, id: string): Promise<PrescriptionRow> {
    const row = await repository.find(db, id);
    if (!row || row.userId !== actor.userId) throw notFound();
    return row;
  }

  /**
   * Who may open a prescription's files: the owner, an administrator, or a member of a store that has
   * it on an order or quote request. Answers how a view by anyone but the owner is written down
   * (null for the owner); the caller writes it once the view really happens.
   */
  async function viewerOf(
    actor: Actor,
    row: PrescriptionRow,
    storeId: string | null,
    reason: string,
  ): Promise<Parameters<PrescriptionsRepository['logAccess']>[1] | null> {
    if (row.userId === actor.userId) return null;
    const view = { prescriptionId: row.id, viewerUserId: actor.userId, storeId, reason };
    if (actor.platformRole === 'admin') return { ...view, viewerRole: 'admin' };
    const member = storeId ? actor.stores.find((store) => store.storeId === storeId) : null;
    if (!member || !storeId || !(await repository.visibleToStore(db, row.id, storeId))) throw notFound();
    return { ...view, viewerRole: member.role };
  }

  /** DPDP Act accountability: every view by someone other than the owner is logged (who, role, store, why). */
  async function logView(view: Parameters<PrescriptionsRepository['logAccess']>[1] | null): Promise<void> {
    if (view) await repository.logAccess(db, view);
  }

  async function flagsOf(row: PrescriptionRow, now: Date): Promise<TReviewFlag[]> {
    const flags: TReviewFlag[] = [];
    if (await repository.sharedWithOtherAccount(db, row.id)) flags.push('same_file_other_account');
    if (row.covers.length > 0) {
      const used = await repository.usedQuantities(db, row.id);
      const beyond = used.some((line) => {
        const covered = row.covers.find((item) => item.productId === line.productId);
        return line.schedule !== 'OTC' && line.schedule !== 'G' && line.quantity > (covered?.quantity ?? 0);
      });
      if (beyond) flags.push('used_beyond_covered_quantity');
    }
    if (row.validUntil && row.validUntil < indianToday(now)) flags.push('expired');
    if (monthsOld(row.issuedOn, now)) flags.push('older_than_6_months');
    return flags;
  }

  async function storeView(
    row: PrescriptionRow & { customerName: string; reviewDueHere: boolean },
    storeId: string,
    now: Date,
    decider: Decider | null,
  ): Promise<TStorePrescription> {
    const [summary] = await summaries([row], now);
    if (!summary) throw notFound();
    const used = await repository.usedQuantities(db, row.id);
    const quotes = await repository.quotes(db, [row.id]);
    const openQuote = quotes.find((quote) => quote.storeId === storeId && quote.status === 'requested');
    return {
      ...summary,
      customerName: row.customerName,
      reviewDueHere: row.reviewDueHere,
      flags: await flagsOf(row, now),
      requestedItems: used.map((line) => ({
        productId: line.productId,
        name: line.name,
        quantity: line.quantity,
        schedule: line.schedule,
      })),
      quoteRequestId: openQuote?.id ?? null,
      actions: {
        decide: decider !== null && decider.whyNot === null && !decidedHere(row, storeId),
        whyNot: decider === null ? NOT_A_MEMBER : decidedHere(row, storeId) ? DECIDED_HERE : decider.whyNot,
        reopen: decider?.isStoreAdmin === true && decidedHere(row, storeId),
      },
    };
  }

  /**
   * Tells the orders that carry this prescription what the pharmacist decided; answers each order told with the
   * event written on it.
   */
  async function noteOnOrders(tx: Tx, prescriptionId: string, message: TWrittenEventMessage) {
    const using = await repository.ordersUsing(tx, [prescriptionId]);
    const told = [];
    for (const order of using.filter((row) => ['pending_payment', 'payment_failed', 'placed'].includes(row.status))) {
      const event = await orders.insertEvent(tx, {
        orderId: order.id,
        status: order.status,
        message,
        actor: 'store',
      });
      await announceOrderChange(tx, {
        orderId: order.id,
        status: order.status,
        storeId: order.storeId,
      });
      told.push({ order, eventId: event.id });
    }
    return told;
  }

  return {
    async upload(
      actor: Actor,
      details: z.output<typeof ZPrescriptionDetails>,
      uploads: Buffer[],
    ): Promise<TPrescriptionSummary> {
      if (uploads.length === 0) throw new AppError('VALIDATION_FAILED', 'Add a photo or PDF of the prescription.');
      if (uploads.length > PRESCRIPTION_MAX_FILES) {
        throw new AppError('VALIDATION_FAILED', `Upload at most ${PRESCRIPTION_MAX_FILES} files per prescription.`);
      }
      // Every file is checked before anything is stored: one bad file refuses the whole upload.
      const processed = [];
      for (const bytes of uploads) processed.push(await processPrescriptionFile(bytes));
      const prescriptionId = randomUUID();
      const stored: string[] = [];
      const files: Omit<Parameters<PrescriptionsRepository['insertFile']>[1], 'prescriptionId'>[] = [];
      try {
        for (const [position, file] of processed.entries()) {
          const fileId = randomUUID();
          const extension = file.contentType === 'application/pdf' ? 'pdf' : 'jpg';
          const key = `prescriptions/${prescriptionId}/${fileId}.${extension}`;
          await storage.put(key, file.body, file.contentType);
          stored.push(key);
          let thumbnailKey: string | null = null;
          if (file.thumbnail) {
            thumbnailKey = `prescriptions/${prescriptionId}/${fileId}-thumb.webp`;
            await storage.put(thumbnailKey, file.thumbnail, 'image/webp');
            stored.push(thumbnailKey);
          }
          files.push({
            id: fileId,
            position,
            storageKey: key,
            thumbnailKey,
            contentType: file.contentType,
            size: file.body.length,
            sha256: file.sha256,
          });
        }
        await db.transaction(async (tx) => {
          await repository.insert(tx, {
            id: prescriptionId,
            userId: actor.userId,
            patientName: details.patientName,
            doctorName: details.doctorName ?? null,
            doctorRegistration: details.doctorRegistration ?? null,
            issuedOn: details.issuedOn,
            notes: details.notes ?? null,
          });
          for (const file of files) await repository.insertFile(tx, { ...file, prescriptionId });
        });
      } catch (error) {
        await Promise.all(stored.map((key) => storage.remove(key).catch(() => undefined)));
        throw error;
      }
      return this.mine(actor, prescriptionId);
    },

    async listMine(actor: Actor): Promise<TPrescriptionSummary[]> {
      return summaries(await repository.listForUser(db, actor.userId));
    },

    async mine(actor: Actor, id: string): Promise<TPrescriptionSummary> {
      const [summary] = await summaries([await ownPrescription(actor, id)]);
      if (!summary) throw notFound();
      return summary;
    },

    async quotesOf(actor: Actor, id: string): Promise<TPrescriptionQuote[]> {
      await ownPrescription(actor, id);
      return quoteViews(await repository.quotes(db, [id]));
    },

    /** Streams one file (or its thumbnail) to someone allowed to see it. */
    async openFile(
      actor: Actor,
      id: string,
      fileId: string,
      options: { variant: 'original' | 'thumbnail'; storeId: string | null; reason: string },
    ): Promise<StoredFile> {
      const row = await repository.find(db, id);
      if (!row) throw notFound();
      const view = await viewerOf(actor, row, options.storeId, options.reason);
      const file: FileRow | null = await repository.file(db, id, fileId);
      // A file that is not there was not seen: nothing goes in the access log.
      if (!file || file.purgedAt) throw notFound();
      await logView(view);
      const key = options.variant === 'thumbnail' ? (file.thumbnailKey ?? file.storageKey) : file.storageKey;
      const stored = await storage.get(key);
      if (!stored) {
        log.error({ prescriptionId: id, fileId }, 'prescription file missing from storage');
        throw notFound();
      }
      return stored;
    },

    /** Asks a pharmacy to build the order; `created` is false when the same request was still open. */
    async requestQuote(
      actor: Actor,
      id: string,
      storeId: string,
    ): Promise<{ created: boolean; quote: TPrescriptionQuote }> {
      const prescription = await ownPrescription(actor, id);
      if (prescription.status === 'rejected') {
        throw new AppError('CONFLICT', 'This prescription was rejected. Upload a valid one.');
      }
      const store = await stores.find(db, storeId);
      if (store?.status !== 'active') {
        throw new AppError('NOT_FOUND', 'This pharmacy does not exist or is not taking requests.');
      }
      // Asking the same pharmacy again while it is still working on the request answers that request.
      const waiting = (await repository.quotes(db, [id])).find(
        (quote) => quote.storeId === storeId && quote.status === 'requested',
      );
      if (!waiting) {
        await rateLimits.consume(RATE_LIMITS.quoteRequestPerStore, `${actor.userId}:${storeId}`);
        await rateLimits.consume(RATE_LIMITS.quoteRequestPerCustomer, actor.userId);
      }
      const quoteId =
        waiting?.id ??
        (await db.transaction(async (tx) => {
          const created = await repository.insertQuote(tx, id, actor.userId, storeId);
          await alerts.prescriptionToReview(tx, {
            storeId,
            prescriptionId: id,
            what: 'A customer asks you to prepare an order from their prescription.',
          });
          return created;
        }));
      const row = await repository.quote(db, quoteId);
      const [quote] = await quoteViews(row ? [row] : []);
      if (!quote) throw notFound();
      return { created: !waiting, quote };
    },

    /** The customer takes a quote into the cart; answers the lines to put there. */
    async acceptQuote(actor: Actor, quoteId: string) {
      const quote = await db.transaction(async (tx) => {
        const row = await repository.quote(tx, quoteId, true);
        if (!row || row.userId !== actor.userId)
          throw new AppError('NOT_FOUND', 'This quote does not exist or is not yours.');
        if (row.status !== 'quoted' && row.status !== 'accepted') {
          throw new AppError('CONFLICT', 'The pharmacist has not prepared this quote yet.');
        }
        await repository.setQuote(tx, quoteId, 'accepted');
        return row;
      });
      const [view] = await quoteViews([quote]);
      return {
        storeId: quote.storeId,
        prescriptionId: quote.prescriptionId,
        items: (view?.items ?? []).map((item) => ({
          medicine_id: item.productId,
          price: item.pricePaise,
          quantity: item.quantity,
        })),
      };
    },

    async storeQueue(actor: Actor, storeId: string, status: 'waiting' | 'reviewed'): Promise<TStorePrescription[]> {
      const [rows, decider] = await Promise.all([
        repository.listForStore(db, storeId, status),
        deciderAt(db, actor, storeId),
      ]);
      const now = new Date();
      return Promise.all(rows.map((row) => storeView(row, storeId, now, decider)));
    },

    async storeDetail(actor: Actor, storeId: string, id: string): Promise<TStorePrescription> {
      const [row] = (await repository.listForStore(db, storeId, 'all')).filter((candidate) => candidate.id === id);
      if (!row) throw notFound();
      await logView(await viewerOf(actor, row, storeId, 'verification'));
      return storeView(row, storeId, new Date(), await deciderAt(db, actor, storeId));
    },

    async review(
      actor: Actor,
      storeId: string,
      id: string,
      request: z.output<typeof ZReviewRequest>,
    ): Promise<TStorePrescription> {
      await db.transaction(async (tx) => {
        const row = await repository.lock(tx, id);
        if (!row || !(await repository.visibleToStore(tx, id, storeId))) throw notFound();
        const decider = await deciderAt(tx, actor, storeId);
        // Asking for a clearer copy decides nothing, so any member may; approving or rejecting is the pharmacist's.
        if (request.decision !== 'clarify' && decider.whyNot) throw new AppError('FORBIDDEN', decider.whyNot);
        if (decidedHere(row, storeId)) throw new AppError('CONFLICT', DECIDED_HERE);
        const reviewer = { reviewerId: actor.userId, reviewerName: decider.pharmacist ?? actor.email, storeId };
        if (request.decision === 'approve') {
          if (request.validUntil < indianToday())
            throw new AppError('VALIDATION_FAILED', 'The validity date has already passed.');
          const names = await repository.productNames(
            tx,
            request.covers.map((item) => item.productId),
          );
          const covers = request.covers.map((item) => ({
            ...item,
            name: names.find((product) => product.id === item.productId)?.name ?? 'Unknown medicine',
          }));
          await repository.review(tx, id, {
            ...reviewer,
            status: 'approved',
            validUntil: request.validUntil,
            covers,
            rejectionReason: null,
            note: request.note ?? null,
          });
          await noteOnOrders(tx, id, { code: 'prescription_verified', values: {} });
        } else if (request.decision === 'reject') {
          await repository.review(tx, id, {
            ...reviewer,
            status: 'rejected',
            validUntil: null,
            covers: [],
            rejectionReason: request.reason,
            note: request.note ?? null,
          });
          const told = await noteOnOrders(tx, id, {
            code: 'prescription_rejected',
            values: { reason: request.reason },
          });
          // The prescription's owner placed the orders on it (an erased account leaves nobody to tell)
          if (row.userId) {
            for (const { order, eventId } of told) {
              await push.prescriptionRejected(tx, { ...order, userId: row.userId }, eventId);
            }
          }
        } else {
          await repository.review(tx, id, {
            ...reviewer,
            status: 'clarification_requested',
            validUntil: null,
            covers: [],
            rejectionReason: null,
            note: request.note,
          });
          await noteOnOrders(tx, id, { code: 'prescription_unclear', values: { note: request.note } });
        }
      });
      return this.storeDetail(actor, storeId, id);
    },

    /** A store admin takes back this store's decision: the prescription waits for review again (logged with the reason). */
    async reopen(actor: Actor, storeId: string, id: string, reason: string): Promise<TStorePrescription> {
      await db.transaction(async (tx) => {
        const row = await repository.lock(tx, id);
        if (!row || !(await repository.visibleToStore(tx, id, storeId))) throw notFound();
        if (!decidedHere(row, storeId)) {
          throw new AppError('CONFLICT', 'Only an approval or rejection made at your pharmacy can be reopened.');
        }
        await repository.reopen(tx, id);
        await team.insertAudit(tx, {
          storeId,
          actorUserId: actor.userId,
          action: 'prescription.reopened',
          subject: id,
          detail: {
            reason,
            decision: row.status,
            decidedBy: row.reviewedByName,
            decidedAt: row.reviewedAt?.toISOString() ?? null,
          },
        });
        if (actor.platformRole === 'admin') {
          // Issue 15: a platform administrator's reopening is also in the platform's audit log
          await recordAdminAction(tx, {
            actor,
            action: 'prescription.reopened',
            subjectType: 'prescription',
            subjectId: id,
            before: { status: row.status, reviewedBy: row.reviewedByName, storeId },
            after: { status: 'pending' },
            reason,
          });
        }
        await noteOnOrders(tx, id, { code: 'prescription_review_again', values: {} });
      });
      return this.storeDetail(actor, storeId, id);
    },

    async quoteForStore(
      storeId: string,
      quoteId: string,
      items: { productId: string; quantity: number }[],
    ): Promise<TPrescriptionQuote> {
      await db.transaction(async (tx) => {
        const quote = await repository.quote(tx, quoteId, true);
        if (!quote || quote.storeId !== storeId)
          throw new AppError('NOT_FOUND', 'This quote request is not for your pharmacy.');
        if (quote.status !== 'requested' && quote.status !== 'quoted')
          throw new AppError('CONFLICT', 'The customer already answered this quote.');
        const prices = await repository.shelfPrices(
          tx,
          storeId,
          items.map((item) => item.productId),
        );
        if (prices.length !== new Set(items.map((item) => item.productId)).size) {
          throw new AppError('VALIDATION_FAILED', 'Every medicine in a quote must be on your shelf.');
        }
        await repository.setQuote(tx, quoteId, 'quoted', items);
      });
      const row = await repository.quote(db, quoteId);
      const [view] = await quoteViews(row ? [row] : []);
      if (!view) throw new AppError('NOT_FOUND', 'This quote request is not for your pharmacy.');
      return view;
    },

    async register(storeId: string, from: string, to: string): Promise<TH1Entry[]> {
      if (from > to) throw new AppError('VALIDATION_FAILED', 'The start date is after the end date.');
      const rows = await repository.register(db, storeId, from, to);
      return rows.map((row) => ({ ...row, dispensedAt: row.dispensedAt.toISOString() }));
    },

    async adminList(
      filters: { status?: TPrescriptionStatus; storeId?: string; from?: string; to?: string },
      page: number,
    ) {
      const pageSize = 20;
      const rows = await repository.listForAdmin(db, filters, page, pageSize);
      const now = new Date();
      const items = await Promise.all(
        rows.map(async (row) => ({
          // An administrator reviews nothing: no pharmacy's review is due on this view.
          ...(await storeView(
            { ...row, reviewDueHere: false },
            filters.storeId ?? '00000000-0000-0000-0000-000000000000',
            now,
            null,
          )),
        })),
      );
      return { prescriptions: items, total: rows[0]?.total ?? 0, page, pageSize };
    },

    async accessLog(id: string): Promise<TAccessLogEntry[]> {
      const entries = await repository.accessLog(db, id);
      return entries.map((entry) => ({ ...entry, at: entry.at.toISOString() }));
    },

    /** On delivery: one register row per Schedule H1 line, with patient, prescriber, drug, quantity and batch. */
    async recordDispensed(tx: Tx, order: OrderRow, items: OrderItemRow[]): Promise<void> {
      const h1 = items.filter((item) => needsH1Register(item.schedule));
      if (h1.length === 0) return;
      const prescription = order.prescriptionId ? await repository.find(tx, order.prescriptionId) : null;
      const address = [order.address.line1, order.address.line2, order.address.city, order.address.postalCode]
        .filter(Boolean)
        .join(', ');
      await repository.addRegisterEntries(
        tx,
        h1.map((item) => ({
          storeId: order.storeId,
          orderId: order.id,
          orderNumber: order.number,
          prescriptionId: order.prescriptionId,
          patientName: prescription?.patientName || order.customerName,
          patientAddress: address,
          prescriberName: prescription?.doctorName ?? 'Not stated on prescription',
          prescriberRegistration: prescription?.doctorRegistration ?? 'Not stated on prescription',
          productId: item.productId,
          drugName: `${item.name} (${item.packLabel})`,
          quantity: item.quantity,
          batchNumber: item.batchNumber,
        })),
      );
    },

    /** Daily job: files and register rows past the retention period are removed. */
    async sweepRetention(): Promise<number> {
      const expired = await repository.expiredFiles(db, RECORD_RETENTION_YEARS);
      for (const file of expired) {
        await storage.remove(file.storageKey);
        if (file.thumbnailKey) await storage.remove(file.thumbnailKey);
        await repository.markPurged(db, file.id);
      }
      await repository.dropRegisterBefore(db, RECORD_RETENTION_YEARS);
      return expired.length;
    },
  };
}
export type PrescriptionsService = ReturnType<typeof createPrescriptionsService>;
