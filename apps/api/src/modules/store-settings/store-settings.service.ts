/**
 * A pharmacy's settings (issue 14): what the owner sets (contact, photo, hours, holiday closures, minimum
 * order) and what only the platform changes, asked for through change requests (licences, GSTIN).
 * Every change is written to the store's audit log with who made it.
 */
import { randomUUID } from 'node:crypto';
import { formatIndianDateTime } from '@dawanow/shared/dates';
import { closureAt, isStoreOpenAt, type TWeeklyHours } from '@dawanow/shared/opening-hours';
import {
  closureTimingProblem,
  MAX_OPEN_CLOSURES,
  type TChangeRequest,
  type TStoreClosure,
  type TStoreSettings,
  type ZNewChangeRequest,
  type ZNewClosure,
  type ZStoreContactUpdate,
} from '@dawanow/shared/store-settings';
import type { z } from 'zod';
import { type Db, type Executor, readEach } from '../../db/client';
import type { Actor } from '../../lib/access';
import { AppError } from '../../lib/errors';
import { reencodeImage } from '../../lib/images';
import type { FileStorage, StoredFile } from '../../providers/storage/file-storage';
import type { StoreRow, StoresRepository } from '../stores/stores.repository';
import type { ChangeRequestRow, ClosureRow, StoreSettingsRepository } from './store-settings.repository';

const noStore = () => new AppError('NOT_FOUND', 'There is no such store.');
const photoKey = (storeId: string, photoId: string) => `stores/${storeId}/${photoId}.jpg`;
const PHOTO_URL = /^\/api\/stores\/([0-9a-f-]{36})\/photos\/([0-9a-f-]{36})$/;

function closureView(row: ClosureRow, now: Date): TStoreClosure {
  return {
    id: row.id,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    reason: row.reason,
    isCurrent: closureAt([row], now) !== null,
  };
}

