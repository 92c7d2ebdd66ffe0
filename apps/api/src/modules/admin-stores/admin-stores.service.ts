/**
 * The admin panel's pharmacies (issue 15). Adding one checks what a pharmacy must hold (a GSTIN of its own state,
 * drug licences valid beyond the warning days, a registered pharmacist, a pin in India, weekly hours); edits name
 * the version they were made on; pausing or suspending one hands the orders waiting for its answer to the next
 * pharmacy in the same transaction and forgets the locator's cached answers. Every write is audited.
 */
import type { TAdminAuditAction, TAdminAuditSubjectType } from '@dawanow/shared/admin-audit';
import {
  ADMIN_STORE_EXPORT_MAX_ROWS,
  LICENCE_WARNING_DAYS,
  licenceEndsSoon,
  type TAdminStoreDetail,
  type TAdminStorePage,
  type ZAdminStoreFields,
  type ZAdminStoreFilters,
  type ZAdminStoreQuery,
  type ZAdminStoreUpdate,
} from '@dawanow/shared/admin-stores';
import { toCsv } from '@dawanow/shared/csv';
import { addDays, formatIndianDate, indianToday } from '@dawanow/shared/dates';
import { gstinMatchesState } from '@dawanow/shared/india';
import type { CHANGE_REQUEST_FIELD_LABELS } from '@dawanow/shared/store-settings';
import type { TStoreStatus } from '@dawanow/shared/stores';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { decodeTimeCursor, keysetPage } from '../../db/keyset';
import type { Actor } from '../../lib/access';
import { rowsForExport } from '../../lib/csv-reply';
import { AppError } from '../../lib/errors';
import type { RecordAdminAction } from '../admin-audit/admin-audit.service';
import type { StoreSettingsRepository } from '../store-settings/store-settings.repository';
import { changeRequestView } from '../store-settings/store-settings.service';
import type { StoreRow, StoresRepository } from '../stores/stores.repository';
import type { AdminStoresRepository, NewStore } from './admin-stores.repository';

type Fields = z.output<typeof ZAdminStoreFields>;
const notFound = () => new AppError('NOT_FOUND', 'There is no pharmacy with this id.');
const SUBJECT: TAdminAuditSubjectType = 'store';

/** A pharmacy's fields as the form holds them. */
function fieldsOf(store: StoreRow) {
  return {
    name: store.name,
    addressLine1: store.addressLine1,
    addressLine2: store.addressLine2,
    locality: store.locality,
    city: store.city,
    state: store.state,
    postalCode: store.postalCode,
    latitude: store.latitude,
    longitude: store.longitude,
    phone: store.phone,
    email: store.email,
    drugLicenceForm20: store.drugLicenceForm20,
    drugLicenceForm21: store.drugLicenceForm21,
    drugLicenceValidUntil: store.drugLicenceValidUntil,
    gstin: store.gstin,
    pharmacistName: store.pharmacistName,
    pharmacistRegistrationNumber: store.pharmacistRegistrationNumber,
    weeklyHours: store.openingHours,
  };
}

/** The audit's picture of a pharmacy: its fields and its status. */
const auditState = (store: StoreRow) => ({ ...fieldsOf(store), status: store.status });

function columnsOf({ weeklyHours, addressLine2, ...fields }: Fields): Partial<NewStore> {
  return { ...fields, addressLine2: addressLine2 ?? null, openingHours: weeklyHours };
}

