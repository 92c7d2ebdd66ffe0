import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Skeleton, SkeletonList } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';

/** One group of settings with its heading; the tabs stack them on phones and pair them on wide screens. */
export function SettingsCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const id = `settings-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:p-5">
      <h2 id={id} className="font-semibold text-slate-900">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-slate-700">{description}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/**
 * What an unsaved change's toast says: the server's own words when it refused (the first field's problem
 * for a validation refusal), else a retry hint.
 */
export function saveFailedDescription(t: TFunction<'store-panel'>, error: unknown): string {
  if (!(error instanceof ApiError)) return t('settings.retry');
  const [first] = Array.isArray(error.details) ? (error.details as { message?: string }[]) : [];
  return first?.message ?? error.message;
}

/** The tabs' loading state, shaped like their cards. */
export function SettingsLoading({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="space-y-4">
      <SkeletonList count={3} className="h-40 w-full rounded-xl" />
      <Skeleton className="h-64 w-full rounded-xl" />
    </div>
  );
}
