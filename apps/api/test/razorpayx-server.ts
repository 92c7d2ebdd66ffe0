/**
 * A RazorpayX peer on a free local port for tests: the Payouts API calls the app makes (contacts, fund accounts,
 * payouts with X-Payout-Idempotency, fund account validations) arrive over HTTP with Basic auth and are answered
 * with RazorpayX's entities. The test plays the bank: it decides whether an answer is cut off, and how a
 * validation ends. No mock of our code.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

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

const idOf = (prefix: string) => `${prefix}_${randomBytes(7).toString('hex')}`;

async function bodyOf(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return chunks.length === 0 ? {} : (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>);
}

function send(response: ServerResponse, status: number, body: object) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

export async function startRazorpayX(keys: { keyId: string; keySecret: string }): Promise<TestRazorpayX> {
  const contacts = new Map<string, { name: string; reference_id: string }>();
  const fundAccounts = new Map<string, Record<string, unknown>>();
  const payouts = new Map<string, RazorpayXPayout>();
  const byKey = new Map<string, string>();
  const validations = new Map<string, object>();
  const payoutRequests: TestRazorpayX['payoutRequests'] = [];
  let cutOff = false;
  let validation = { active: true, registeredName: null as string | null };
  const authorization = `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`;

  const server = createServer(async (request, response) => {
    if (request.headers.authorization !== authorization) {
      send(response, 401, { error: { description: 'The api key provided is invalid' } });
      return;
    }
    const body = await bodyOf(request);
    const path = request.url ?? '';
    if (request.method === 'POST' && path === '/v1/contacts') {
      const id = idOf('cont');
      contacts.set(id, { name: String(body.name), reference_id: String(body.reference_id) });
      send(response, 200, { id, entity: 'contact', ...body });
      return;
    }
    if (request.method === 'POST' && path === '/v1/fund_accounts') {
      if (!contacts.has(String(body.contact_id))) {
        send(response, 400, { error: { description: 'The contact does not exist' } });
        return;
      }
      const id = idOf('fa');
      fundAccounts.set(id, body);
      send(response, 200, { id, entity: 'fund_account', ...body });
      return;
    }
    if (request.method === 'POST' && path === '/v1/payouts') {
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
        return;
      }
      send(response, 200, { entity: 'payout', ...payout });
      return;
    }
    if (request.method === 'POST' && path === '/v1/fund_accounts/validations') {
      const id = idOf('fav');
      const entity = {
        id,
        entity: 'fund_account.validation',
        status: 'completed',
        results: {
          account_status: validation.active ? 'active' : 'invalid',
          registered_name: validation.registeredName,
        },
      };
      validations.set(id, entity);
      send(response, 200, { ...entity, status: 'created', results: null });
      return;
    }
    const validationId = /^\/v1\/fund_accounts\/validations\/(fav_\w+)$/.exec(path)?.[1];
    if (request.method === 'GET' && validationId && validations.has(validationId)) {
      send(response, 200, validations.get(validationId) as object);
      return;
    }
    send(response, 404, { error: { description: `No route ${request.method} ${path}` } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
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
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
