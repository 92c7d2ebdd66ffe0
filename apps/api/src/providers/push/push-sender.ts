/**
 * How an order update reaches a phone (issue 19): the Web Push protocol (RFC 8030) with VAPID (RFC 8292) and
 * an encrypted payload (RFC 8291). The services that send only know this interface.
 */
import type { TPushMessage } from '@dawanow/shared/push-message';

export type VapidKeys = { publicKey: string; privateKey: string };

/** One browser's subscription as the push service gave it to the page */
export type PushTarget = { endpoint: string; p256dh: string; auth: string };

export type PushOutcome =
  | { kind: 'delivered' }
  /** 404/410: the browser dropped the subscription; it must be forgotten (RFC 8030 §7.3) */
  | { kind: 'gone' }
  | { kind: 'failed'; reason: string };

export type PushSender = {
  /** For PushManager.subscribe's applicationServerKey */
  readonly publicKey: string;
  send(target: PushTarget, message: TPushMessage, options?: { topic?: string; urgent?: boolean }): Promise<PushOutcome>;
};

/**
 * The push services of the browsers our customers use: Chrome, Samsung Internet, Opera and other Chromium
 * browsers on Android (Firebase Cloud Messaging), Firefox (Mozilla autopush), Safari (Apple) and Edge (Windows
 * notification service). The server posts to no other host, so a subscription cannot aim it at an internal
 * address (SSRF; docs/decisions.md).
 */
const PUSH_SERVICE_HOSTS = [
  { host: 'fcm.googleapis.com', subdomains: false },
  { host: 'push.services.mozilla.com', subdomains: true },
  { host: 'push.apple.com', subdomains: true },
  { host: 'notify.windows.com', subdomains: true },
] as const;

/**
 * Why the server will not post to `endpoint`, or null when it may: an https address of a known push service
 * on the standard port, with no credentials in it. `allowLocal` (tests' own receivers) lets any http(s)
 * address through.
 */
export function pushEndpointProblem(endpoint: string, allowLocal: boolean): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'Not a push service address.';
  }
  if (allowLocal && (url.protocol === 'http:' || url.protocol === 'https:')) return null;
  if (url.protocol !== 'https:' || url.username || url.password || url.port) {
    return 'Push service addresses must be plain https addresses.';
  }
  const host = url.hostname.toLowerCase();
  const known = PUSH_SERVICE_HOSTS.some(
    (service) => host === service.host || (service.subdomains && host.endsWith(`.${service.host}`)),
  );
  return known ? null : 'This browser’s push service is not one we can send to.';
}
