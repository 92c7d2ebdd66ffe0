/**
 * Issue 18: a pharmacy applies to join. The applicant saves each step of one application (started by the first
 * save, one undecided application per account), uploads its documents (kept privately, checked by content like
 * prescriptions), gives a payout account (sealed as a store's is), and submits it with the Pharmacy Partner
 * Agreement accepted. Every save is checked again here with the shared step schemas' rules that join steps, and
 * submission checks the whole application once more (a licence can lapse while a draft waits).
 */
import { createHash, randomUUID } from 'node:crypto';
import { ZRefundBankDetails } from '@dawanow/shared/orders/cash-refunds';
import {
  EDITABLE_APPLICATION_STATUSES,
  gstinStateIssue,
  PHARMACY_AGREEMENT_VERSION,
  requiredDocumentKinds,
  STORE_APPLICATION_MAX_FILE_BYTES,
  type TMyStoreApplication,
  type TStoreApplicationDocumentKind,
  type TStoreApplicationStep,
  type ZBankStep,
  type ZBusinessStep,
  ZLicencesStep,
  type ZPremisesStep,
} from '@dawanow/shared/store-application-steps';
import type { z } from 'zod';
import { type Db, type Executor, readEach, type Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { Actor } from '../../lib/access';
import { AppError } from '../../lib/errors';
import { reencodeImage } from '../../lib/images';
import { sealedBox } from '../../lib/sealed-box';
import type { FileStorage } from '../../providers/storage/file-storage';
import type { AdminStoreApplicationsRepository } from '../admin-store-applications/admin-store-applications.repository';
import type { Notifier } from '../notifications/notifier';
import { maskDestination } from '../payments/cash-refunds.service';
import { assertSafePdf } from '../prescriptions/pdf-safety';
import { detectKind } from '../prescriptions/prescription-files';
import { applicationFields, documentView } from './application-fields';
import { documentFile } from './send-document';
import type { StoreApplicationInsert, StoreApplicationsRepository } from './store-applications.repository';
import { tellApplicant } from './tell-applicant';

type ApplicationRow = NonNullable<Awaited<ReturnType<StoreApplicationsRepository['latestOf']>>>;

/**
 * The same purpose as a store's payout account (money/bank-accounts.ts): approval moves the sealed bytes to the new
 * store as they are, so the account is never opened on the way.
 */
export const PAYOUT_ACCOUNT_SEAL_PURPOSE = 'store-payout-account';

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** A field refused by a rule joining steps, in the shape the API gives schema failures (error-handler.ts) */
const invalid = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, [{ path: `body.${field}`, message }]);

const requiredDocuments = (row: ApplicationRow) =>
  requiredDocumentKinds({ hasForm20b: row.drugLicenceForm20b !== null, hasForm21b: row.drugLicenceForm21b !== null });

/** What a stored document really is, decided by its bytes: PDFs checked for active content, images re-encoded. */
async function processDocument(bytes: Buffer): Promise<{ body: Buffer; contentType: string; sha256: string }> {
  if (bytes.length === 0) throw new AppError('VALIDATION_FAILED', 'The file is empty.');
  if (bytes.length > STORE_APPLICATION_MAX_FILE_BYTES)
    throw new AppError('PAYLOAD_TOO_LARGE', 'Each document must be at most 10 MB.');
  const kind = detectKind(bytes);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  if (kind === 'pdf') {
    await assertSafePdf(bytes);
    return { body: bytes, contentType: 'application/pdf', sha256 };
  }
  // HEIC is refused: reviewers open these on any computer, which cannot all show it
  if (kind === 'jpeg' || kind === 'png' || kind === 'webp') {
    const { body, contentType } = await reencodeImage(bytes);
    return { body, contentType, sha256 };
  }
  throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Upload a PDF, or a JPEG, PNG or WebP photo.');
}