export function changeRequestView(row: ChangeRequestRow): TChangeRequest {
  return {
    id: row.id,
    field: row.field as TChangeRequest['field'],
    requestedValue: row.requestedValue,
    reason: row.reason,
    status: row.status,
    reviewNote: row.reviewNote,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

/** What the field holds today, to refuse a "change" to the same value. */
function currentValue(store: StoreRow, field: TChangeRequest['field']): string {
  switch (field) {
    case 'name':
      return store.name;
    case 'address':
      return [store.addressLine1, store.addressLine2, store.locality, store.city, store.postalCode]
        .filter(Boolean)
        .join(', ');
    case 'drug_licence_form20':
      return store.drugLicenceForm20;
    case 'drug_licence_form21':
      return store.drugLicenceForm21;
    case 'drug_licence_valid_until':
      return store.drugLicenceValidUntil;
    case 'gstin':
      return store.gstin;
  }
}

export function createStoreSettingsService(deps: {
  db: Db;
  repository: StoreSettingsRepository;
  storesRepository: Pick<StoresRepository, 'find' | 'findWithClosures' | 'lock' | 'updateSettings'>;
  storage: FileStorage;
  clock?: () => Date;
}) {
  const { db, repository, storesRepository, storage, clock = () => new Date() } = deps;

  async function view(ex: Executor, storeId: string): Promise<TStoreSettings> {
    const now = clock();
    const [found, pharmacists] = await readEach(ex, [
      () => storesRepository.findWithClosures(ex, storeId, { from: now, to: now }),
      () => repository.pharmacists(ex, storeId),
    ]);
    if (!found) throw noStore();
    const { store, closures } = found;
    return {
      id: store.id,
      name: store.name,
      address: currentValue(store, 'address'),
      imageUrl: store.imageUrl,
      phone: store.phone,
      email: store.email,
      weeklyHours: store.openingHours,
      isAcceptingOrders: store.isAcceptingOrders,
      isOpenNow: isStoreOpenAt(store.openingHours, closures, now),
      minOrderValuePaise: store.minOrderValuePaise,
      licences: {
        drugLicenceForm20: store.drugLicenceForm20,
        drugLicenceForm21: store.drugLicenceForm21,
        drugLicenceValidUntil: store.drugLicenceValidUntil,
        gstin: store.gstin,
      },
      pharmacists: pharmacists.map((pharmacist) => ({
        userId: pharmacist.userId,
        name: pharmacist.pharmacistName ?? '',
        registrationNumber: pharmacist.registrationNumber ?? '',
        isOnDuty: pharmacist.isOnDuty,
      })),
    };
  }

  /** Changes columns of the store's own row and records who did it. */
  async function update(
    actor: Actor,
    storeId: string,
    subject: string,
    patch: Parameters<StoresRepository['updateSettings']>[2],
  ): Promise<TStoreSettings> {
    return db.transaction(async (tx) => {
      if (!(await storesRepository.updateSettings(tx, storeId, patch))) throw noStore();
      await repository.audit(tx, {
        storeId,
        actorUserId: actor.userId,
        action: 'settings.updated',
        subject,
        detail: patch,
      });
      return view(tx, storeId);
    });
  }

  return {
    read: (storeId: string) => view(db, storeId),

    updateContact: (actor: Actor, storeId: string, contact: z.output<typeof ZStoreContactUpdate>) =>
      update(actor, storeId, 'contact', contact),

    updateHours: (actor: Actor, storeId: string, weeklyHours: TWeeklyHours) =>
      update(actor, storeId, 'hours', { openingHours: weeklyHours }),

    updateMinOrder: (actor: Actor, storeId: string, minOrderValuePaise: number) =>
      update(actor, storeId, 'min_order', { minOrderValuePaise }),

    /** Stores the new photo (re-encoded: no EXIF or GPS, nothing appended), then points the store at it. */
    async replacePhoto(actor: Actor, storeId: string, bytes: Buffer): Promise<TStoreSettings> {
      const before = await storesRepository.find(db, storeId);
      if (!before) throw noStore();
      const image = await reencodeImage(bytes, {
        unreadableMessage: 'This photo could not be read. Choose a JPEG, PNG or WebP picture of the shop.',
      });
      const photoId = randomUUID();
      const key = photoKey(storeId, photoId);
      await storage.put(key, image.body, image.contentType);
      try {
        const settings = await update(actor, storeId, 'photo', {
          imageUrl: `/api/stores/${storeId}/photos/${photoId}`,
        });
        await removeStoredPhoto(before.imageUrl);
        return settings;
      } catch (error) {
        await storage.remove(key).catch(() => undefined);
        throw error;
      }
    },

    async removePhoto(actor: Actor, storeId: string): Promise<TStoreSettings> {
      const before = await storesRepository.find(db, storeId);
      if (!before) throw noStore();
      const settings = await update(actor, storeId, 'photo', { imageUrl: null });
      await removeStoredPhoto(before.imageUrl);
      return settings;
    },

    /** A photo uploaded here; demo stores' pictures are files of the web app and never come through this. */
    async photo(storeId: string, photoId: string): Promise<StoredFile> {
      const file = await storage.get(photoKey(storeId, photoId));
      if (!file) throw new AppError('NOT_FOUND', 'There is no such photo.');
      return file;
    },

    async closures(storeId: string): Promise<TStoreClosure[]> {
      const now = clock();
      return (await repository.openClosures(db, storeId, now)).map((row) => closureView(row, now));
    },

    async addClosure(actor: Actor, storeId: string, input: z.output<typeof ZNewClosure>): Promise<TStoreClosure> {
      const now = clock();
      const timing = closureTimingProblem(input, now);
      if (timing) throw new AppError('VALIDATION_FAILED', timing);
      const startsAt = new Date(input.startsAt);
      const endsAt = new Date(input.endsAt);
      const row = await db.transaction(async (tx) => {
        // One closure check at a time per store: two owners adding overlapping closures cannot both pass.
        if (!(await storesRepository.lock(tx, storeId))) throw noStore();
        const clash = await repository.overlapping(tx, storeId, startsAt, endsAt);
        if (clash) {
          throw new AppError(
            'CONFLICT',
            `This overlaps the closure for ${clash.reason} (${formatIndianDateTime(clash.startsAt)} to ${formatIndianDateTime(clash.endsAt)}). Change or delete that one first.`,
          );
        }
        if ((await repository.openClosures(tx, storeId, now)).length >= MAX_OPEN_CLOSURES) {
          throw new AppError('CONFLICT', `A store can plan at most ${MAX_OPEN_CLOSURES} closures at a time.`);
        }
        const inserted = await repository.insertClosure(tx, {
          storeId,
          startsAt,
          endsAt,
          reason: input.reason,
          createdBy: actor.userId,
        });
        await repository.audit(tx, {
          storeId,
          actorUserId: actor.userId,
          action: 'closure.added',
          subject: inserted.id,
          detail: { startsAt: input.startsAt, endsAt: input.endsAt, reason: input.reason },
        });
        return inserted;
      });
      return closureView(row, now);
    },

    async removeClosure(actor: Actor, storeId: string, closureId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const removed = await repository.deleteOpenClosure(tx, storeId, closureId, clock());
        // Another store's closure, or one already over, is "not found" here alike.
        if (!removed) throw new AppError('NOT_FOUND', 'There is no such closure still to come.');
        await repository.audit(tx, {
          storeId,
          actorUserId: actor.userId,
          action: 'closure.removed',
          subject: closureId,
          detail: { startsAt: removed.startsAt.toISOString(), endsAt: removed.endsAt.toISOString() },
        });
      });
    },

    async changeRequests(storeId: string): Promise<TChangeRequest[]> {
      return (await repository.changeRequests(db, storeId)).map(changeRequestView);
    },

    async requestChange(
      actor: Actor,
      storeId: string,
      input: z.output<typeof ZNewChangeRequest>,
    ): Promise<TChangeRequest> {
      const row = await db.transaction(async (tx) => {
        // The table has no unique index on pending requests: the store's row lock makes "one pending per field" hold.
        await storesRepository.lock(tx, storeId);
        const store = await storesRepository.find(tx, storeId);
        if (!store) throw noStore();
        if (currentValue(store, input.field) === input.requestedValue) {
          throw new AppError('VALIDATION_FAILED', 'That is already the value on file.');
        }
        if (await repository.pendingRequestFor(tx, storeId, input.field)) {
          throw new AppError(
            'CONFLICT',
            'A change to this is already waiting for review. You can ask again once it is decided.',
          );
        }
        const inserted = await repository.insertChangeRequest(tx, { storeId, requestedBy: actor.userId, ...input });
        await repository.audit(tx, {
          storeId,
          actorUserId: actor.userId,
          action: 'change_request.created',
          subject: input.field,
          detail: { requestId: inserted.id },
        });
        return inserted;
      });
      return changeRequestView(row);
    },
  };

  /** Deletes the file of a photo uploaded here once nothing points at it; a failure leaves an orphan, not an error. */
  async function removeStoredPhoto(imageUrl: string | null): Promise<void> {
    const match = imageUrl ? PHOTO_URL.exec(imageUrl) : null;
    if (match?.[1] && match[2]) await storage.remove(photoKey(match[1], match[2])).catch(() => undefined);
  }
}
export type StoreSettingsService = ReturnType<typeof createStoreSettingsService>;
