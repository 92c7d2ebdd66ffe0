/** Queries of prescriptions, their files, quotes, the access log and the Schedule H1 register. */
import type { TPrescriptionStatus } from '@dawanow/shared/prescriptions';
import type { TDrugSchedule } from '@dawanow/shared/products';
import { sql } from 'drizzle-orm';
import { type Executor, selectRows } from '../../db/client';

export type PrescriptionRow = {
  id: string;
  user_id: string | null;
  status: TPrescriptionStatus;
  patient_name: string;
  doctor_name: string | null;
  doctor_registration: string | null;
  issued_on: string;
  notes: string | null;
  valid_until: string | null;
  covers: { productId: string; name: string; quantity: number }[];
  rejection_reason: string | null;
  review_note: string | null;
  reviewed_by_name: string | null;
  reviewed_at: string | null;
  created_at: string;
};

export type FileRow = {
  id: string;
  prescription_id: string;
  storage_key: string;
  thumbnail_key: string | null;
  content_type: string;
  size: number;
  sha256: string;
  purged_at: string | null;
};

export type QuoteRow = {
  id: string;
  prescription_id: string;
  user_id: string | null;
  store_id: string;
  store_name: string;
  status: 'requested' | 'quoted' | 'accepted' | 'declined';
  items: { productId: string; quantity: number }[];
  created_at: string;
};

const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

const prescriptionColumns = sql`p.id, p.user_id, p.status, p.patient_name, p.doctor_name, p.doctor_registration,
  to_char(p.issued_on, 'YYYY-MM-DD') as issued_on, p.notes, to_char(p.valid_until, 'YYYY-MM-DD') as valid_until,
  p.covers, p.rejection_reason, p.review_note, p.reviewed_by_name, ${iso('p.reviewed_at')} as reviewed_at,
  ${iso('p.created_at')} as created_at`;

/**
 * Drugs Rules: the dispensing pharmacist verifies. An approval given at another pharmacy does not let
 * this one accept an order moved to it; its own pharmacist reviews the prescription again.
 */
const reviewDueAt = (storeId: string) => sql`(p.status = 'approved' and p.reviewed_store_id is distinct from ${storeId}
  and exists (select 1 from orders o where o.prescription_id = p.id and o.store_id = ${storeId} and o.status = 'placed'))`;

/** Prescriptions a store may see: on an order it holds, or in a quote request sent to it. */
const atStore = (storeId: string) => sql`(
  exists (select 1 from orders o where o.prescription_id = p.id and o.store_id = ${storeId})
  or exists (select 1 from prescription_quotes q where q.prescription_id = p.id and q.store_id = ${storeId}))`;

