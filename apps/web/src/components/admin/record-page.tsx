/**
 * An admin record's screen: the way back to its list, then the record once read — or its loading skeleton, or an
 * error (a record that does not exist says so; anything else offers to try again).
 */
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAdminPanelText } from '@/app/layouts/admin-panel/text';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { isOutOfReach } from '@/lib/api-client';

export function RecordPage<TRecord>({
  back,
  query,
  noun,
  children,
}: {
  back: { to: string; label: string };
  query: {
    isPending: boolean;
    isError: boolean;
    error: Error | null;
    data: TRecord | undefined;
    refetch: () => unknown;
  };
  /** "order", "pharmacy": what the messages call the record */
  noun: string;
  children: (record: TRecord) => ReactNode;
}) {
  const { t } = useAdminPanelText();
  return (
    <div className="mx-auto max-w-6xl">
      <Link
        to={back.to}
        className="mb-3 inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-800 hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {back.label}
      </Link>
      {query.isPending ? (
        <div role="status" aria-label={t('record.page.loading', { noun })} className="space-y-4">
          <Skeleton className="h-8 w-64" />
          <Skeleton className="h-40 w-full rounded-xl" />
        </div>
      ) : query.isError || query.data === undefined ? (
        isOutOfReach(query.error) ? (
          <ErrorState message={t('record.page.missing', { noun })} />
        ) : (
          <ErrorState message={t('record.page.loadError', { noun })} onRetry={() => void query.refetch()} />
        )
      ) : (
        children(query.data)
      )}
    </div>
  );
}
