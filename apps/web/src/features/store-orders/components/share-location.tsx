import { formatIndianTime } from '@dawanow/shared/dates';
import { POSITION_INTERVAL_MS, type TPositionReport } from '@dawanow/shared/orders/tracking';
import { LocateFixed, LocateOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useReportPosition } from '../api';

type TSharing = { state: 'off' } | { state: 'on'; sentAt: number | null } | { state: 'stopped'; why: string };

const GEOLOCATION_ERRORS: Record<number, string> = {
  1: 'Location is blocked for this site. Allow it in the browser settings to share where you are.',
  2: 'Your phone cannot find where it is right now.',
  3: 'Finding your location took too long.',
};

/**
 * The delivering member's phone shares its position while the order is out (issue 17): the browser's
 * `watchPosition`, sent at most every POSITION_INTERVAL_MS (the latest fix wins), until they stop or the order
 * is no longer theirs to deliver.
 */
export function ShareLocation({ storeId, orderId }: { storeId: string; orderId: string }) {
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
      (error) => setSharing({ state: 'stopped', why: GEOLOCATION_ERRORS[error.code] ?? error.message }),
      { enableHighAccuracy: true, maximumAge: POSITION_INTERVAL_MS, timeout: 30_000 },
    );
    const timer = window.setInterval(send, POSITION_INTERVAL_MS);
    return () => {
      navigator.geolocation.clearWatch(watch);
      window.clearInterval(timer);
      latest.current = null;
    };
  }, [isOn]);

  if (!('geolocation' in navigator)) {
    return <p className="text-sm text-slate-700">This browser cannot share a location.</p>;
  }
  return (
    <div className="space-y-2">
      <p aria-live="polite" className="text-sm text-slate-800">
        {sharing.state === 'on'
          ? sharing.sentAt
            ? `Sharing your location with the customer · last sent ${formatIndianTime(new Date(sharing.sentAt))}`
            : 'Finding your location…'
          : sharing.state === 'stopped'
            ? `Location not shared: ${sharing.why}`
            : 'You are delivering this order. Share your location so the customer can see you coming.'}
      </p>
      {isOn ? (
        <Button variant="outline" onClick={() => setSharing({ state: 'off' })}>
          <LocateOff className="h-4 w-4" aria-hidden="true" /> Stop sharing
        </Button>
      ) : (
        <Button onClick={() => setSharing({ state: 'on', sentAt: null })}>
          <LocateFixed className="h-4 w-4" aria-hidden="true" /> Share my location
        </Button>
      )}
    </div>
  );
}
