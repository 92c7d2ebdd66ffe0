/**
 * The server's time as the browser can know it. Countdowns (a store's acceptance window) compare the
 * server's deadlines with "now"; a phone whose clock is minutes off would show the wrong time left, so
 * every API answer's `Date` header corrects for it. The header has whole seconds and the answer took
 * some time to arrive, so a difference of up to two seconds is noise and ignored.
 */
const NOISE_MS = 2000;

let offsetMs = 0;

/** Takes in an API answer's `Date` header. */
export function noteServerDate(header: string | null, receivedAt = Date.now()): void {
  const serverTime = header ? Date.parse(header) : Number.NaN;
  if (Number.isNaN(serverTime)) return;
  // The header is truncated to the second: the server's clock was, on average, half a second later.
  const sample = serverTime + 500 - receivedAt;
  offsetMs = Math.abs(sample) > NOISE_MS ? sample : 0;
}

/** Milliseconds since the epoch on the server's clock, as best known. */
export function serverNow(): number {
  return Date.now() + offsetMs;
}
