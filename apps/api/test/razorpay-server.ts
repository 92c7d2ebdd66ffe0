/**
 * A Razorpay peer on a free local port for tests: the REST calls the app makes (orders, refunds with
 * X-Refund-Idempotency, refund look-ups) arrive here over HTTP with Basic auth and are answered with Razorpay's
 * entities and error shape. The test plays the customer's bank: it captures payments and decides how each
 * refund goes (pending, processed, refused, or answered and then cut off). No mock of our code.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RazorpayRefund = {
  id: string;
  entity: 'refund';
  amount: number;
  currency: 'INR';
  payment_id: string;
  notes: Record<string, string>;
  receipt: null;
  status: 'pending' | 'processed' | 'failed';
  speed_requested: string;
  created_at: number;
};

/** How the next refund request is answered. */
export type RefundBehaviour =
  | { status: 'pending' | 'processed' }
  /** An error answer, e.g. Razorpay's 400 for too little balance */
  | { refuse: string; httpStatus?: number }
  /** The refund is made, but the connection is cut before the answer: the app cannot know */
  | { cutOff: true };

export type TestRazorpay = {
  /** For `RAZORPAY_API_URL` */
  url: string;
  orders: Map<string, { amount: number; receipt: string }>;
  refunds: Map<string, RazorpayRefund>;
  /** Every refund request, with its idempotency key */
  refundRequests: { paymentId: string; amount: number; idempotencyKey: string | undefined }[];
  /** The customer pays a Razorpay order: answers the captured payment's id */
  capture(orderId: string): string;
  /** Answers the next refund requests in this order (then: processed) */
  willAnswerRefunds(...behaviours: RefundBehaviour[]): void;
  /** The bank settles a refund */
  settle(refundId: string, status: 'processed' | 'failed'): void;
  close(): Promise<void>;
};

export const idOf = (prefix: string) => `${prefix}_${randomBytes(7).toString('hex')}`;

async function bodyOf(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return chunks.length === 0 ? {} : (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>);
}

export function send(response: ServerResponse, status: number, body: object) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

export type PeerRequest = { method: string; path: string; body: Record<string, unknown>; request: IncomingMessage };

/**
 * A server on a free local port that answers like Razorpay's API host (the payment gateway and RazorpayX share
 * it): Basic auth with the test keys, JSON bodies, Razorpay's error shape for anything `handle` does not answer.
 */
export async function listenAsRazorpay(
  keys: { keyId: string; keySecret: string },
  handle: (call: PeerRequest, response: ServerResponse) => boolean | Promise<boolean>,
): Promise<{ url: string; close: () => Promise<void> }> {
  const authorization = `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`;
  const server = createServer((request, response) => {
    void (async () => {
      if (request.headers.authorization !== authorization) {
        return send(response, 401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
      }
      const call = { method: request.method ?? 'GET', path: request.url ?? '', body: await bodyOf(request), request };
      if (!(await handle(call, response))) error(response, 400, 'The requested URL was not found on the server.');
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((failure) => (failure ? reject(failure) : resolve()));
      }),
  };
}

export const error = (response: ServerResponse, status: number, description: string) =>
  send(response, status, {
    error: { code: 'BAD_REQUEST_ERROR', description, source: 'business', step: 'payment_initiation', reason: 'NA' },
  });

export async function startRazorpay(keys: { keyId: string; keySecret: string }): Promise<TestRazorpay> {
  const orders = new Map<string, { amount: number; receipt: string }>();
  const payments = new Map<string, { amount: number; refunded: number }>();
  const refunds = new Map<string, RazorpayRefund>();
  const byKey = new Map<string, { refundId: string; body: string }>();
  const refundRequests: TestRazorpay['refundRequests'] = [];
  const behaviours: RefundBehaviour[] = [];

  function refund(response: ServerResponse, paymentId: string, body: Record<string, unknown>, key?: string) {
    const amount = Number(body.amount);
    refundRequests.push({ paymentId, amount, idempotencyKey: key });
    const earlier = key ? byKey.get(key) : undefined;
    if (earlier) {
      if (earlier.body !== JSON.stringify(body)) {
        return error(response, 400, 'Different request with the same idempotency key has already been processed.');
      }
      return send(response, 200, refunds.get(earlier.refundId) ?? {});
    }
    const payment = payments.get(paymentId);
    if (!payment) return error(response, 400, 'The id provided does not exist');
    const behaviour = behaviours.shift() ?? { status: 'processed' };
    if ('refuse' in behaviour) return error(response, behaviour.httpStatus ?? 400, behaviour.refuse);
    if (amount > payment.amount - payment.refunded) {
      return error(response, 400, 'The refund amount provided is greater than amount captured');
    }
    payment.refunded += amount;
    const made: RazorpayRefund = {
      id: idOf('rfnd'),
      entity: 'refund',
      amount,
      currency: 'INR',
      payment_id: paymentId,
      notes: {},
      receipt: null,
      status: 'cutOff' in behaviour ? 'pending' : behaviour.status,
      speed_requested: String(body.speed ?? 'normal'),
      created_at: Math.floor(Date.now() / 1000),
    };
    refunds.set(made.id, made);
    if (key) byKey.set(key, { refundId: made.id, body: JSON.stringify(body) });
    if ('cutOff' in behaviour) return response.socket?.destroy();
    return send(response, 200, made);
  }

  const peer = await listenAsRazorpay(keys, ({ method, path, body, request }, response) => {
    const key = request.headers['x-refund-idempotency'];
    const refundOf = /^\/v1\/payments\/([^/]+)\/refund$/.exec(path);
    const lookup = /^\/v1\/refunds\/([^/]+)$/.exec(path);
    if (method === 'POST' && path === '/v1/orders') {
      const order = { id: idOf('order'), amount: Number(body.amount), receipt: String(body.receipt) };
      orders.set(order.id, order);
      send(response, 200, { ...order, entity: 'order', currency: 'INR', status: 'created' });
      return true;
    }
    if (method === 'POST' && refundOf?.[1]) {
      refund(response, refundOf[1], body, typeof key === 'string' ? key : undefined);
      return true;
    }
    if (method === 'GET' && lookup?.[1]) {
      const found = refunds.get(lookup[1]);
      if (found) send(response, 200, found);
      else error(response, 400, 'The id provided does not exist');
      return true;
    }
    return false;
  });
  return {
    url: peer.url,
    orders,
    refunds,
    refundRequests,
    capture(orderId) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`no Razorpay order ${orderId}`);
      const id = idOf('pay');
      payments.set(id, { amount: order.amount, refunded: 0 });
      return id;
    },
    willAnswerRefunds(...next) {
      behaviours.push(...next);
    },
    settle(refundId, status) {
      const found = refunds.get(refundId);
      if (!found) throw new Error(`no Razorpay refund ${refundId}`);
      found.status = status;
      const payment = payments.get(found.payment_id);
      if (payment && status === 'failed') payment.refunded -= found.amount;
    },
    close: peer.close,
  };
}
