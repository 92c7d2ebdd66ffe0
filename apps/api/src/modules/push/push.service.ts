/**
 * Subscribing devices to push (issue 19): a customer's order updates, a store member's new-order alerts. Each
 * subscription is made under the session of the request, so it ends when that session does (sign-out).
 */
import type { TPushDeviceStatus, TPushSubscription } from '@dawanow/shared/api/push';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/access';
import { AppError } from '../../lib/errors';
import { type PushSender, pushEndpointProblem } from '../../providers/push/push-sender';
import type { PushRepository } from './push.repository';

/** "Chrome on Android" from a User-Agent header, so a person can tell their devices apart; never more than that. */
export function deviceLabel(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /SamsungBrowser\//.test(ua)
      ? 'Samsung Internet'
      : /OPR\//.test(ua)
        ? 'Opera'
        : /Firefox\//.test(ua)
          ? 'Firefox'
          : /Chrome\//.test(ua)
            ? 'Chrome'
            : /Safari\//.test(ua)
              ? 'Safari'
              : 'A browser';
  const system = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad/.test(ua)
      ? 'iOS'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X/.test(ua)
          ? 'macOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : null;
  return system ? `${browser} on ${system}` : browser;
}

export function createPushService(deps: {
  db: Db;
  repository: PushRepository;
  /** null when push is off (production with a database server and no VAPID keys) */
  sender: PushSender | null;
  allowLocalEndpoints: boolean;
}) {
  const { db, repository, sender, allowLocalEndpoints } = deps;

  function checkEndpoint(endpoint: string): void {
    if (!sender) throw new AppError('CONFLICT', 'Notifications are not set up on this server.');
    const problem = pushEndpointProblem(endpoint, allowLocalEndpoints);
    if (problem) throw new AppError('VALIDATION_FAILED', problem, [{ path: 'body.endpoint', message: problem }]);
  }

  return {
    publicKey: () => ({ publicKey: sender?.publicKey ?? null }),

    async status(actor: Actor, endpoint: string): Promise<TPushDeviceStatus> {
      const purposes = await repository.purposesOf(db, actor.userId, endpoint);
      return {
        orderUpdates: purposes.includes(null),
        newOrdersStoreIds: purposes.filter((storeId): storeId is string => storeId !== null),
      };
    },

    /**
     * `storeId` null: the customer's order updates; else that store's new orders (the route let only its members
     * through: an administrator's write to a store route is refused there).
     */
    async subscribe(
      actor: Actor,
      input: TPushSubscription,
      storeId: string | null,
      userAgent: string | undefined,
    ): Promise<{ ok: true }> {
      checkEndpoint(input.endpoint);
      await repository.save(db, {
        endpoint: input.endpoint,
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
        userId: actor.userId,
        sessionId: actor.sessionId,
        storeId,
        label: deviceLabel(userAgent),
      });
      return { ok: true };
    },

    async unsubscribe(actor: Actor, endpoint: string, storeId: string | null): Promise<{ ok: true }> {
      await repository.remove(db, actor.userId, endpoint, storeId);
      return { ok: true };
    },
  };
}
export type PushService = ReturnType<typeof createPushService>;
