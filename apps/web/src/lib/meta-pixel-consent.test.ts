import { STORAGE_KEYS } from '@dawanow/shared/storage-keys';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AD_CONSENT_POLICY_VERSION,
  readAdConsentState,
  reviewAdConsent,
  saveAdConsent,
  useAdConsent,
} from './meta-pixel-consent';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ad consent', () => {
  it('is not given until the visitor chooses', () => {
    expect(readAdConsentState()).toEqual({ consent: null, isReviewing: false });
  });

  it('remembers the choice with its date and the policy version', () => {
    saveAdConsent('accepted', new Date('2026-11-25T10:00:00.000Z'));
    const stored = {
      choice: 'accepted',
      decidedAt: '2026-11-25T10:00:00.000Z',
      policyVersion: AD_CONSENT_POLICY_VERSION,
    };
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.adConsent) ?? 'null')).toEqual(stored);
    expect(readAdConsentState().consent).toEqual(stored);
  });

  it('asks again when the choice was made under another policy version or was tampered with', () => {
    const old = { choice: 'accepted', decidedAt: '2026-01-01T00:00:00.000Z', policyVersion: '2026-01-01' };
    localStorage.setItem(STORAGE_KEYS.adConsent, JSON.stringify(old));
    expect(readAdConsentState().consent).toBeNull();
    localStorage.setItem(STORAGE_KEYS.adConsent, JSON.stringify({ choice: 'yes please' }));
    expect(readAdConsentState().consent).toBeNull();
    localStorage.setItem(STORAGE_KEYS.adConsent, '{not json');
    expect(readAdConsentState().consent).toBeNull();
  });

  it('reopens for review and closes once the visitor chooses again', () => {
    saveAdConsent('accepted');
    reviewAdConsent();
    expect(readAdConsentState()).toMatchObject({ isReviewing: true, consent: { choice: 'accepted' } });
    saveAdConsent('declined');
    expect(readAdConsentState()).toMatchObject({ isReviewing: false, consent: { choice: 'declined' } });
  });

  it('follows a withdrawal made in another tab', () => {
    saveAdConsent('accepted');
    const { result } = renderHook(() => useAdConsent());
    expect(result.current.consent?.choice).toBe('accepted');
    act(() => {
      const declined = {
        choice: 'declined',
        decidedAt: new Date().toISOString(),
        policyVersion: AD_CONSENT_POLICY_VERSION,
      };
      localStorage.setItem(STORAGE_KEYS.adConsent, JSON.stringify(declined));
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.adConsent }));
    });
    expect(result.current.consent?.choice).toBe('declined');
  });

  it('keeps the choice for the open page when the browser refuses to store it', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    saveAdConsent('declined');
    expect(readAdConsentState().consent?.choice).toBe('declined');
    vi.restoreAllMocks();
    // A choice that is stored again replaces the one held in memory.
    saveAdConsent('accepted');
    localStorage.clear();
    expect(readAdConsentState().consent).toBeNull();
  });
});
