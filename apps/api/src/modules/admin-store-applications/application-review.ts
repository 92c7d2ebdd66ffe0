/**
 * Issue 18's review flow: an administrator takes a submitted application into review, sends it back with changes
 * asked field by field, rejects it with a reason, or approves it. Approval is one transaction: the store (taking
 * no orders until its owner switches them on), the applicant as its owner (their next request carries the store,
 * since access is read from `store_members` per request), the sealed payout account, the audit record and the
 * owner's notification. Every decision names the version the reviewer read, and nobody decides their own.
 */
import { addDays, indianToday } from '@dawanow/shared/dates';
import type { TWeeklyHours } from '@dawanow/shared/opening-hours';
import { LICENCE_MIN_VALID_DAYS, type TStoreApplicationDocumentKind } from '@dawanow/shared/store-application-steps';
import {
  AWAITING_REVIEW_STATUSES,
  STORE_APPLICATION_FIELD_LABELS,
  type TStoreApplicationStatus,
  type ZApproveApplication,
  type ZRejectApplication,
  type ZRequestApplicationChanges,
} from '@dawanow/shared/store-applications';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import type { Actor } from '../../lib/access';
import { AppError } from '../../lib/errors';
import type { Mailer } from '../../providers/mail/mailer';
import type { FileStorage } from '../../providers/storage/file-storage';
import type { RecordAdminAction } from '../admin-audit/admin-audit.service';
import type { AdminStoresRepository } from '../admin-stores/admin-stores.repository';
import type { BankAccounts } from '../money/bank-accounts';
import type { Notifier } from '../notifications/notifier';
import { documentFile } from '../store-applications/send-document';
import type {
  StoreApplicationInsert,
  StoreApplicationsRepository,
} from '../store-applications/store-applications.repository';
import { APPLICATION_STATUS_PATH, type ApplicantNotice, tellApplicant } from '../store-applications/tell-applicant';
import type { StoreTeamRepository } from '../store-team/store-team.repository';

type ApplicationRow = NonNullable<Awaited<ReturnType<StoreApplicationsRepository['lockById']>>>;

