/** What both analytics screens show around their figures: the period's label, and loading, error and busy states. */
import type { TAnalyticsRange } from '@dawanow/shared/analytics';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { usePanelText } from '@/components/panel-text';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton, SkeletonList } from '@/components/ui/skeleton';
import { formatDay } from '@/lib/chart-format';

/** "29 Oct – 27 Nov", or one day alone. */
export const rangeLabel = (range: TAnalyticsRange) =>
  range.from === range.to ? formatDay(range.from) : `${formatDay(range.from)} – ${formatDay(range.to)}`;

/** Skeleton cards while loading, a retry on error, then the figures (marked busy while another period loads). */
export function AnalyticsState<TData>({
  result,
  errorMessage,
  loadingLabel,
  children,
}: {
  result: UseQueryResult<TData>;
  errorMessage: string;
  loadingLabel?: string;
  children: (data: TData) => ReactNode;
}) {
  const { t } = usePanelText();
  if (result.isPending) {
    return (
      <div role="status" aria-label={loadingLabel ?? t('analytics.loading')} className="space-y-4">
        <Skeleton className="h-24 w-full rounded-xl" />
        <div className="grid gap-4 lg:grid-cols-2">
          <SkeletonList count={4} className="h-64 w-full rounded-xl" />
        </div>
      </div>
    );
  }
  if (result.isError) return <ErrorState message={errorMessage} onRetry={() => void result.refetch()} />;
  return <div aria-busy={result.isPlaceholderData}>{children(result.data)}</div>;
}
