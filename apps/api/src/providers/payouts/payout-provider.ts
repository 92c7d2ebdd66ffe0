/**
 * How a settled payout reaches a pharmacy's bank: `manual` (an administrator transfers and records the
 * bank's UTR; the default) or `razorpayx` (RazorpayX Payouts when its keys are set). Each payout is sent
 * with its own id as the idempotency key, so sending again after a lost answer or a crash makes no second
 * transfer.
 */
import type { TRefundBankDetails } from '@dawanow/shared/orders/cash-refunds';
import type { TPayoutProvider } from '@dawanow/shared/payouts/payouts';

export type PayoutDestination = {
  storeId: string;
  storeName: string;
  details: TRefundBankDetails;
  /** The provider's id for this account, when it has one already */
  providerAccountId: string | null;
};

/** What the provider reported about a payout: paid (with the UTR), or failed / reversed (with why). */
export type PayoutEvent = {
  eventId: string;
  providerPayoutId: string;
  outcome: 'paid' | 'failed' | 'reversed';
  utr: string | null;
  reason: string | null;
};

export type AccountCheck =
  | { state: 'pending'; providerAccountId: string }
  | { state: 'verified' | 'failed'; providerAccountId: string; registeredName: string | null; note: string };

export type PayoutProvider = {
  readonly name: TPayoutProvider;
  /** Starts the transfer; null id for a transfer made by hand. */
  send(input: {
    payoutId: string;
    amountPaise: number;
    destination: PayoutDestination;
  }): Promise<{ providerPayoutId: string | null; providerAccountId: string | null }>;
  /** A penny drop: checks the account exists and gives the name the bank has (providers that can). */
  checkAccount?(destination: PayoutDestination): Promise<AccountCheck>;
  /** Checks the signature over the raw body; null for events we do not act on. Throws SignatureError. */
  parseWebhook?(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): PayoutEvent | null;
};

export const manualPayouts: PayoutProvider = {
  name: 'manual',
  async send() {
    return { providerPayoutId: null, providerAccountId: null };
  },
};