export function createStoreApplicationsService(deps: {
  db: Db;
  repository: StoreApplicationsRepository;
  /** The review's events, with who made them */
  adminRepository: Pick<AdminStoreApplicationsRepository, 'events'>;
  storage: FileStorage;
  secret: string;
  /** The applicant's inbox: "we received your application" */
  notifier: Pick<Notifier, 'notifyUser'>;
}) {
  const { db, repository, adminRepository, storage } = deps;
  const box = sealedBox(deps.secret, PAYOUT_ACCOUNT_SEAL_PURPOSE, ZRefundBankDetails);

  async function view(ex: Executor, row: ApplicationRow): Promise<TMyStoreApplication> {
    const [documents, bank, events] = await readEach(ex, [
      () => repository.documents(ex, row.id),
      () => repository.bankAccount(ex, row.id),
      () => adminRepository.events(ex, row.id),
    ]);
    const fields = applicationFields(row);
    const has = (values: unknown[]) => values.every((value) => value !== null);
    const uploaded = new Set(documents.map((document) => document.kind));
    const completed: Record<TStoreApplicationStep, boolean> = {
      business: has(Object.values(fields.business)),
      premises: has([
        row.addressLine1,
        row.locality,
        row.city,
        row.state,
        row.postalCode,
        row.latitude,
        row.openingHours,
      ]),
      licences: has([row.drugLicenceForm20, row.drugLicenceForm21, row.pharmacistName]),
      documents: requiredDocuments(row).every((kind) => uploaded.has(kind)),
      bank: bank !== null,
      review: row.status !== 'draft',
    };
    const lastRequest = events.findLast((event) => event.toStatus === 'changes_requested');
    return {
      id: row.id,
      status: row.status,
      submittedAt: iso(row.submittedAt),
      decidedAt: iso(row.decidedAt),
      decisionNote: row.decisionNote,
      ...fields,
      documents: documents.map(documentView),
      bankAccount: bank && { destination: bank.destination, holderName: bank.holderName },
      completedSteps: (Object.keys(completed) as TStoreApplicationStep[]).filter((step) => completed[step]),
      agreement:
        row.agreementVersion && row.agreementAcceptedAt
          ? { version: row.agreementVersion, acceptedAt: row.agreementAcceptedAt.toISOString() }
          : null,
      // The notes stand while the applicant works on them; once resubmitted they are history
      fieldNotes: row.status === 'changes_requested' ? (lastRequest?.fieldNotes ?? {}) : {},
      events: events.map(({ at, ...event }) => ({ ...event, at: at.toISOString() })),
      storeId: row.storeId,
    };
  }

  /**
   * Runs a change to the applicant's own undecided application in one transaction, starting a draft when there is
   * none. Refused while a reviewer has it: the applicant edits a draft, or one sent back for changes.
   */
  async function change(
    actor: Actor,
    write: (tx: Tx, row: ApplicationRow) => Promise<Partial<StoreApplicationInsert> | null>,
  ): Promise<TMyStoreApplication> {
    return db
      .transaction(async (tx) => {
        const row =
          (await repository.undecidedForUpdate(tx, actor.userId)) ?? (await repository.startDraft(tx, actor.userId));
        if (!(EDITABLE_APPLICATION_STATUSES as readonly string[]).includes(row.status)) {
          throw new AppError(
            'CONFLICT',
            'Your application is with our reviewers, so it cannot be changed now. If they need changes, they will tell you.',
          );
        }
        const set = await write(tx, row);
        return view(tx, set ? await repository.update(tx, row.id, set) : row);
      })
      .catch((error: unknown) => {
        // Two devices starting a draft at once, or two pharmacies submitting the same GSTIN or licence at once
        // (the same number in another licence's column waits in `lockNumbers` instead): the unique indexes let
        // one through, and the other hears why
        if (!isUniqueViolation(error)) throw error;
        throw new AppError(
          'CONFLICT',
          'Another application with this GSTIN or drug licence number, or a save from another device, came first. Reload and try again.',
        );
      });
  }

  return {
    async mine(actor: Actor): Promise<{ application: TMyStoreApplication | null }> {
      const row = await repository.latestOf(db, actor.userId);
      return { application: row && (await view(db, row)) };
    },

    saveBusiness: (actor: Actor, step: z.output<typeof ZBusinessStep>) =>
      change(actor, async (_tx, row) => {
        const issue = gstinStateIssue(step.gstin, row.state);
        if (issue) throw invalid('gstin', issue);
        return step;
      }),

    savePremises: (actor: Actor, step: z.output<typeof ZPremisesStep>) =>
      change(actor, async (_tx, row) => {
        const issue = gstinStateIssue(row.gstin, step.state);
        if (issue) throw invalid('state', issue);
        const { weeklyHours, addressLine2, ...premises } = step;
        return { ...premises, addressLine2: addressLine2 ?? null, openingHours: weeklyHours };
      }),

    saveLicences: (actor: Actor, step: z.output<typeof ZLicencesStep>) =>
      change(actor, async () => ({
        drugLicenceForm20: step.form20.number,
        drugLicenceForm20ValidUntil: step.form20.validUntil,
        drugLicenceForm21: step.form21.number,
        drugLicenceForm21ValidUntil: step.form21.validUntil,
        drugLicenceForm20b: step.form20b?.number ?? null,
        drugLicenceForm20bValidUntil: step.form20b?.validUntil ?? null,
        drugLicenceForm21b: step.form21b?.number ?? null,
        drugLicenceForm21bValidUntil: step.form21b?.validUntil ?? null,
        pharmacistName: step.pharmacistName,
        pharmacistRegistrationNumber: step.pharmacistRegistrationNumber,
      })),

    saveBankAccount: (actor: Actor, details: z.output<typeof ZBankStep>) =>
      change(actor, async (tx, row) => {
        await repository.putBankAccount(tx, {
          applicationId: row.id,
          sealedDetails: box.seal(details),
          destination: maskDestination(details),
          holderName: details.method === 'bank' ? details.accountHolder : null,
        });
        return {};
      }),

    async uploadDocument(actor: Actor, kind: TStoreApplicationDocumentKind, bytes: Buffer) {
      // Checked and re-encoded before the transaction: a slow file never holds the application's lock
      const file = await processDocument(bytes);
      const stored: string[] = [];
      let replaced: string | null = null;
      try {
        const answer = await change(actor, async (tx, row) => {
          const key = `store-applications/${row.id}/${kind}-${randomUUID()}`;
          await storage.put(key, file.body, file.contentType);
          stored.push(key);
          replaced = (await repository.document(tx, row.id, kind))?.storageKey ?? null;
          await repository.putDocument(tx, {
            applicationId: row.id,
            kind,
            storageKey: key,
            contentType: file.contentType,
            sizeBytes: file.body.length,
            sha256: file.sha256,
          });
          return {};
        });
        if (replaced) await storage.remove(replaced).catch(() => undefined);
        return answer;
      } catch (error) {
        // The row was not written: the file it would have named goes too
        await Promise.all(stored.map((key) => storage.remove(key).catch(() => undefined)));
        throw error;
      }
    },

    /** One of the applicant's own documents; nobody else's application is reachable from here. */
    async openDocument(actor: Actor, kind: TStoreApplicationDocumentKind) {
      const row = await repository.latestOf(db, actor.userId);
      return documentFile(storage, row && (await repository.document(db, row.id, kind)), kind);
    },

    submit: (actor: Actor, ip: string) =>
      change(actor, async (tx, row) => {
        const current = await view(tx, row);
        const missing = (['business', 'premises', 'licences', 'documents', 'bank'] as const).filter(
          (step) => !current.completedSteps.includes(step),
        );
        if (missing.length > 0) {
          throw new AppError('VALIDATION_FAILED', `Finish these steps first: ${missing.join(', ')}.`, { missing });
        }
        // Saved steps are checked again as a whole: a licence may have come within 30 days of expiry meanwhile
        const licence = (number: string | null, validUntil: string | null) => number && { number, validUntil };
        const licences = ZLicencesStep.safeParse({
          form20: licence(row.drugLicenceForm20, row.drugLicenceForm20ValidUntil),
          form21: licence(row.drugLicenceForm21, row.drugLicenceForm21ValidUntil),
          form20b: licence(row.drugLicenceForm20b, row.drugLicenceForm20bValidUntil),
          form21b: licence(row.drugLicenceForm21b, row.drugLicenceForm21bValidUntil),
          pharmacistName: row.pharmacistName,
          pharmacistRegistrationNumber: row.pharmacistRegistrationNumber,
        });
        if (!licences.success) {
          const issue = licences.error.issues[0];
          throw invalid(issue?.path.join('.') ?? 'licences', issue?.message ?? 'Check the licences.');
        }
        const gstin = row.gstin as string;
        const issue = gstinStateIssue(gstin, row.state);
        if (issue) throw invalid('gstin', issue);
        if (await repository.storeHasGstin(tx, gstin)) {
          throw new AppError(
            'CONFLICT',
            'A pharmacy with this GSTIN is already on DawaNow. If it is yours, ask its owner to add you to its team, or write to partners@dawanow.in.',
          );
        }
        const { form20, form21, form20b, form21b } = licences.data;
        const numbers = {
          gstin,
          licences: [form20, form21, form20b, form21b].flatMap((held) => (held ? [held.number] : [])),
        };
        await repository.lockNumbers(tx, [numbers.gstin, ...numbers.licences]);
        const duplicate = await repository.openDuplicate(tx, row.id, numbers);
        if (duplicate) {
          throw new AppError(
            'CONFLICT',
            duplicate === 'gstin'
              ? 'Another application with this GSTIN is being reviewed. Write to partners@dawanow.in if it is not yours.'
              : 'Another application with one of these drug licence numbers is being reviewed. Write to partners@dawanow.in if it is not yours.',
          );
        }
        const status = row.status === 'draft' ? 'submitted' : 'resubmitted';
        await repository.addEvent(tx, {
          applicationId: row.id,
          fromStatus: row.status,
          toStatus: status,
          actorUserId: actor.userId,
        });
        await tellApplicant(deps.notifier, tx, row, {
          kind: 'application_received',
          title: status === 'submitted' ? 'We received your application' : 'We received your changes',
          body:
            status === 'submitted'
              ? `${row.tradeName} is in the queue for review. We will tell you here when a reviewer starts, and when they decide.`
              : `${row.tradeName} is back in the queue. The reviewer will check what you changed.`,
        });
        return {
          status,
          submittedAt: new Date(),
          agreementVersion: PHARMACY_AGREEMENT_VERSION,
          agreementAcceptedAt: new Date(),
          agreementIpAddress: ip,
          decisionNote: null,
        };
      }),
  };
}
export type StoreApplicationsService = ReturnType<typeof createStoreApplicationsService>;
