/**
 * RazorpayX Payouts (https://razorpay.com/docs/api/x): a contact and a fund account per pharmacy, payouts from
 * the business's RazorpayX account with the payout id as `X-Payout-Idempotency`, account validation (a penny
 * drop that returns the registered name), and payout webhooks signed over the raw body.
 */
import { z } from 'zod';
import { hmacHex, SignatureError, signatureMatches } from '../payments/payment-gateway';
import { createRazorpayApi } from '../razorpay-api';
import type { AccountCheck, PayoutDestination, PayoutEvent, PayoutProvider } from './payout-provider';

export type RazorpayXKeys = {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** The RazorpayX account (current account or virtual account) payouts are made from */
  accountNumber: string;
  apiUrl: string;
};

const ZId = z.string().min(1).max(100);
const ZPayoutEntity = z.object({
  id: ZId,
  status: z.string(),
  utr: z.string().nullable().optional(),
  failure_reason: z.string().nullable().optional(),
  status_details: z.object({ description: z.string().nullable().optional() }).nullable().optional(),
});
const ZValidation = z.object({
  id: ZId,
  status: z.string(),
  results: z
    .object({ account_status: z.string().nullable().optional(), registered_name: z.string().nullable().optional() })
    .nullable()
    .optional(),
});
const OUTCOMES: Partial<Record<string, PayoutEvent['outcome']>> = {
  'payout.processed': 'paid',
  'payout.failed': 'failed',
  'payout.reversed': 'reversed',
};

export function createRazorpayXPayouts(keys: RazorpayXKeys): PayoutProvider {
  const call = createRazorpayApi(keys);

  /** The pharmacy's fund account: made once per account (a changed account starts with none). */
  async function fundAccount(destination: PayoutDestination): Promise<string> {
    if (destination.providerAccountId) return destination.providerAccountId;
    const contact = await call(
      {
        method: 'POST',
        path: '/contacts',
        body: { name: destination.storeName, type: 'vendor', reference_id: destination.storeId },
      },
      z.object({ id: ZId }),
    );
    const { details } = destination;
    const account = await call(
      {
        method: 'POST',
        path: '/fund_accounts',
        body:
          details.method === 'bank'
            ? {
                contact_id: contact.id,
                account_type: 'bank_account',
                bank_account: {
                  name: details.accountHolder,
                  ifsc: details.ifsc,
                  account_number: details.accountNumber,
                },
              }
            : { contact_id: contact.id, account_type: 'vpa', vpa: { address: details.upiId } },
      },
      z.object({ id: ZId }),
    );
    return account.id;
  }

  const checkOf = (validation: z.infer<typeof ZValidation>, providerAccountId: string): AccountCheck => {
    if (validation.status !== 'completed' && validation.status !== 'failed')
      return { state: 'pending', providerAccountId };
    const active = validation.status === 'completed' && validation.results?.account_status === 'active';
    return {
      state: active ? 'verified' : 'failed',
      providerAccountId,
      registeredName: validation.results?.registered_name ?? null,
      note: active ? 'The bank confirmed the account.' : 'The bank could not confirm this account. Check the details.',
    };
  };

  return {
    name: 'razorpayx',

    async send({ payoutId, amountPaise, destination }) {
      const providerAccountId = await fundAccount(destination);
      const payout = await call(
        {
          method: 'POST',
          path: '/payouts',
          headers: { 'X-Payout-Idempotency': payoutId },
          body: {
            account_number: keys.accountNumber,
            fund_account_id: providerAccountId,
            amount: amountPaise,
            currency: 'INR',
            mode: destination.details.method === 'upi' ? 'UPI' : 'IMPS',
            purpose: 'payout',
            queue_if_low_balance: true,
            reference_id: payoutId,
            narration: 'DawaNow settlement',
          },
        },
        ZPayoutEntity,
      );
      return { providerPayoutId: payout.id, providerAccountId };
    },

    async checkAccount(destination) {
      const providerAccountId = await fundAccount(destination);
      const started = await call(
        {
          method: 'POST',
          path: '/fund_accounts/validations',
          body: {
            account_number: keys.accountNumber,
            fund_account: { id: providerAccountId },
            amount: 100,
            currency: 'INR',
          },
        },
        ZValidation,
      );
      const validation =
        started.status === 'created'
          ? await call({ method: 'GET', path: `/fund_accounts/validations/${started.id}` }, ZValidation)
          : started;
      return checkOf(validation, providerAccountId);
    },

    parseWebhook(rawBody, headers): PayoutEvent | null {
      if (!signatureMatches(hmacHex(keys.webhookSecret, rawBody), headers['x-razorpay-signature'])) {
        throw new SignatureError();
      }
      const eventId = ZId.safeParse(headers['x-razorpay-event-id']);
      if (!eventId.success) throw new SignatureError();
      const body = z
        .object({ event: z.string(), payload: z.object({ payout: z.object({ entity: ZPayoutEntity }).optional() }) })
        .parse(JSON.parse(rawBody.toString('utf8')));
      const payout = body.payload.payout?.entity;
      const outcome = OUTCOMES[body.event];
      if (!payout || !outcome) return null;
      return {
        eventId: eventId.data,
        providerPayoutId: payout.id,
        outcome,
        utr: payout.utr ?? null,
        reason: payout.failure_reason ?? payout.status_details?.description ?? null,
      };
    },
  };
}
