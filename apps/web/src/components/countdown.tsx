import { Timer } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { serverNow } from '@/lib/server-clock';

/** The last stretch of an acceptance window is shown in red so the counter notices it. */
export const URGENT_MS = 30_000;

/** "2:05" for the time left; never negative. */
export function formatCountdown(remainingMs: number): string {
  const totalSeconds = Math.max(0, Math.ceil(remainingMs / 1000));
  const minutes = Math.floor(totalSeconds / 60);
  return `${minutes}:${String(totalSeconds % 60).padStart(2, '0')}`;
}

/** Milliseconds left until `deadline` (the server's clock), re-rendered every second while it runs. */
export function useTimeLeft(deadline: string): number {
  const target = Date.parse(deadline);
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const timer = setInterval(() => {
      const time = serverNow();
      setNow(time);
      if (time >= target) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [target]);
  return target - now;
}

type CountdownProps = {
  deadline: string;
  /** What the time is for, read before the numbers: "Accept within" */
  label: string;
  /** Shown once the time is up */
  expiredText: string;
  onExpire?: () => void;
};

/**
 * A ticking mm:ss timer. Screen readers get the label and the time when they reach it, not an
 * announcement every second (that would drown everything else out at a busy counter).
 */
export function Countdown({ deadline, label, expiredText, onExpire }: CountdownProps) {
  const left = useTimeLeft(deadline);
  const hasExpired = left <= 0;
  const onExpireRef = useRef(onExpire);
  useEffect(() => {
    onExpireRef.current = onExpire;
  });
  useEffect(() => {
    if (hasExpired) onExpireRef.current?.();
  }, [hasExpired]);

  if (hasExpired) {
    return <p className="text-sm font-semibold text-red-700">{expiredText}</p>;
  }
  return (
    <p
      className={cn(
        'inline-flex items-center gap-1.5 rounded-lg px-2 py-1 text-sm font-semibold tabular-nums',
        left <= URGENT_MS ? 'bg-red-100 text-red-800' : 'bg-amber-50 text-amber-900',
      )}
    >
      <Timer className="h-4 w-4" aria-hidden="true" />
      {label} <time dateTime={`PT${Math.ceil(left / 1000)}S`}>{formatCountdown(left)}</time>
    </p>
  );
}