export function createPrescriptionsRepository() {
  return {
    async insert(
      ex: Executor,
      values: {
        id: string;
        userId: string;
        patientName: string;
        doctorName: string | null;
        doctorRegistration: string | null;
        issuedOn: string;
        notes: string | null;
      },
    ): Promise<string> {
      const [row] = await selectRows<{ id: string }>(
        ex,
        sql`insert into prescriptions (id, user_id, patient_name, doctor_name, doctor_registration, issued_on, notes)
          values (${values.id}, ${values.userId}, ${values.patientName}, ${values.doctorName}, ${values.doctorRegistration},
            ${values.issuedOn}::date, ${values.notes}) returning id`,
      );
      if (!row) throw new Error('prescription insert returned nothing');
      return row.id;
    },

    async insertFile(
      ex: Executor,
      file: {
        id: string;
        prescriptionId: string;
        position: number;
        storageKey: string;
        thumbnailKey: string | null;
        contentType: string;
        size: number;
        sha256: string;
      },
    ): Promise<void> {
      await ex.execute(sql`insert into prescription_files (id, prescription_id, position, storage_key, thumbnail_key,
          content_type, size, sha256)
        values (${file.id}, ${file.prescriptionId}, ${file.position}, ${file.storageKey}, ${file.thumbnailKey},
          ${file.contentType}, ${file.size}, ${file.sha256})`);
    },

    async find(ex: Executor, id: string): Promise<PrescriptionRow | null> {
      const [row] = await selectRows<PrescriptionRow>(
        ex,
        sql`select ${prescriptionColumns} from prescriptions p where p.id = ${id}`,
      );
      return row ?? null;
    },

    async lock(ex: Executor, id: string): Promise<PrescriptionRow | null> {
      const [row] = await selectRows<PrescriptionRow>(
        ex,
        sql`select ${prescriptionColumns} from prescriptions p where p.id = ${id} for update`,
      );
      return row ?? null;
    },

    listForUser(ex: Executor, userId: string): Promise<PrescriptionRow[]> {
      return selectRows<PrescriptionRow>(
        ex,
        sql`select ${prescriptionColumns} from prescriptions p where p.user_id = ${userId} order by p.created_at desc limit 100`,
      );
    },

    /** The store's queue: those waiting first, oldest first (first come, first checked). */
    /**
     * A store's prescriptions: those waiting for a review (never reviewed, unclear, or approved by
     * another pharmacy's pharmacist while an order here waits on it), those reviewed, or all.
     */
    listForStore(ex: Executor, storeId: string, view: 'waiting' | 'reviewed' | 'all') {
      const waiting = sql`(p.status in ('pending', 'clarification_requested') or ${reviewDueAt(storeId)})`;
      const filter =
        view === 'waiting'
          ? waiting
          : view === 'reviewed'
            ? sql`(p.status in ('approved', 'rejected') and not ${reviewDueAt(storeId)})`
            : sql`true`;
      return selectRows<PrescriptionRow & { customer_name: string; review_due_here: boolean }>(
        ex,
        sql`select ${prescriptionColumns}, coalesce(u.name, 'Erased account') as customer_name,
            ${reviewDueAt(storeId)} as review_due_here
          from prescriptions p left join users u on u.id = p.user_id
          where ${atStore(storeId)} and ${filter}
          order by p.created_at asc limit 100`,
      );
    },

    async visibleToStore(ex: Executor, id: string, storeId: string): Promise<boolean> {
      const rows = await selectRows(ex, sql`select 1 from prescriptions p where p.id = ${id} and ${atStore(storeId)}`);
      return rows.length > 0;
    },

    listForAdmin(
      ex: Executor,
      filters: { status?: TPrescriptionStatus; storeId?: string; from?: string; to?: string },
      page: number,
      pageSize: number,
    ) {
      return selectRows<PrescriptionRow & { customer_name: string; total: number }>(
        ex,
        sql`select ${prescriptionColumns}, coalesce(u.name, 'Erased account') as customer_name, count(*) over ()::int as total
          from prescriptions p left join users u on u.id = p.user_id
          where (${filters.status ?? null}::text is null or p.status = ${filters.status ?? null})
            and (${filters.storeId ?? null}::uuid is null or ${filters.storeId ? atStore(filters.storeId) : sql`true`})
            and (${filters.from ?? null}::date is null or p.created_at >= (${filters.from ?? null}::date)::timestamp at time zone 'Asia/Kolkata')
            and (${filters.to ?? null}::date is null or p.created_at < (${filters.to ?? null}::date + 1)::timestamp at time zone 'Asia/Kolkata')
          order by p.created_at desc limit ${pageSize} offset ${(page - 1) * pageSize}`,
      );
    },

    files(ex: Executor, prescriptionIds: string[]): Promise<FileRow[]> {
      return selectRows<FileRow>(
        ex,
        sql`select id, prescription_id, storage_key, thumbnail_key, content_type, size, sha256, ${iso('purged_at')} as purged_at
          from prescription_files where prescription_id = any(${`{${prescriptionIds.join(',')}}`}::uuid[])
          order by prescription_id, position`,
      );
    },

    async file(ex: Executor, prescriptionId: string, fileId: string): Promise<FileRow | null> {
      const [row] = await selectRows<FileRow>(
        ex,
        sql`select id, prescription_id, storage_key, thumbnail_key, content_type, size, sha256, ${iso('purged_at')} as purged_at
          from prescription_files where id = ${fileId} and prescription_id = ${prescriptionId}`,
      );
      return row ?? null;
    },

    /** Whether any file of this prescription was also uploaded by another account. */
    async sharedWithOtherAccount(ex: Executor, prescriptionId: string): Promise<boolean> {
      const rows = await selectRows(
        ex,
        sql`select 1 from prescription_files mine
          join prescriptions owner on owner.id = mine.prescription_id
          join prescription_files other on other.sha256 = mine.sha256 and other.prescription_id <> mine.prescription_id
          join prescriptions theirs on theirs.id = other.prescription_id
          where mine.prescription_id = ${prescriptionId} and theirs.user_id is distinct from owner.user_id
          limit 1`,
      );
      return rows.length > 0;
    },

    /** Units of each product ordered against this prescription (orders not cancelled). */
    usedQuantities(ex: Executor, prescriptionId: string) {
      return selectRows<{ product_id: string; name: string; schedule: TDrugSchedule; quantity: number }>(
        ex,
        sql`select oi.product_id, min(oi.name) as name, min(oi.schedule) as schedule, sum(oi.quantity)::int as quantity
          from orders o join order_items oi on oi.order_id = o.id
          where o.prescription_id = ${prescriptionId} and o.status <> 'cancelled'
          group by oi.product_id`,
      );
    },

    ordersUsing(ex: Executor, prescriptionIds: string[]) {
      return selectRows<{ prescription_id: string; id: string; number: string; status: string; store_id: string }>(
        ex,
        sql`select prescription_id, id, number, status, store_id from orders
          where prescription_id = any(${`{${prescriptionIds.join(',')}}`}::uuid[]) order by created_at`,
      );
    },

    async review(
      ex: Executor,
      id: string,
      review: {
        status: TPrescriptionStatus;
        validUntil: string | null;
        covers: { productId: string; name: string; quantity: number }[];
        rejectionReason: string | null;
        note: string | null;
        reviewerId: string;
        reviewerName: string;
        storeId: string | null;
      },
    ): Promise<void> {
      await ex.execute(sql`update prescriptions set status = ${review.status}, valid_until = ${review.validUntil}::date,
          covers = ${JSON.stringify(review.covers)}::jsonb, rejection_reason = ${review.rejectionReason},
          review_note = ${review.note}, reviewed_by = ${review.reviewerId}, reviewed_by_name = ${review.reviewerName},
          reviewed_store_id = ${review.storeId}, reviewed_at = now()
        where id = ${id}`);
    },

    async productNames(ex: Executor, productIds: string[]) {
      return selectRows<{ id: string; name: string; schedule: string }>(
        ex,
        sql`select id, name, schedule from products where id = any(${`{${productIds.join(',')}}`}::uuid[])`,
      );
    },

    async logAccess(
      ex: Executor,
      entry: {
        prescriptionId: string;
        viewerUserId: string;
        viewerRole: string;
        storeId: string | null;
        reason: string;
      },
    ): Promise<void> {
      await ex.execute(sql`insert into prescription_access_log (prescription_id, viewer_user_id, viewer_role, store_id, reason)
        values (${entry.prescriptionId}, ${entry.viewerUserId}, ${entry.viewerRole}, ${entry.storeId}, ${entry.reason})`);
    },

    accessLog(ex: Executor, prescriptionId: string) {
      return selectRows<{
        viewerUserId: string | null;
        viewerRole: string;
        storeId: string | null;
        reason: string;
        at: string;
      }>(
        ex,
        sql`select viewer_user_id as "viewerUserId", viewer_role as "viewerRole", store_id as "storeId", reason,
            ${iso('at')} as at from prescription_access_log
          where prescription_id = ${prescriptionId} order by at`,
      );
    },

    async insertQuote(ex: Executor, prescriptionId: string, userId: string, storeId: string): Promise<string> {
      const [row] = await selectRows<{ id: string }>(
        ex,
        sql`insert into prescription_quotes (prescription_id, user_id, store_id)
          values (${prescriptionId}, ${userId}, ${storeId}) returning id`,
      );
      if (!row) throw new Error('quote insert returned nothing');
      return row.id;
    },

    quotes(ex: Executor, prescriptionIds: string[]): Promise<QuoteRow[]> {
      return selectRows<QuoteRow>(
        ex,
        sql`select q.id, q.prescription_id, q.user_id, q.store_id, s.name as store_name, q.status, q.items,
            ${iso('q.created_at')} as created_at
          from prescription_quotes q join stores s on s.id = q.store_id
          where q.prescription_id = any(${`{${prescriptionIds.join(',')}}`}::uuid[]) order by q.created_at desc`,
      );
    },

    /** One quote; `lock` holds it until the transaction ends. */
    async quote(ex: Executor, quoteId: string, lock = false): Promise<QuoteRow | null> {
      const [row] = await selectRows<QuoteRow>(
        ex,
        sql`select q.id, q.prescription_id, q.user_id, q.store_id, s.name as store_name, q.status, q.items,
            ${iso('q.created_at')} as created_at
          from prescription_quotes q join stores s on s.id = q.store_id where q.id = ${quoteId}
          ${lock ? sql`for update of q` : sql``}`,
      );
      return row ?? null;
    },

    async setQuote(
      ex: Executor,
      quoteId: string,
      status: QuoteRow['status'],
      items?: QuoteRow['items'],
    ): Promise<void> {
      await ex.execute(sql`update prescription_quotes set status = ${status},
          items = coalesce(${items ? JSON.stringify(items) : null}::jsonb, items),
          quoted_at = case when ${status} = 'quoted' then now() else quoted_at end
        where id = ${quoteId}`);
    },

    /** Store prices of products, for a quote's lines. */
    shelfPrices(ex: Executor, storeId: string, productIds: string[]) {
      return selectRows<{ product_id: string; name: string; price_paise: number }>(
        ex,
        sql`select p.id as product_id, p.name, i.price_paise from products p
          join store_inventory i on i.product_id = p.id and i.store_id = ${storeId}
          where p.id = any(${`{${productIds.join(',')}}`}::uuid[]) and p.is_active`,
      );
    },

    async addRegisterEntries(
      ex: Executor,
      entries: {
        storeId: string;
        orderId: string;
        orderNumber: string;
        prescriptionId: string | null;
        patientName: string;
        patientAddress: string;
        prescriberName: string;
        prescriberRegistration: string;
        productId: string;
        drugName: string;
        quantity: number;
        batchNumber: string;
      }[],
    ): Promise<void> {
      for (const entry of entries) {
        await ex.execute(sql`insert into h1_register (store_id, order_id, order_number, prescription_id, patient_name,
            patient_address, prescriber_name, prescriber_registration, product_id, drug_name, quantity, batch_number)
          values (${entry.storeId}, ${entry.orderId}, ${entry.orderNumber}, ${entry.prescriptionId}, ${entry.patientName},
            ${entry.patientAddress}, ${entry.prescriberName}, ${entry.prescriberRegistration}, ${entry.productId},
            ${entry.drugName}, ${entry.quantity}, ${entry.batchNumber})
          on conflict (order_id, product_id) do nothing`);
      }
    },

    register(ex: Executor, storeId: string, from: string, to: string) {
      return selectRows<{
        dispensed_at: string;
        order_number: string;
        patient_name: string;
        patient_address: string;
        prescriber_name: string;
        prescriber_registration: string;
        drug_name: string;
        quantity: number;
        batch_number: string;
      }>(
        ex,
        sql`select ${iso('dispensed_at')} as dispensed_at, order_number, patient_name, patient_address, prescriber_name,
            prescriber_registration, drug_name, quantity, batch_number
          from h1_register where store_id = ${storeId}
            and dispensed_at >= (${from}::date)::timestamp at time zone 'Asia/Kolkata'
            and dispensed_at < (${to}::date + 1)::timestamp at time zone 'Asia/Kolkata'
          order by dispensed_at, id`,
      );
    },

    /** Files of prescriptions older than the retention period that are still stored. */
    expiredFiles(ex: Executor, years: number) {
      return selectRows<{ id: string; storage_key: string; thumbnail_key: string | null }>(
        ex,
        sql`select f.id, f.storage_key, f.thumbnail_key from prescription_files f
          join prescriptions p on p.id = f.prescription_id
          where f.purged_at is null and p.created_at < now() - make_interval(years => ${years})
          limit 500`,
      );
    },

    async markPurged(ex: Executor, fileId: string): Promise<void> {
      await ex.execute(sql`update prescription_files set purged_at = now() where id = ${fileId}`);
    },

    async dropRegisterBefore(ex: Executor, years: number): Promise<void> {
      await ex.execute(sql`delete from h1_register where dispensed_at < now() - make_interval(years => ${years})`);
    },
  };
}
export type PrescriptionsRepository = ReturnType<typeof createPrescriptionsRepository>;
