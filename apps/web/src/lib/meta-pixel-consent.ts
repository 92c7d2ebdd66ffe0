/**
 * The visitor's choice about the Meta ad pixel. DPDP Act 2023 §6(1): consent is free, specific, informed
 * and given by a clear affirmative action; §6(4): withdrawing it is as easy as giving it. The choice is kept
 * in this browser with its date and the privacy-policy version the visitor was shown; a choice made under
 * another version counts as none, so the visitor is asked again.
 */
import { STORAGE_KEYS } from '@dawanow/shared/storage-keys';
import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { readStoredJson, writeStoredJson } from './browser-storage';

/** The date of the privacy policy's "Cookies and analytics" text; change both together. */
export const AD_CONSENT_POLICY_VERSION = '2026-11-25';

const ZAdConsent = z.object({
  choice: z.enum(['accepted', 'declined']),
  decidedAt: z.iso.datetime(),
  policyVersion: z.string(),
});

export type TAdConsent = z.infer<typeof ZAdConsent>;
export type TAdConsentChoice = TAdConsent['choice'];
export type TAdConsentState = {
  /** null: not asked yet (or asked under an older policy) */
  consent: TAdConsent | null;
  /** The visitor reopened their preferences to change them */
  isReviewing: boolean;
};

const listeners = new Set<() => void>();
let isReviewing = false;
// Storage disabled or full: the choice holds while the page is open instead of being asked again at once.
let unsavedConsent: TAdConsent | null = null;
let snapshot: TAdConsentState = { consent: null, isReviewing: false };

function readStoredConsent(): TAdConsent | null {
  const parsed = ZAdConsent.safeParse(readStoredJson('local', STORAGE_KEYS.adConsent));
  return parsed.success && parsed.data.policyVersion === AD_CONSENT_POLICY_VERSION ? parsed.data : null;
}

function isSameConsent(a: TAdConsent | null, b: TAdConsent | null): boolean {
  return a?.choice === b?.choice && a?.decidedAt === b?.decidedAt && a?.policyVersion === b?.policyVersion;
}

/** The current state, as the same object while nothing changed (useSyncExternalStore compares by identity). */
export function readAdConsentState(): TAdConsentState {
  const consent = readStoredConsent() ?? unsavedConsent;
  if (!isSameConsent(snapshot.consent, consent) || snapshot.isReviewing !== isReviewing) {
    snapshot = { consent, isReviewing };
  }
  return snapshot;
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function saveAdConsent(choice: TAdConsentChoice, now: Date = new Date()): void {
  const consent: TAdConsent = { choice, decidedAt: now.toISOString(), policyVersion: AD_CONSENT_POLICY_VERSION };
  writeStoredJson('local', STORAGE_KEYS.adConsent, consent);
  unsavedConsent = isSameConsent(readStoredConsent(), consent) ? null : consent;
  isReviewing = false;
  notify();
}

/** Reopens the choice (the footer's "Cookie & ad preferences"). */
export function reviewAdConsent(): void {
  isReviewing = true;
  notify();
}

function subscribe(listener: () => void): () => void {
  // A choice made in another tab applies here too (withdrawal included).
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.adConsent || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useAdConsent(): TAdConsentState {
  return useSyncExternalStore(subscribe, readAdConsentState, readAdConsentState);
}
