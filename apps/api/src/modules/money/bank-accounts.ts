/**
 * A store's payout account. Redirecting a pharmacy's payouts is how money gets stolen, so a change needs the
 * owner's own password again (wrong guesses are rate-limited), is written to the store's audit log with the
 * address it came from, holds payouts for BANK_CHANGE_HOLD_HOURS, and tells the owners. The details are
 * sealed at rest; only the payout provider ever reads them back.
 */
import { formatIndianDateTime } from '@dawanow/shared/dates';
import { type TRefundBankDetails, ZRefundBankDetails } from '@dawanow/shared/orders/cash-refunds';
import type { TBankAccountChange, TBankAccountView } from '@dawanow/shared/payouts/payouts';
import { BANK_CHANGE_HOLD_HOURS } from '@dawanow/shared/payouts/rules';
import { verifyPassword } from 'better-auth/crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { accounts } from '../../db/schema/auth';
import { payouts, storeBankAccounts } from '../../db/schema/ledger';
import { storeMembers } from '../../db/schema/stores';
import type { Actor } from '../../lib/access';
import { AppError } from '../../lib/errors';
import type { JobQueue } from '../../lib/jobs';
import { sealedBox } from '../../lib/sealed-box';
import type { Mailer } from '../../providers/mail/mailer';
import type { Notifier } from '../notifications/notifier';
import type { StoreAlertsRepository } from '../notifications/store-alerts.repository';
import { maskDestination } from '../payments/cash-refunds.service';
import type { RateLimitsService } from '../rate-limits/rate-limits.service';
import type { StoreSettingsRepository } from '../store-settings/store-settings.repository';

type BankAccountRow = typeof storeBankAccounts.$inferSelect;

/** Wrong passwords on this form: a few per hour per person, so a stolen session cannot guess its way in. */
const BANK_CHANGE_LIMIT = { name: 'bank-account:password', max: 5, windowSeconds: 60 * 60 };
export const BANK_VERIFY_JOB = 'bank-account-verify';

export function bankAccountView(row: BankAccountRow): TBankAccountView {
  return {
    method: row.destination.startsWith('UPI') ? 'upi' : 'bank',
    destination: row.destination,
    holderName: row.holderName,
    verification: row.verification,
    verifiedName: row.verifiedName,
    verificationNote: row.verificationNote,
    changedAt: row.changedAt.toISOString(),
    holdUntil: row.holdUntil && row.holdUntil > new Date() ? row.holdUntil.toISOString() : null,
  };
}

export type BankAccounts = ReturnType<typeof createBankAccounts>;

