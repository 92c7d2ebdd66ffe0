/** SPEC §2: where a signed-out visitor was headed, kept for after sign-in. Only our own paths. */
import { STORAGE_KEYS } from '@dawanow/shared/storage-keys';
import { readStoredJson, writeStoredJson } from '@/lib/browser-storage';

function isSafePath(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/auth');
}

export function saveReturnPath(path: string): void {
  if (isSafePath(path)) writeStoredJson('session', STORAGE_KEYS.authReturnPath, path);
}

export function clearReturnPath(): void {
  writeStoredJson('session', STORAGE_KEYS.authReturnPath, null);
}

/** The saved path, or "/" when there is none. */
export function peekReturnPath(): string {
  const saved = readStoredJson('session', STORAGE_KEYS.authReturnPath);
  return isSafePath(saved) ? saved : '/';
}
