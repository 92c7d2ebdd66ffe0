/**
 * Whether the store panel's live order feed is open. The panel subscribes to the store's order stream
 * once; every store screen reads this to poll only while the stream is down.
 */
import { createContext, useContext } from 'react';

export const StoreLiveContext = createContext(false);

/** False outside the panel or while the stream is down: screens then poll. */
export function useStoreLive(): boolean {
  return useContext(StoreLiveContext);
}
