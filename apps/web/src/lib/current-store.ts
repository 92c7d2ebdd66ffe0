/**
 * Which pharmacy the store panel is working on. Most members belong to one store; an owner of a few
 * picks one, and the choice lasts for the browser tab (session storage) so two tabs can run two stores.
 */
import type { TMe } from '@dawanow/shared/auth';
import { useSyncExternalStore } from 'react';
import { readStoredJson, writeStoredJson } from './browser-storage';
import { useMe } from './session';

export type TPanelStore = TMe['stores'][number];

/** Session storage key of the chosen store's id. */
export const CURRENT_STORE_KEY = 'dawanow-store-panel-store';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function readChoice(): string | undefined {
  const stored = readStoredJson('session', CURRENT_STORE_KEY);
  return typeof stored === 'string' ? stored : undefined;
}

export function chooseStore(storeId: string): void {
  writeStoredJson('session', CURRENT_STORE_KEY, storeId);
  for (const listener of listeners) listener();
}

/** The signed-in member's stores and the current one: the chosen store, else the first (highest role first). */
export function useCurrentStore(): { stores: TPanelStore[]; store: TPanelStore | null } {
  const stores = useMe().data?.stores ?? [];
  const chosenId = useSyncExternalStore(subscribe, readChoice);
  return { stores, store: stores.find((store) => store.storeId === chosenId) ?? stores[0] ?? null };
}
