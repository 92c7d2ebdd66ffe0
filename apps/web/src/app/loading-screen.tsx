import { useEffect, useState } from 'react';
import { Skeleton, SkeletonList } from '@/components/ui/skeleton';
import { useCommonText } from '@/lib/i18n/common-text';

// SPEC §2: progress 13%, 45%, 66%, 85% at 0, 500, 1000, 1500 ms
export const LOADING_STEPS = [
  { atMs: 0, progress: 13, message: 'loading.starting' },
  { atMs: 500, progress: 45, message: 'loading.findingPharmacies' },
  { atMs: 1000, progress: 66, message: 'loading.checkingAvailability' },
  { atMs: 1500, progress: 85, message: 'loading.almostReady' },
] as const;

function useLoadingStep(): (typeof LOADING_STEPS)[number] {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timers = LOADING_STEPS.slice(1).map((step, offset) => setTimeout(() => setIndex(offset + 1), step.atMs));
    return () => {
      for (const timer of timers) clearTimeout(timer);
    };
  }, []);
  return LOADING_STEPS[index] ?? LOADING_STEPS[0];
}

/** Full-screen loader over a skeleton of the home page, so the layout does not jump when it resolves. */
export function LoadingScreen() {
  // The fallback while a Hindi reader's strings load: it must not wait for them itself
  const { t } = useCommonText({ useSuspense: false });
  const step = useLoadingStep();
  return (
    <div className="min-h-screen bg-slate-50">
      <div className="sticky top-0 z-10 border-b border-slate-200 bg-white px-4 py-3">
        <div
          role="progressbar"
          aria-label={t('loading.label')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={step.progress}
          className="h-1.5 w-full overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full bg-brand-700 transition-all duration-500" style={{ width: `${step.progress}%` }} />
        </div>
        <p className="mt-2 text-center text-sm text-slate-700" aria-live="polite">
          {t(step.message)}
        </p>
      </div>
      <div className="mx-auto max-w-6xl space-y-6 px-4 py-6" aria-hidden="true">
        <Skeleton className="h-56 w-full rounded-2xl" />
        <div className="grid grid-cols-3 gap-3 md:grid-cols-6">
          <SkeletonList count={6} className="h-28" />
        </div>
        <Skeleton className="h-40 w-full" />
      </div>
    </div>
  );
}
