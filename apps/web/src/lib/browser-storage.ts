/**
 * Reads and writes browser storage without ever throwing: private modes, full quotas and
 * hand-edited values must not break the page (SPEC §5: a stored cart that is not an array is empty).
 */
import { STORAGE_KEYS } from '@dawanow/shared/storage-keys';

type Area = 'local' | 'session';

function storage(area: Area): Storage | null {
  try {
    return area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStoredJson(area: Area, key: string): unknown {
  const raw = storage(area)?.getItem(key);
  if (raw == null) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

export function writeStoredJson(area: Area, key: string, value: unknown): void {
  try {
    storage(area)?.setItem(key, JSON.stringify(value));
  } catch {
    // Quota exceeded or storage disabled: the app keeps working with in-memory state.
  }
}

export function removeStored(area: Area, key: string): void {
  try {
    storage(area)?.removeItem(key);
  } catch {
    // Storage disabled: nothing was stored either.
  }
}

/** SPEC §3: the coming-soon and password-verified gates are always open. */
export function openLaunchGates(): void {
  writeStoredJson('local', STORAGE_KEYS.comingSoon, true);
  writeStoredJson('local', STORAGE_KEYS.passwordVerified, true);
}
