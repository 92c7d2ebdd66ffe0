/**
 * The app's toasts, with sonner out of the first load (issue 19: first-load JavaScript on a slow phone). sonner
 * and its Toaster load when the browser is first idle after start-up (app/providers.tsx), or at once by the first
 * toast asked for before then; that toast waits the moment for the library. The Toaster shows a toast published
 * before it mounted (sonner replays the active ones), so none is lost.
 */

import { useSyncExternalStore } from 'react';
import type { ExternalToast, toast as sonnerToast } from 'sonner';

type Sonner = typeof import('sonner');
type Message = Parameters<typeof sonnerToast>[0];
type Kind = 'success' | 'error' | 'info' | 'warning';

let sonner: Promise<Sonner> | undefined;
const listeners = new Set<() => void>();

/** sonner itself, loaded once; the Toaster is mounted from the first call on. */
export function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner');
    for (const listener of listeners) listener();
  }
  return sonner;
}

/** Whether the Toaster is wanted yet: from the first toast or the first idle moment on. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => sonner !== undefined,
  );
}

function show(kind: Kind | null) {
  return (message: Message, options?: ExternalToast): void => {
    void loadSonner().then(({ toast }) => (kind ? toast[kind](message, options) : toast(message, options)));
  };
}

/** Shows a toast: `toast(message)` plain, `toast.success(…)` and the like with their colour and icon. */
export const toast = Object.assign(show(null), {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
});
