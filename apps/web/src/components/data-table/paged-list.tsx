/**
 * A list read page by page ("Show more"): its loading, error and empty states, the rows (`children`) and how many
 * are shown, and the button that loads the next page.
 */
import type { ReactNode } from 'react';
import { usePanelText } from '@/components/panel-text';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { SkeletonList } from '@/components/ui/skeleton';

type TPagedQuery = {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
};

export function PagedList({
  query,
  count,
  noun,
  empty,
  note,
  children,
}: {
  query: TPagedQuery;
  /** Rows loaded so far */
  count: number;
  /** What the rows are, plural: "orders" */
  noun: string;
  empty: string;
  /** After "N shown": what the column sort does, for instance */
  note?: string;
  children: ReactNode;
}) {
  const { t } = usePanelText();
  return (
    <>
      {query.isPending ? (
        <div role="status" aria-label={t('pagedList.loading', { noun })} className="space-y-2">
          <SkeletonList count={5} className="h-12 w-full" />
        </div>
      ) : query.isError ? (
        <ErrorState
          message={query.error?.message || t('pagedList.loadError', { noun })}
          onRetry={() => void query.refetch()}
        />
      ) : count === 0 ? (
        <p className="rounded-lg bg-slate-50 p-4 text-sm text-slate-700">{empty}</p>
      ) : (
        <>
          {children}
          <p className="text-xs text-slate-600">
            {t(query.hasNextPage ? 'pagedList.shownMoreBelow' : 'pagedList.shown', { shown: count })}
            {note ? ` ${note}` : ''}
          </p>
        </>
      )}
      {query.hasNextPage && (
        <Button variant="outline" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
          {query.isFetchingNextPage ? t('pagedList.loadingMore') : t('pagedList.showMore')}
        </Button>
      )}
    </>
  );
}
