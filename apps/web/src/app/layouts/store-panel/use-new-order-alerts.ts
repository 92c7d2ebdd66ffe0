import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { useStoreOrders } from '@/features/store-orders/api';
import { ringForNewOrder } from './order-ring';

/**
 * Notices orders newly offered to the store while the panel is open, whichever screen the counter is
 * on: a toast, the ring, and an announcement for screen readers. A stream message cannot tell "offered
 * to you" from "taken away from you" (both say `placed` with this store's id), so new offers are found
 * by comparing the incoming list with what was seen before.
 */
export function useNewOrderAlerts(storeId: string, isLive: boolean, onShow: () => void) {
  const incoming = useStoreOrders(storeId, 'incoming', 1, isLive);
  const seen = useRef<Set<string> | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const onShowRef = useRef(onShow);
  useEffect(() => {
    onShowRef.current = onShow;
  });

  useEffect(() => {
    const orders = incoming.data?.orders;
    if (!orders || incoming.isPlaceholderData) return;
    const known = seen.current;
    seen.current = new Set([...(known ?? []), ...orders.map((order) => order.id)]);
    // The first list is what was already waiting, not news.
    if (!known) return;
    const fresh = orders.filter((order) => !known.has(order.id));
    if (fresh.length === 0) return;
    const text = fresh.length === 1 ? `New order ${fresh[0]?.number}` : `${fresh.length} new orders`;
    toast.info(text, {
      description: 'Accept or reject before the timer runs out.',
      action: { label: 'Show', onClick: () => onShowRef.current() },
    });
    ringForNewOrder();
    setAnnouncement(`${text}, ${new Date().toLocaleTimeString('en-IN')}`);
  }, [incoming.data, incoming.isPlaceholderData]);

  return { incomingCount: incoming.data?.total ?? 0, announcement };
}
