import { STORAGE_KEYS } from '@dawanow/shared/storage-keys';
import { beforeEach, describe, expect, it } from 'vitest';
import { applyStoredFavicon } from './favicon';

beforeEach(() => {
  document.head.innerHTML = '<link rel="icon" href="/favicon.svg">';
});

function faviconHref() {
  return document.querySelector('link[rel="icon"]')?.getAttribute('href');
}

describe('applyStoredFavicon', () => {
  it('uses a stored same-origin favicon', () => {
    localStorage.setItem(STORAGE_KEYS.favicon, JSON.stringify('/uploads/brand/diwali.png'));
    applyStoredFavicon();
    expect(faviconHref()).toBe('/uploads/brand/diwali.png');
  });

  it('ignores other origins, scripts and junk', () => {
    for (const value of ['"https://evil.example/x.png"', '"//evil.example/x.png"', '"javascript:alert(1)"', '{']) {
      localStorage.setItem(STORAGE_KEYS.favicon, value);
      applyStoredFavicon();
      expect(faviconHref()).toBe('/favicon.svg');
    }
  });
});
