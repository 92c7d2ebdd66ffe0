import { INDIA_TIME_ZONE } from '@dawanow/shared/dates';
import { useEffect, useRef, useState } from 'react';
import { useStoreOrders } from '@/features/store-orders/api';
import { toast } from '@/lib/toast';
import { ringForNewOrder } from './order-ring';
import { useStorePanelText } from './text';

/**
 * Notices orders newly offered to the store while the panel is open, whichever screen the counter is
 * on: a toast, the ring, and an announcement for screen readers. A stream message cannot tell "offered
 * to you" from "taken away from you" (both say `placed` with this store's id), so new offers are found
 * by comparing the incoming list with what was seen before.
 */
export function useNewOrderAlerts(storeId: string, isLive: boolean, onShow: () => void) {
  const { t } = useStorePanelText();
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
    // Only ever several here: one new order is named by its number
    const text =
      fresh.length === 1
        ? t('alerts.newOrder', { number: fresh[0]?.number })
        : t('alerts.newOrders', { count: fresh.length });
    toast.info(text, {
      description: t('alerts.description'),
      action: { label: t('alerts.show'), onClick: () => onShowRef.current() },
    });
    ringForNewOrder();
    // To the second, so that news told twice within a minute is still a change a screen reader speaks
    const time = new Date().toLocaleTimeString('en-IN', { timeZone: INDIA_TIME_ZONE });
    setAnnouncement(t('alerts.announcement', { text, time }));
  }, [incoming.data, incoming.isPlaceholderData, t]);

  return { incomingCount: incoming.data?.total ?? 0, announcement };
}
