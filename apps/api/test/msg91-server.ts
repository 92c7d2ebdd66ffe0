/**
 * An MSG91 peer on a free local port for tests: the Flow API call the app makes to send an SMS
 * (`POST /api/v5/flow` with the `authkey` header and a JSON body naming the template, the sender and each
 * recipient's number and variables) arrives here over HTTP and is answered as MSG91 answers: `{ type: "success",
 * message: <request id> }`, or `{ type: "error", message }` (MSG91 sends some refusals, such as an empty balance,
 * with status 200). The test reads what was sent, as the phone would receive it. No mock of our code.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Msg91Sms = {
  templateId: string;
  sender: string;
  /** As MSG91 takes it: country code and number, no "+" */
  mobiles: string;
  /** The template's variables for this recipient (the code is `otp`) */
  variables: Record<string, string>;
};

export type TestMsg91 = {
  /** For MSG91_API_URL */
  url: string;
  sent: Msg91Sms[];
  /** The next send is refused the way MSG91 refuses when the account's balance is empty */
  refuseNext(message?: string): void;
  close(): Promise<void>;
};

function answer(response: ServerResponse, status: number, body: object) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

async function jsonOf(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return null;
  }
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

export async function startMsg91(authKey: string): Promise<TestMsg91> {
  const sent: Msg91Sms[] = [];
  let refusal: string | null = null;
  const server = createServer((request, response) => {
    void (async () => {
      const path = (request.url ?? '').split('?')[0];
      if (request.method !== 'POST' || (path !== '/api/v5/flow' && path !== '/api/v5/flow/')) {
        return answer(response, 404, { type: 'error', message: 'Not found' });
      }
      if (request.headers.authkey !== authKey) {
        return answer(response, 401, { type: 'error', message: 'AuthenticationFailure' });
      }
      const body = (await jsonOf(request)) as Record<string, unknown> | null;
      const recipients = body?.recipients;
      if (!body || !isText(body.template_id) || !Array.isArray(recipients) || recipients.length === 0) {
        return answer(response, 400, { type: 'error', message: 'template_id and recipients are required' });
      }
      if (refusal) {
        const message = refusal;
        refusal = null;
        return answer(response, 200, { type: 'error', message });
      }
      for (const recipient of recipients as Record<string, unknown>[]) {
        const { mobiles, ...variables } = recipient;
        if (!isText(mobiles) || !/^91\d{10}$/.test(mobiles)) {
          return answer(response, 400, { type: 'error', message: 'Invalid mobile number' });
        }
        sent.push({
          templateId: body.template_id,
          sender: String(body.sender ?? ''),
          mobiles,
          variables: Object.fromEntries(Object.entries(variables).map(([name, value]) => [name, String(value)])),
        });
      }
      answer(response, 200, { type: 'success', message: randomBytes(12).toString('hex') });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sent,
    refuseNext(message = 'Insufficient balance') {
      refusal = message;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
