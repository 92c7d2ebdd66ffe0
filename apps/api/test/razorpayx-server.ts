/**
 * A RazorpayX peer on a free local port for tests: the Payouts API calls the app makes (contacts, fund accounts,
 * payouts with X-Payout-Idempotency, fund account validations) arrive over HTTP with Basic auth and are answered
 * with RazorpayX's entities. The test plays the bank: it decides whether an answer is cut off, and how a
 * validation ends. No mock of our code.
 */
import { error, idOf, listenAsRazorpay, send } from './razorpay-server';

export type RazorpayXPayout = {
  id: string;
  fund_account_id: string;
  amount: number;
  status: 'processing' | 'processed' | 'reversed' | 'failed';
  reference_id: string;
  utr: string | null;
};

export type TestRazorpayX = {
  /** For RAZORPAYX_API_URL */
  url: string;
  contacts: Map<string, { name: string; reference_id: string }>;
  fundAccounts: Map<string, Record<string, unknown>>;
  payouts: Map<string, RazorpayXPayout>;
  /** Every payout request, with its idempotency key */
  payoutRequests: { idempotencyKey: string | undefined; amount: number }[];
  /** The next payout request is made, but the connection is cut before the answer */
  cutOffNextPayout(): void;
  /** How validations end: the account is active under this name, or invalid */
  validationsAnswer(answer: { active: boolean; registeredName: string | null }): void;
  close(): Promise<void>;
};

export async function startRazorpayX(keys: { keyId: string; keySecret: string }): Promise<TestRazorpayX> {
  const contacts = new Map<string, { name: string; reference_id: string }>();
  const fundAccounts = new Map<string, Record<string, unknown>>();
  const payouts = new Map<string, RazorpayXPayout>();
  const byKey = new Map<string, string>();
  const validations = new Map<string, object>();
  const payoutRequests: TestRazorpayX['payoutRequests'] = [];
  let cutOff = false;
  let validation = { active: true, registeredName: null as string | null };

  const peer = await listenAsRazorpay(keys, ({ method, path, body, request }, response) => {
    if (method === 'POST' && path === '/v1/contacts') {
      const id = idOf('cont');
      contacts.set(id, { name: String(body.name), reference_id: String(body.reference_id) });
      send(response, 200, { id, entity: 'contact', ...body });
      return true;
    }
    if (method === 'POST' && path === '/v1/fund_accounts') {
      if (!contacts.has(String(body.contact_id))) {
        error(response, 400, 'The contact does not exist');
        return true;
      }
      const id = idOf('fa');
      fundAccounts.set(id, body);
      send(response, 200, { id, entity: 'fund_account', ...body });
      return true;
    }
    if (method === 'POST' && path === '/v1/payouts') {
      const key = request.headers['x-payout-idempotency'] as string | undefined;
      payoutRequests.push({ idempotencyKey: key, amount: Number(body.amount) });
      const earlier = key ? byKey.get(key) : undefined;
      const payout: RazorpayXPayout = (earlier && payouts.get(earlier)) || {
        id: idOf('pout'),
        fund_account_id: String(body.fund_account_id),
        amount: Number(body.amount),
        status: 'processing',
        reference_id: String(body.reference_id),
        utr: null,
      };
      payouts.set(payout.id, payout);
      if (key) byKey.set(key, payout.id);
      if (cutOff) {
        cutOff = false;
        request.socket.destroy();
      } else {
        send(response, 200, { entity: 'payout', ...payout });
      }
      return true;
    }
    if (method === 'POST' && path === '/v1/fund_accounts/validations') {
      const id = idOf('fav');
      const results = {
        account_status: validation.active ? 'active' : 'invalid',
        registered_name: validation.registeredName,
      };
      validations.set(id, { id, entity: 'fund_account.validation', status: 'completed', results });
      send(response, 200, { id, entity: 'fund_account.validation', status: 'created', results: null });
      return true;
    }
    const validationId = /^\/v1\/fund_accounts\/validations\/(fav_\w+)$/.exec(path)?.[1];
    const found = validationId ? validations.get(validationId) : undefined;
    if (method === 'GET' && found) {
      send(response, 200, found);
      return true;
    }
    return false;
  });
  return {
    url: peer.url,
    contacts,
    fundAccounts,
    payouts,
    payoutRequests,
    cutOffNextPayout: () => {
      cutOff = true;
    },
    validationsAnswer: (answer) => {
      validation = answer;
    },
    close: peer.close,
  };
}
