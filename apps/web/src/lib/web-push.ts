/**
 * This device and Web Push (issue 19), for the customer's order updates and a store member's new-order alerts:
 * what the browser can do, what this device is subscribed to, and turning either on or off. The subscription
 * is the service worker's (src/sw.ts shows the messages); the API keeps it under the session, so signing out
 * ends it on the server.
 */
import { pushApi } from '@dawanow/shared/api/push';
import { STORAGE_KEYS } from '@dawanow/shared/storage-keys';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from './api-client';
import { readStoredJson, writeStoredJson } from './browser-storage';

/** What the device can do for one purpose, as the settings and the consent card show it */
export type DevicePushState =
  /** No service worker, PushManager or Notification here (an old browser, a private window, an in-app browser) */
  | 'unsupported'
  /** The server has push turned off */
  | 'unavailable'
  /** The person blocked notifications for the site in the browser */
  | 'blocked'
  | 'off'
  | 'on';

/** The customer's order updates (store null), or a store's new orders on this device */
export type PushScope = { storeId: string | null };

export class PushUnavailableError extends Error {
  override name = 'PushUnavailableError';
}

export function isPushSupported(): boolean {
  return (
    typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
  );
}

/** The registration of the service worker, or null when none takes over in a few seconds (none is installed). */
async function workerRegistration(waitMs = 5000): Promise<ServiceWorkerRegistration | null> {
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), waitMs));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

/** The browser's push subscription, if it has one (never asks for anything) */
async function existingSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(text, (char) => char.charCodeAt(0));
}

/** The subscription as the API takes it */
function bodyOf(subscription: PushSubscription) {
  const json = subscription.toJSON();
  return {
    endpoint: json.endpoint ?? subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

async function readState(scope: PushScope): Promise<DevicePushState> {
  if (!isPushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  const subscription = await existingSubscription();
  if (!subscription) {
    const { publicKey } = await callApi(pushApi.publicKey, {});
    return publicKey ? 'off' : 'unavailable';
  }
  const status = await callApi(pushApi.status, { query: { endpoint: subscription.endpoint } });
  const isOn = scope.storeId ? status.newOrdersStoreIds.includes(scope.storeId) : status.orderUpdates;
  return isOn ? 'on' : 'off';
}

/**
 * Asks the person (the browser's own prompt) and subscribes the service worker's push manager with the server's
 * key, reusing the browser's subscription when it has one already (one per browser, whatever it is for).
 */
async function subscribeDevice(): Promise<PushSubscription> {
  if (!isPushSupported()) throw new PushUnavailableError('Notifications aren’t available in this browser.');
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    throw new PushUnavailableError(
      'Notifications are blocked for DawaNow. Allow them in your browser’s site settings.',
    );
  }
  const { publicKey } = await callApi(pushApi.publicKey, {});
  if (!publicKey) throw new PushUnavailableError('Notifications are not set up on this server yet.');
  const registration = await workerRegistration();
  if (!registration) throw new PushUnavailableError('Notifications aren’t available in this browser.');
  const existing = await registration.pushManager.getSubscription();
  if (existing) return existing;
  try {
    return await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    });
  } catch {
    // The browser's push service could not be reached or refused (no connection, a browser without one)
    throw new PushUnavailableError(
      'This browser could not turn on notifications. Check your connection and try again.',
    );
  }
}

const stateKey = (scope: PushScope) => ['push-device', scope.storeId ?? 'customer'] as const;

/** This device's push state for `scope`, with turning it on (asks the browser first) and off. */
export function useDevicePush(scope: PushScope) {
  const queryClient = useQueryClient();
  const state = useQuery({ queryKey: stateKey(scope), queryFn: () => readState(scope), staleTime: 0 });
  const settle = () => queryClient.invalidateQueries({ queryKey: stateKey(scope) });
  const turnOn = useMutation({
    mutationFn: async () => {
      const body = bodyOf(await subscribeDevice());
      if (scope.storeId) await callApi(pushApi.subscribeStore, { params: { storeId: scope.storeId }, body });
      else await callApi(pushApi.subscribe, { body });
    },
    onSettled: settle,
  });
  const turnOff = useMutation({
    mutationFn: async () => {
      // The browser's subscription stays: it may carry the other purpose (a member's store alerts and their own
      // order updates share one); the server simply stops sending this one.
      const subscription = await existingSubscription();
      if (!subscription) return;
      const body = { endpoint: subscription.endpoint };
      if (scope.storeId) await callApi(pushApi.unsubscribeStore, { params: { storeId: scope.storeId }, body });
      else await callApi(pushApi.unsubscribe, { body });
    },
    onSettled: settle,
  });
  return { state, turnOn, turnOff };
}

/** Whether this person already answered the order-updates question on this browser ("Turn on" or "Not now") */
export function hasAnsweredPushConsent(userId: string): boolean {
  const answered = readStoredJson('local', STORAGE_KEYS.orderUpdatesAsked);
  return Array.isArray(answered) && answered.includes(userId);
}

export function rememberPushConsentAnswer(userId: string): void {
  const answered = readStoredJson('local', STORAGE_KEYS.orderUpdatesAsked);
  const list = Array.isArray(answered) ? answered.filter((id) => typeof id === 'string') : [];
  if (!list.includes(userId)) writeStoredJson('local', STORAGE_KEYS.orderUpdatesAsked, [...list, userId].slice(-10));
}