export function createBankAccounts(deps: {
  db: Db;
  secret: string;
  rateLimits: RateLimitsService;
  audit: Pick<StoreSettingsRepository, 'audit'>;
  owners: Pick<StoreAlertsRepository, 'storeOwners'>;
  notifier: Notifier;
  mailer: Mailer | null;
  jobs: JobQueue;
  /** Whether a provider can check the account (a penny drop); without one it stays unverified */
  canVerify: boolean;
}) {
  const { db, rateLimits, audit, owners, notifier, mailer, jobs, canVerify } = deps;
  const box = sealedBox(deps.secret, 'store-payout-account', ZRefundBankDetails);

  async function confirmOwner(actor: Actor, storeId: string, password: string): Promise<void> {
    const [member] = await db
      .select({ role: storeMembers.role })
      .from(storeMembers)
      .where(and(eq(storeMembers.storeId, storeId), eq(storeMembers.userId, actor.userId)));
    if (member?.role !== 'owner') {
      throw new AppError('FORBIDDEN', 'Only the pharmacy’s owner can change where payouts go.');
    }
    await rateLimits.consume(BANK_CHANGE_LIMIT, actor.userId);
    const [credential] = await db
      .select({ hash: accounts.password })
      .from(accounts)
      .where(and(eq(accounts.userId, actor.userId), eq(accounts.providerId, 'credential')));
    if (!credential?.hash || !(await verifyPassword({ hash: credential.hash, password }))) {
      throw new AppError('FORBIDDEN', 'That password is not right. Enter the password you sign in with.');
    }
    await rateLimits.reset(BANK_CHANGE_LIMIT, actor.userId);
  }

  return {
    async view(ex: Executor, storeId: string): Promise<TBankAccountView | null> {
      const [row] = await ex.select().from(storeBankAccounts).where(eq(storeBankAccounts.storeId, storeId));
      return row ? bankAccountView(row) : null;
    },

    /** The account's details and provider id, for sending a payout; null when there is none or it cannot be read. */
    async destination(ex: Executor, storeId: string) {
      const [row] = await ex.select().from(storeBankAccounts).where(eq(storeBankAccounts.storeId, storeId));
      const details = row ? box.open(row.sealedDetails) : null;
      return row && details ? { row, details } : null;
    },

    /**
     * Issue 18: an approved application's account becomes the new store's payout account in the approval's
     * transaction, still sealed (the application seals with this purpose), and is checked like any new account.
     */
    async adoptSealed(
      ex: Executor,
      storeId: string,
      account: { sealedDetails: Buffer; destination: string; holderName: string | null; changedBy: string },
    ): Promise<void> {
      await ex.insert(storeBankAccounts).values({
        storeId,
        ...account,
        verificationNote: canVerify ? 'Checking the account with the bank…' : null,
      });
      if (canVerify) await jobs.schedule(ex, BANK_VERIFY_JOB, `${storeId}:adopted`, new Date(), { storeId });
    },

    async change(actor: Actor, storeId: string, input: TBankAccountChange, ip: string): Promise<TBankAccountView> {
      await confirmOwner(actor, storeId, input.password);
      const details: TRefundBankDetails = input.details;
      const destination = maskDestination(details);
      const holdUntil = new Date(Date.now() + BANK_CHANGE_HOLD_HOURS * 3_600_000);
      const row = await db.transaction(async (tx) => {
        const values = {
          sealedDetails: box.seal(details),
          destination,
          holderName: details.method === 'bank' ? details.accountHolder : null,
          verification: 'unverified' as const,
          verifiedName: null,
          verificationNote: canVerify ? 'Checking the account with the bank…' : null,
          verifiedAt: null,
          providerAccountId: null,
          changedBy: actor.userId,
          changedAt: new Date(),
          holdUntil,
        };
        const [saved] = await tx
          .insert(storeBankAccounts)
          .values({ storeId, ...values })
          .onConflictDoUpdate({ target: storeBankAccounts.storeId, set: values })
          .returning();
        // Payouts not yet sent wait too: they would otherwise go to the new account at once.
        await tx
          .update(payouts)
          .set({ holdUntil, updatedAt: sql`now()` })
          .where(and(eq(payouts.storeId, storeId), eq(payouts.status, 'scheduled')));
        await audit.audit(tx, {
          storeId,
          actorUserId: actor.userId,
          action: 'bank_account.changed',
          subject: 'payout_account',
          detail: { destination, ip },
        });
        await notifier.notifyStore(tx, {
          storeId,
          kind: 'money',
          permission: 'money',
          title: 'Payout account changed',
          body: `${actor.name} set payouts to go to ${destination}. Payouts wait until ${formatIndianDateTime(holdUntil)}. If this was not you, tell DawaNow support at once.`,
          link: '/store/payouts',
          dedupeKey: `bank_account:${holdUntil.getTime()}`,
        });
        if (canVerify)
          await jobs.schedule(tx, BANK_VERIFY_JOB, `${storeId}:${holdUntil.getTime()}`, new Date(), { storeId });
        return saved as BankAccountRow;
      });
      const mail = await owners.storeOwners(db, storeId);
      if (mailer && mail && mail.emails.length > 0) {
        await mailer.send({
          to: mail.emails.join(', '),
          subject: `${mail.storeName}: payout account changed`,
          text: `${actor.name} changed where ${mail.storeName}'s payouts go to ${destination} on ${formatIndianDateTime(row.changedAt)} (from ${ip}).\n\nPayouts wait until ${formatIndianDateTime(holdUntil)}. If you did not make this change, reply to this e-mail or call DawaNow support at once.`,
        });
      }
      return bankAccountView(row);
    },

    /** What a penny drop answered: verified with the bank's name, or failed with why. */
    async recordVerification(
      ex: Executor,
      storeId: string,
      result: { verified: boolean; registeredName: string | null; note: string; providerAccountId: string | null },
    ): Promise<void> {
      await ex
        .update(storeBankAccounts)
        .set({
          verification: result.verified ? 'verified' : 'failed',
          verifiedName: result.registeredName,
          verificationNote: result.note,
          verifiedAt: new Date(),
          providerAccountId: result.providerAccountId,
        })
        .where(eq(storeBankAccounts.storeId, storeId));
    },
  };
}
