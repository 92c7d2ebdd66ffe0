import { formatIndianTime } from '@dawanow/shared/dates';
import { POSITION_INTERVAL_MS, type TPositionReport } from '@dawanow/shared/orders/tracking';
import { LocateFixed, LocateOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useStorePanelText } from '@/app/layouts/store-panel/text';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useReportPosition } from '../api';

type TSharing = { state: 'off' } | { state: 'on'; sentAt: number | null } | { state: 'stopped'; why: string };

/** The browser's GeolocationPositionError codes with words of ours */
const GEOLOCATION_ERRORS = new Set([1, 2, 3] as const);
const isGeolocationError = (code: number): code is 1 | 2 | 3 => GEOLOCATION_ERRORS.has(code as 1);

/**
 * The delivering member's phone shares its position while the order is out (issue 17): the browser's
 * `watchPosition`, sent at most every POSITION_INTERVAL_MS (the latest fix wins), until they stop or the order
 * is no longer theirs to deliver.
 */
export function ShareLocation({ storeId, orderId }: { storeId: string; orderId: string }) {
  const { t } = useStorePanelText();
  const [sharing, setSharing] = useState<TSharing>({ state: 'off' });
  const report = useReportPosition(storeId, orderId);
  const latest = useRef<TPositionReport | null>(null);
  const sendRef = useRef(report.mutate);
  sendRef.current = report.mutate;
  const isOn = sharing.state === 'on';

  useEffect(() => {
    if (!isOn) return;
    let lastSent: string | null = null;
    const send = () => {
      const fix = latest.current;
      if (!fix || fix.recordedAt === lastSent) return;
      lastSent = fix.recordedAt;
      sendRef.current(fix, {
        onSuccess: () => setSharing({ state: 'on', sentAt: Date.now() }),
        onError: (error) => {
          // Refused for good (delivered, cancelled, handed to someone else): stop; a network blip is retried.
          if (error instanceof ApiError && error.code !== 'NETWORK')
            setSharing({ state: 'stopped', why: error.message });
        },
      });
    };
    const watch = navigator.geolocation.watchPosition(
      (position) => {
        const isFirst = latest.current === null;
        latest.current = {
          latitude: position.coords.latitude,
          longitude: position.coords.longitude,
          accuracyM: Number.isFinite(position.coords.accuracy) ? position.coords.accuracy : null,
          recordedAt: new Date(position.timestamp).toISOString(),
        };
        if (isFirst) send();
      },
      (error) =>
        setSharing({
          state: 'stopped',
          why: isGeolocationError(error.code) ? t(`orders.share.errors.${error.code}`) : error.message,
        }),
      { enableHighAccuracy: true, maximumAge: POSITION_INTERVAL_MS, timeout: 30_000 },
    );
    const timer = window.setInterval(send, POSITION_INTERVAL_MS);
    return () => {
      navigator.geolocation.clearWatch(watch);
      window.clearInterval(timer);
      latest.current = null;
    };
  }, [isOn, t]);

  if (!('geolocation' in navigator)) {
    return <p className="text-sm text-slate-700">{t('orders.share.unsupported')}</p>;
  }
  return (
    <div className="space-y-2">
      <p aria-live="polite" className="text-sm text-slate-800">
        {sharing.state === 'on'
          ? sharing.sentAt
            ? t('orders.share.sharing', { time: formatIndianTime(new Date(sharing.sentAt)) })
            : t('orders.share.finding')
          : sharing.state === 'stopped'
            ? t('orders.share.stopped', { why: sharing.why })
            : t('orders.share.prompt')}
      </p>
      {isOn ? (
        <Button variant="outline" onClick={() => setSharing({ state: 'off' })}>
          <LocateOff className="h-4 w-4" aria-hidden="true" /> {t('orders.share.stop')}
        </Button>
      ) : (
        <Button onClick={() => setSharing({ state: 'on', sentAt: null })}>
          <LocateFixed className="h-4 w-4" aria-hidden="true" /> {t('orders.share.start')}
        </Button>
      )}
    </div>
  );
}
