/**
 * Web Push through the `web-push` package: it signs the VAPID token (audience = the push service's origin) and
 * encrypts the payload (aes128gcm) for the browser's keys; the request itself goes out with fetch, which follows
 * no redirect (a push service has no reason to send one, and following it would reach hosts we never checked)
 * and gives up after a few seconds.
 */
import type { TPushMessage } from '@dawanow/shared/push-message';
import webPush from 'web-push';
import { type PushSender, pushEndpointProblem, type VapidKeys } from './push-sender';

const REQUEST_TIMEOUT_MS = 10_000;
/** An order update a day old is news no more: the push service may drop it after that */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;

export function createWebPushSender(settings: {
  keys: VapidKeys;
  subject: string;
  allowLocalEndpoints: boolean;
}): PushSender {
  const vapidDetails = { subject: settings.subject, ...settings.keys };
  return {
    publicKey: settings.keys.publicKey,
    async send(target, message: TPushMessage, options = {}) {
      const problem = pushEndpointProblem(target.endpoint, settings.allowLocalEndpoints);
      if (problem) return { kind: 'failed', reason: problem };
      const request = webPush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(message),
        {
          vapidDetails,
          TTL: TIME_TO_LIVE_SECONDS,
          urgency: options.urgent ? 'high' : 'normal',
          ...(options.topic ? { topic: options.topic } : {}),
        },
      );
      let response: Response;
      try {
        response = await fetch(request.endpoint, {
          method: request.method,
          // fetch sets the length itself from the body
          headers: Object.fromEntries(
            Object.entries(request.headers)
              .filter(([key]) => key.toLowerCase() !== 'content-length')
              .map(([key, value]) => [key, String(value)]),
          ),
          body: request.body,
          redirect: 'manual',
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
      } catch (error) {
        return { kind: 'failed', reason: error instanceof Error ? error.message : String(error) };
      }
      await response.body?.cancel();
      if (response.status === 404 || response.status === 410) return { kind: 'gone' };
      if (response.ok) return { kind: 'delivered' };
      return { kind: 'failed', reason: `The push service answered ${response.status}` };
    },
  };
}