export function createApplicationReview(deps: {
  db: Db;
  applications: StoreApplicationsRepository;
  stores: Pick<AdminStoresRepository, 'insert' | 'uniqueSlug'>;
  team: Pick<StoreTeamRepository, 'addMember'>;
  bankAccounts: Pick<BankAccounts, 'adoptSealed'>;
  recordAdminAction: RecordAdminAction;
  notifier: Notifier;
  mailer: Mailer | null;
  storage: FileStorage;
  /** The applicant's e-mail for telling them, and the detail the routes answer with */
  applicantEmail: (ex: Executor, userId: string) => Promise<string | null>;
  /** The site's address, for the status page link in the e-mail */
  publicUrl: string;
  log: { warn: (object: object, message: string) => void };
}) {
  const { db, applications, stores, team, bankAccounts, recordAdminAction, notifier, mailer, storage } = deps;

  /**
   * Runs one decision on a locked application in the state it must be in, tells the applicant in the app in the
   * same transaction, then by e-mail.
   */
  async function decide(
    actor: Actor,
    applicationId: string,
    version: number,
    from: readonly TStoreApplicationStatus[],
    decision: (
      tx: Executor,
      row: ApplicationRow,
    ) => Promise<{
      set: Partial<StoreApplicationInsert>;
      notice: ApplicantNotice;
      fieldNotes?: Record<string, string>;
    }>,
  ): Promise<void> {
    const { applicant, notice } = await db.transaction(async (tx) => {
      const row = await applications.lockById(tx, applicationId);
      if (!row || row.status === 'draft')
        throw new AppError('NOT_FOUND', 'There is no store application with this id.');
      // Issue 18: an administrator who applied for a pharmacy may not be its reviewer
      if (row.applicantUserId === actor.userId) {
        throw new AppError('FORBIDDEN', 'You applied for this pharmacy, so another administrator must decide it.');
      }
      if (row.version !== version) {
        throw new AppError(
          'RECORD_CHANGED',
          'The application changed since you opened it. Reload it and decide again.',
        );
      }
      if (!from.includes(row.status)) {
        throw new AppError(
          'CONFLICT',
          `This application is ${row.status.replace('_', ' ')} and cannot be decided that way now.`,
        );
      }
      const { set, notice, fieldNotes } = await decision(tx, row);
      await applications.update(tx, row.id, set);
      await applications.addEvent(tx, {
        applicationId: row.id,
        fromStatus: row.status,
        toStatus: set.status ?? row.status,
        actorUserId: actor.userId,
        note: set.decisionNote ?? null,
        fieldNotes: fieldNotes ?? null,
      });
      await tellApplicant(notifier, tx, row, notice);
      return { applicant: row.applicantUserId, notice };
    });
    // E-mail where SMTP is configured; the decision stands whether or not the mail goes
    const to = mailer && (await deps.applicantEmail(db, applicant));
    if (mailer && to) {
      await mailer
        .send({
          to,
          subject: 'Your DawaNow pharmacy partner application',
          text: `${notice.body}\n\nSee where it stands: ${deps.publicUrl}${APPLICATION_STATUS_PATH}`,
        })
        .catch((error: unknown) => deps.log.warn({ err: error, applicationId }, 'application decision mail not sent'));
    }
  }

  return {
    startReview: (actor: Actor, applicationId: string, version: number) =>
      decide(actor, applicationId, version, ['submitted', 'resubmitted'], async () => ({
        set: { status: 'under_review' },
        notice: {
          kind: 'application_under_review',
          title: 'Your application is being reviewed',
          body: 'A reviewer has started checking your application.',
        },
      })),

    requestChanges: (actor: Actor, applicationId: string, input: z.output<typeof ZRequestApplicationChanges>) =>
      decide(actor, applicationId, input.version, AWAITING_REVIEW_STATUSES, async () => ({
        set: { status: 'changes_requested', decisionNote: input.note ?? null },
        fieldNotes: input.fieldNotes,
        notice: {
          kind: 'application_changes_requested',
          title: 'Changes needed on your application',
          body: `The reviewer asked for changes before your pharmacy can be approved:\n\n${Object.entries(
            input.fieldNotes,
          )
            .map(([field, note]) => `- ${STORE_APPLICATION_FIELD_LABELS[field] ?? field}: ${note}`)
            .join('\n')}${input.note ? `\n\n${input.note}` : ''}`,
        },
      })),

    reject: (actor: Actor, applicationId: string, input: z.output<typeof ZRejectApplication>) =>
      decide(actor, applicationId, input.version, AWAITING_REVIEW_STATUSES, async () => ({
        set: { status: 'rejected', decidedAt: new Date(), decisionNote: input.reason },
        notice: {
          kind: 'application_rejected',
          title: 'Your application was not approved',
          body: `We could not approve your application. The reviewer’s reason:\n\n${input.reason}`,
        },
      })),

    approve: (actor: Actor, applicationId: string, input: z.output<typeof ZApproveApplication>) =>
      decide(actor, applicationId, input.version, AWAITING_REVIEW_STATUSES, async (tx, row) => {
        const validUntil = [row.drugLicenceForm20ValidUntil, row.drugLicenceForm21ValidUntil].sort()[0] as string;
        if (validUntil < addDays(indianToday(), LICENCE_MIN_VALID_DAYS)) {
          throw new AppError(
            'CONFLICT',
            'A drug licence has expired or expires within 30 days. Ask for a renewed one.',
          );
        }
        const account = await applications.bankAccount(tx, row.id);
        if (!account) throw new AppError('CONFLICT', 'The application has no payout account. Ask for one.');
        // The submit check's GSTIN rule again: a store may have been added by hand since
        if (await applications.storeHasGstin(tx, row.gstin as string)) {
          throw new AppError('CONFLICT', 'A pharmacy with this GSTIN is already on DawaNow.');
        }
        const name = row.tradeName as string;
        const city = row.city as string;
        const store = await stores.insert(tx, {
          slug: await stores.uniqueSlug(tx, name, city),
          name,
          addressLine1: row.addressLine1 as string,
          addressLine2: row.addressLine2,
          locality: row.locality as string,
          city,
          state: row.state as string,
          postalCode: row.postalCode as string,
          latitude: row.latitude as number,
          longitude: row.longitude as number,
          phone: row.phone as string,
          email: row.email as string,
          drugLicenceForm20: row.drugLicenceForm20 as string,
          drugLicenceForm21: row.drugLicenceForm21 as string,
          drugLicenceValidUntil: validUntil,
          gstin: row.gstin as string,
          pharmacistName: row.pharmacistName as string,
          pharmacistRegistrationNumber: row.pharmacistRegistrationNumber as string,
          openingHours: row.openingHours as TWeeklyHours,
          // Live for customers once its owner switches on accepting orders (after adding stock)
          status: 'active',
          isAcceptingOrders: false,
        });
        await team.addMember(tx, store.id, row.applicantUserId, 'owner');
        await bankAccounts.adoptSealed(tx, store.id, {
          sealedDetails: account.sealedDetails,
          destination: account.destination,
          holderName: account.holderName,
          changedBy: row.applicantUserId,
        });
        await recordAdminAction(tx, {
          actor,
          action: 'store.created',
          subjectType: 'store',
          subjectId: store.id,
          before: null,
          after: { name, gstin: row.gstin, fromApplication: row.id, owner: row.applicantUserId },
        });
        await notifier.notifyStore(tx, {
          storeId: store.id,
          kind: 'team_change',
          permission: 'settings',
          title: 'Welcome to DawaNow',
          body: `${name} is approved. Add your stock, then switch on accepting orders in Settings.`,
          link: '/store/settings',
          dedupeKey: `application_approved:${row.id}`,
          firstWrite: true,
        });
        return {
          set: { status: 'approved', decidedAt: new Date(), storeId: store.id, decisionNote: null },
          notice: {
            kind: 'application_approved',
            title: `${name} is approved`,
            body: `${name} is approved. Sign in and open the store panel to add your stock and switch on accepting orders.`,
          },
        };
      }),

    /** One document for the reviewer: private, read only through this route. */
    async openDocument(applicationId: string, kind: TStoreApplicationDocumentKind) {
      return documentFile(storage, await applications.document(db, applicationId, kind), kind);
    },
  };
}
export type ApplicationReview = ReturnType<typeof createApplicationReview>;
