/**
 * Live order updates over Server-Sent Events (ARCHITECTURE §2 "realtime"). While the stream is not
 * open — before it connects, after an error, or on a browser without EventSource — callers poll
 * instead, so a flaky 4G connection only makes updates slower, never absent.
 */
import { type TOrderChange, ZOrderChange } from '@dawanow/shared/orders/status';
import { useEffect, useRef, useState } from 'react';

/** How often to re-read an order while the live stream is down. */
export const ORDER_POLL_INTERVAL_MS = 15_000;

/**
 * Subscribes to `event: order` messages on `url` (a full /api path); returns whether the stream is open.
 * `onRefused` hears when the server refuses to reopen it (signed out, or no longer the store's member).
 */
export function useOrderStream(
  url: string | null,
  onChange: (change: TOrderChange) => void,
  onRefused?: () => void,
): { isLive: boolean } {
  const [isLive, setIsLive] = useState(false);
  // The latest handlers without reconnecting whenever the caller re-renders.
  const onChangeRef = useRef(onChange);
  const onRefusedRef = useRef(onRefused);
  useEffect(() => {
    onChangeRef.current = onChange;
    onRefusedRef.current = onRefused;
  });

  useEffect(() => {
    if (!url || typeof EventSource === 'undefined') return;
    const source = new EventSource(url, { withCredentials: true });
    source.onopen = () => setIsLive(true);
    // EventSource reconnects by itself after a dropped connection; until then, poll. An answer other than a
    // stream (403, 401) closes it for good.
    source.onerror = () => {
      setIsLive(false);
      if (source.readyState === EventSource.CLOSED) onRefusedRef.current?.();
    };
    source.addEventListener('order', (event) => {
      let data: unknown;
      try {
        data = JSON.parse((event as MessageEvent<string>).data);
      } catch {
        return;
      }
      const change = ZOrderChange.safeParse(data);
      if (change.success) onChangeRef.current(change.data);
    });
    return () => {
      source.close();
      setIsLive(false);
    };
  }, [url]);

  return { isLive };
}
