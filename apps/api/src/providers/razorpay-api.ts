/**
 * Razorpay's REST API (https://razorpay.com/docs/api), shared by the payment gateway and RazorpayX payouts:
 * JSON over HTTPS with the key id and secret as Basic auth, and its error shape read into a typed error.
 *
 * The calls go through `fetch`, not Razorpay's SDK: the SDK fixes its host (so no test peer or proxy can stand
 * in for Razorpay) and cannot send a header per request, which idempotent refunds and payouts need.
 */
import { optionalText } from '@dawanow/shared/text';
import { z } from 'zod';

export type RazorpayApiKeys = { keyId: string; keySecret: string; apiUrl: string };

/** Razorpay answers within seconds; a call still open after this is treated as unanswered and asked again. */
const REQUEST_TIMEOUT_MS = 20_000;

// Kept, and shown to administrators: plain text only (no control characters, which a database write refuses)
const ZRazorpayError = z.object({
  error: z.object({ description: optionalText({ label: 'The description', max: 500, isMultiline: true }) }),
});

/** Razorpay answered with an error status; the message is its own description. */
export class RazorpayApiError extends Error {
  constructor(
    readonly status: number,
    description: string,
  ) {
    super(description);
  }

  /**
   * A refusal that asking again will not change (a bad request, an amount beyond what is left, too little
   * balance). 408, 409 (the same idempotency key still being processed) and 429 mean "ask again later", as 5xx do.
   */
  get isRefusal(): boolean {
    return this.status >= 400 && this.status < 500 && ![408, 409, 429].includes(this.status);
  }
}

export type RazorpayRequest = {
  method: 'GET' | 'POST';
  /** After `/v1`, e.g. `/orders` */
  path: string;
  body?: object;
  headers?: Record<string, string>;
};

/** A client for Razorpay's REST API: each call's answer is checked against `answer`. */
export function createRazorpayApi(keys: RazorpayApiKeys) {
  const authorization = `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`;
  const base = keys.apiUrl.replace(/\/$/, '');
  return async function call<T>(request: RazorpayRequest, answer: z.ZodType<T>): Promise<T> {
    const response = await fetch(`${base}/v1${request.path}`, {
      method: request.method,
      headers: { authorization, 'content-type': 'application/json', ...request.headers },
      body: request.body ? JSON.stringify(request.body) : undefined,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const json: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const description = ZRazorpayError.safeParse(json).data?.error.description;
      throw new RazorpayApiError(response.status, description ?? `Razorpay answered ${response.status}`);
    }
    return answer.parse(json);
  };
}