export function createAdminStoresService(deps: {
  db: Db;
  repository: AdminStoresRepository;
  stores: Pick<StoresRepository, 'find' | 'lock'>;
  settings: Pick<StoreSettingsRepository, 'changeRequests'>;
  /** Hands the orders waiting for the store's answer to the next pharmacy (the orders module's dispatch) */
  moveOffersAway: (tx: Tx, storeId: string, why: string) => Promise<number>;
  recordAdminAction: RecordAdminAction;
}) {
  const { db, repository, stores, settings, moveOffersAway, recordAdminAction } = deps;

  async function detail(storeId: string): Promise<TAdminStoreDetail> {
    const store = await stores.find(db, storeId);
    if (!store) throw notFound();
    const [members, last7Days, last30Days, openOrders, requests] = await Promise.all([
      repository.members(db, storeId),
      repository.performance(db, storeId, 7),
      repository.performance(db, storeId, 30),
      repository.openOrders(db, storeId),
      settings.changeRequests(db, storeId),
    ]);
    return {
      id: store.id,
      slug: store.slug,
      fields: fieldsOf(store),
      status: store.status,
      isAcceptingOrders: store.isAcceptingOrders,
      rating: store.rating,
      reviewCount: store.reviewCount,
      imageUrl: store.imageUrl,
      minOrderValuePaise: store.minOrderValuePaise,
      version: new Date(store.updatedAt).toISOString(),
      createdAt: store.createdAt.toISOString(),
      licenceEndsSoon: licenceEndsSoon(store.drugLicenceValidUntil, indianToday()),
      members,
      performance: { last7Days, last30Days },
      openOrders,
      changeRequests: requests.map(changeRequestView),
    };
  }

  /** Runs `change` on the locked pharmacy and logs it with the pharmacy before and after. */
  async function change(
    actor: Actor,
    storeId: string,
    action: TAdminAuditAction,
    reason: string | null,
    write: (tx: Tx, store: StoreRow) => Promise<void>,
  ): Promise<TAdminStoreDetail> {
    await db.transaction(async (tx) => {
      if (!(await stores.lock(tx, storeId))) throw notFound();
      const before = await stores.find(tx, storeId);
      if (!before) throw notFound();
      await write(tx, before);
      const after = await stores.find(tx, storeId);
      await recordAdminAction(tx, {
        actor,
        action,
        subjectType: SUBJECT,
        subjectId: storeId,
        before: auditState(before),
        after: after && auditState(after),
        reason,
      });
    });
    return detail(storeId);
  }

  return {
    async list(query: z.output<typeof ZAdminStoreQuery>): Promise<TAdminStorePage> {
      const { cursor, limit, ...filter } = query;
      const rows = await repository.list(db, filter, { after: decodeTimeCursor(cursor), limit: limit + 1 });
      const { page, nextCursor } = keysetPage(rows, limit);
      return {
        stores: page.map(({ micros: _micros, createdAt, ...row }) => ({ ...row, createdAt: createdAt.toISOString() })),
        nextCursor,
      };
    },

    async exportCsv(filter: z.output<typeof ZAdminStoreFilters>): Promise<{ csv: string; filename: string }> {
      const rows = await rowsForExport(
        ADMIN_STORE_EXPORT_MAX_ROWS,
        'Too many pharmacies match. Choose a city or a status.',
        (limit) => repository.list(db, filter, { after: null, limit }),
      );
      const csv = toCsv(
        [
          'Pharmacy',
          'City',
          'Status',
          'Taking orders',
          'Rating',
          'Orders (7 days)',
          'Packed on time (%)',
          'Licence valid until',
        ],
        rows.map((row) => [
          row.name,
          row.city,
          row.status,
          row.isAcceptingOrders ? 'yes' : 'no',
          row.rating,
          row.orders7d,
          row.slaPercent,
          row.licenceValidUntil,
        ]),
      );
      return { csv, filename: `pharmacies-${indianToday()}.csv` };
    },

    detail,

    async create(actor: Actor, fields: Fields): Promise<TAdminStoreDetail> {
      const earliest = addDays(indianToday(), LICENCE_WARNING_DAYS);
      if (fields.drugLicenceValidUntil < earliest) {
        throw new AppError('VALIDATION_FAILED', 'The drug licences must be valid for at least 30 more days.', {
          fields: { drugLicenceValidUntil: `Valid until ${formatIndianDate(earliest)} or later` },
        });
      }
      const id = await db.transaction(async (tx) => {
        const store = await repository.insert(tx, {
          ...(columnsOf(fields) as NewStore),
          slug: await repository.uniqueSlug(tx, fields.name, fields.city),
          // A new pharmacy takes no orders until its people are in and an administrator activates it
          status: 'paused',
          isAcceptingOrders: false,
        });
        await recordAdminAction(tx, {
          actor,
          action: 'store.created',
          subjectType: SUBJECT,
          subjectId: store.id,
          before: null,
          after: auditState(store),
        });
        return store.id;
      });
      return detail(id);
    },

    update(actor: Actor, storeId: string, input: z.output<typeof ZAdminStoreUpdate>) {
      return change(actor, storeId, 'store.updated', input.reason ?? null, async (tx) => {
        const saved = await repository.updateAt(tx, storeId, input.version, columnsOf(input.fields));
        if (!saved) {
          throw new AppError(
            'RECORD_CHANGED',
            'Someone changed this pharmacy since you opened it. Reload to see their change, then edit again.',
          );
        }
      });
    },

    setStatus(actor: Actor, storeId: string, status: TStoreStatus, reason: string) {
      return change(actor, storeId, 'store.status_changed', reason, async (tx, store) => {
        if (store.status === status) throw new AppError('CONFLICT', `This pharmacy is already ${status}.`);
        await repository.updateAt(tx, storeId, new Date(store.updatedAt).toISOString(), { status });
        if (status !== 'active') await moveOffersAway(tx, storeId, reason);
      });
    },

    decideChangeRequest(
      actor: Actor,
      storeId: string,
      requestId: string,
      decision: { decision: 'approve' | 'reject'; note: string },
    ) {
      const action = decision.decision === 'approve' ? 'store.change_approved' : 'store.change_rejected';
      return change(actor, storeId, action, decision.note, async (tx, store) => {
        const request = await repository.lockChangeRequest(tx, storeId, requestId);
        if (!request) throw new AppError('NOT_FOUND', 'This pharmacy has no such request.');
        if (request.status !== 'pending') throw new AppError('CONFLICT', 'This request has already been decided.');
        if (decision.decision === 'approve') {
          const value = request.requestedValue;
          const applied: Partial<NewStore> | null = {
            name: { name: value },
            gstin: { gstin: value },
            drug_licence_form20: { drugLicenceForm20: value },
            drug_licence_form21: { drugLicenceForm21: value },
            drug_licence_valid_until: { drugLicenceValidUntil: value },
            // A free-text address cannot be split into the record's lines: the administrator edits them
            address: null,
          }[request.field as keyof typeof CHANGE_REQUEST_FIELD_LABELS];
          if (request.field === 'gstin' && !gstinMatchesState(value, store.state)) {
            throw new AppError('CONFLICT', `This GSTIN is not registered in ${store.state}, where the pharmacy is.`);
          }
          if (applied) await repository.updateAt(tx, storeId, new Date(store.updatedAt).toISOString(), applied);
        }
        await repository.decideChangeRequest(tx, requestId, {
          status: decision.decision === 'approve' ? 'approved' : 'rejected',
          note: decision.note,
          reviewedBy: actor.userId,
        });
      });
    },
  };
}
export type AdminStoresService = ReturnType<typeof createAdminStoresService>;
