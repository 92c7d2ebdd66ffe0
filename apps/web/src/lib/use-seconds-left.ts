import { useEffect, useState } from 'react';

const secondsTo = (time: number | null) => (time === null ? 0 : Math.max(0, Math.ceil((time - Date.now()) / 1000)));

/** Whole seconds until `until` (a time in ms), counting down each second; 0 once passed or when null. */
export function useSecondsLeft(until: number | null): number {
  const [seconds, setSeconds] = useState(() => secondsTo(until));
  useEffect(() => {
    setSeconds(secondsTo(until));
    if (until === null) return;
    const timer = setInterval(() => {
      const left = secondsTo(until);
      setSeconds(left);
      if (left === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return seconds;
}
