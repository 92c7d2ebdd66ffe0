/**
 * SPEC §3: the favicon chosen in settings is remembered under {product}-favicon so the tab shows
 * it before any request finishes. Only same-origin paths and inline images are accepted.
 */
import { STORAGE_KEYS } from '@dawanow/shared/storage-keys';
import { readStoredJson } from './browser-storage';

function isSafeFaviconUrl(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length <= 100_000 &&
    ((value.startsWith('/') && !value.startsWith('//')) || value.startsWith('data:image/'))
  );
}

export function applyStoredFavicon(): void {
  const stored = readStoredJson('local', STORAGE_KEYS.favicon);
  if (!isSafeFaviconUrl(stored)) return;
  const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (link) link.href = stored;
}
