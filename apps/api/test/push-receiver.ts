/**
 * A push service and the browsers behind it, on a free local port, for tests (issue 19): each "browser" has a
 * P-256 key pair and a 16-byte auth secret of its own, as PushManager.subscribe makes them, and an endpoint on
 * this server. A message posted there is checked as a push service checks it — the VAPID token (RFC 8292) is an
 * ES256 JWT for this origin, signed with the key in the header, which must be the server's — and decrypted as the
 * browser decrypts it (aes128gcm, RFC 8188 with the keys of RFC 8291). Only node:crypto: no code of the sender's.
 * A browser can be made "gone", and the service then answers 410 as for a dropped subscription.
 */
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, randomUUID, verify } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedPush = {
  browser: string;
  /** The decrypted payload, parsed */
  message: { title: string; body: string; url: string; tag?: string };
  urgency: string | undefined;
  topic: string | undefined;
};

export type FakeBrowser = {
  name: string;
  /** What the page posts to the API, as PushSubscription.toJSON() gives it */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
};

export type PushReceiver = {
  origin: string;
  /** Every message decrypted so far, in arrival order */
  received: ReceivedPush[];
  /** Refusals (bad VAPID, undecryptable), which a test expects to stay empty */
  refused: string[];
  browser(name: string): FakeBrowser;
  /** From now on the service answers 410 Gone for this browser's endpoint */
  drop(name: string): void;
  /** Resolves once `count` messages have arrived for `name` (a few seconds at most) */
  waitFor(name: string, count?: number, timeoutMs?: number): Promise<ReceivedPush[]>;
  close(): Promise<void>;
};

const b64url = (buffer: Buffer) => buffer.toString('base64url');

/** RFC 8292 §3: `vapid t=<jwt>, k=<public key>`; the JWT names this origin and has not expired. */
function vapidProblem(header: string | undefined, origin: string, serverKey: string): string | null {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) return `no VAPID authorization: ${header}`;
  const [, token = '', key = ''] = match;
  if (key !== serverKey) return 'the VAPID key is not the server’s';
  const [head = '', claims = '', signature = ''] = token.split('.');
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33, 65)) },
    format: 'jwk',
  });
  const isSigned = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!isSigned) return 'the VAPID signature does not verify';
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as { aud?: string; exp?: number };
  if (body.aud !== origin) return `the VAPID audience is ${body.aud}, not ${origin}`;
  if (!body.exp || body.exp * 1000 < Date.now()) return 'the VAPID token has expired';
  return null;
}

/** RFC 8291 §3.4 and RFC 8188 §2: one record, keyed from the browser's private key and auth secret. */
function decrypt(body: Buffer, browser: { ecdh: ReturnType<typeof createECDH>; auth: Buffer }): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublic = body.subarray(21, 21 + idLength);
  const cipherText = body.subarray(21 + idLength);
  const secret = browser.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.ecdh.getPublicKey(), serverPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, browser.auth, keyInfo, 32));
  const key = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(cipherText.subarray(cipherText.length - 16));
  const padded = Buffer.concat([decipher.update(cipherText.subarray(0, cipherText.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2, then any zero padding
  const end = padded.lastIndexOf(2);
  if (end < 0) throw new Error('no padding delimiter');
  return padded.subarray(0, end).toString('utf8');
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** `serverKey`: the VAPID public key the API hands out (GET /api/push/public-key) */
export async function startPushReceiver(serverKey: string): Promise<PushReceiver> {
  const browsers = new Map<string, { name: string; ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  const gone = new Set<string>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  let origin = '';
  const server = createServer((request, response) => {
    void (async () => {
      const id = request.url?.replace(/^\/push\//, '') ?? '';
      const browser = browsers.get(id);
      const body = await bodyOf(request);
      if (!browser || gone.has(id)) {
        response.writeHead(browser ? 410 : 404).end();
        return;
      }
      const problem = vapidProblem(request.headers.authorization, origin, serverKey);
      if (problem || request.headers['content-encoding'] !== 'aes128gcm') {
        refused.push(problem ?? `content-encoding ${request.headers['content-encoding']}`);
        response.writeHead(401).end();
        return;
      }
      try {
        received.push({
          browser: browser.name,
          message: JSON.parse(decrypt(body, browser)),
          urgency: request.headers.urgency as string | undefined,
          topic: request.headers.topic as string | undefined,
        });
        response.writeHead(201).end();
      } catch (error) {
        refused.push(`undecryptable: ${String(error)}`);
        response.writeHead(400).end();
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const idOf = (name: string) => [...browsers.entries()].find(([, browser]) => browser.name === name)?.[0];

  return {
    origin,
    received,
    refused,
    browser(name) {
      let id = idOf(name);
      if (!id) {
        const ecdh = createECDH('prime256v1');
        ecdh.generateKeys();
        id = randomUUID();
        browsers.set(id, { name, ecdh, auth: randomBytes(16) });
      }
      const browser = browsers.get(id);
      if (!browser) throw new Error('unreachable');
      return {
        name,
        subscription: {
          endpoint: `${origin}/push/${id}`,
          keys: { p256dh: b64url(browser.ecdh.getPublicKey()), auth: b64url(browser.auth) },
        },
      };
    },
    drop(name) {
      const id = idOf(name);
      if (id) gone.add(id);
    },
    async waitFor(name, count = 1, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mine = received.filter((push) => push.browser === name);
        if (mine.length >= count) return mine;
        if (Date.now() > deadline) throw new Error(`${name} received ${mine.length} of ${count} pushes`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
