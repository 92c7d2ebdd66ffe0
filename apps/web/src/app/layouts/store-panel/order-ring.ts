/**
 * The new-order ring: a short two-tone chime drawn with Web Audio (no sound file to download), and a
 * vibration on phones. The pharmacist can mute the chime; the choice is kept in this browser.
 */
import { useSyncExternalStore } from 'react';
import { readStoredJson, writeStoredJson } from '@/lib/browser-storage';

/** Local storage key: true when the pharmacist muted the new-order chime. */
export const RING_MUTED_KEY = 'dawanow-store-ring-muted';

/** Buzz, pause, buzz: felt in a pocket without being mistaken for a call. */
const VIBRATION_PATTERN = [200, 100, 200];

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isRingMuted(): boolean {
  return readStoredJson('local', RING_MUTED_KEY) === true;
}

export function setRingMuted(muted: boolean): void {
  writeStoredJson('local', RING_MUTED_KEY, muted);
  for (const listener of listeners) listener();
}

export function useRingMuted(): boolean {
  return useSyncExternalStore(subscribe, isRingMuted);
}

let audio: AudioContext | null = null;

function chime(): void {
  if (typeof AudioContext === 'undefined') return;
  audio ??= new AudioContext();
  const start = audio.currentTime;
  for (const [offset, frequency] of [
    [0, 880],
    [0.18, 1320],
  ] as const) {
    const tone = audio.createOscillator();
    const volume = audio.createGain();
    tone.frequency.value = frequency;
    volume.gain.setValueAtTime(0.25, start + offset);
    volume.gain.exponentialRampToValueAtTime(0.001, start + offset + 0.3);
    tone.connect(volume).connect(audio.destination);
    tone.start(start + offset);
    tone.stop(start + offset + 0.3);
  }
}

/** Rings for a new order: the chime unless muted, and a vibration where the device has one. */
export function ringForNewOrder(): void {
  if (!isRingMuted()) {
    try {
      chime();
    } catch {
      // A browser that refuses audio before the page was touched still shows the toast.
    }
  }
  if (typeof navigator.vibrate === 'function') navigator.vibrate(VIBRATION_PATTERN);
}
