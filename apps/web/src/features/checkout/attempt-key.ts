/**
 * The idempotency key of a checkout attempt: repeated clicks (or a retry after a dropped
 * connection) send the same key, so the server answers with the order it already made. Changing
 * anything in the request starts a new attempt, because an old key would bring back the old order.
 */
export type TAttempt = { fingerprint: string; key: string };

export function nextAttempt(previous: TAttempt | null, request: unknown, newKey: () => string): TAttempt {
  const fingerprint = JSON.stringify(request);
  return previous?.fingerprint === fingerprint ? previous : { fingerprint, key: newKey() };
}
