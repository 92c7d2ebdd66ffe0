import { COMMISSION_PERCENT } from '@dawanow/shared/constants';
import { COMMISSION_GST_RATE } from '@dawanow/shared/orders/bill';
import { Construction } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { SkeletonList } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useOrderSettings } from '../api';
import { OrderSettingsForm } from '../components/order-settings-form';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="space-y-4 rounded-xl border border-slate-200 bg-white p-5">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

const VIEWS = [
  { id: 'settings', label: 'Settings' },
  { id: 'audit-log', label: 'Audit log' },
] as const;

/** `/admin/settings`: what an administrator can change about how the marketplace runs, and the log of every change. */
export function AdminSettingsPage({
  auditLog,
  orderSettingsHistory,
}: {
  auditLog: ReactNode;
  /** The order settings' latest changes (the audit feature's, composed in app/routes) */
  orderSettingsHistory: ReactNode;
}) {
  const [params] = useSearchParams();
  const view = params.get('view') === 'audit-log' ? 'audit-log' : 'settings';
  return (
    <div className={cn('mx-auto space-y-6', view === 'settings' && 'max-w-3xl')}>
      <PageHeader
        title="Platform settings"
        description="How orders move between customers and pharmacies, and every change administrators make."
      />
      <nav aria-label="Settings views" className="flex gap-1 border-b border-slate-200">
        {VIEWS.map(({ id, label }) => (
          <Link
            key={id}
            to={id === 'settings' ? '/admin/settings' : '/admin/settings?view=audit-log'}
            aria-current={view === id ? 'page' : undefined}
            className={cn(
              '-mb-px flex h-11 items-center border-b-2 px-3 text-sm font-medium',
              view === id
                ? 'border-brand-700 text-brand-800'
                : 'border-transparent text-slate-600 hover:text-slate-900',
            )}
          >
            {label}
          </Link>
        ))}
      </nav>
      {view === 'audit-log' ? auditLog : <PlatformSettings orderSettingsHistory={orderSettingsHistory} />}
    </div>
  );
}

function PlatformSettings({ orderSettingsHistory }: { orderSettingsHistory: ReactNode }) {
  const settings = useOrderSettings();
  return (
    <>
      <Section title="Orders">
        {settings.isPending ? (
          <div className="space-y-3" role="status">
            <span className="sr-only">Loading the order settings…</span>
            <SkeletonList count={2} className="h-11 w-full" />
          </div>
        ) : settings.isError ? (
          <ErrorState message="The order settings could not be loaded." onRetry={() => void settings.refetch()} />
        ) : (
          <OrderSettingsForm settings={settings.data} />
        )}
        {orderSettingsHistory}
      </Section>
      <Section title="Commission">
        <p className="text-sm text-slate-700">
          {COMMISSION_PERCENT}% of each delivered order’s item value excluding GST, plus {COMMISSION_GST_RATE}% GST on
          the commission, as the partner agreement sets it. It changes only with the agreement.
        </p>
      </Section>
      <Section title="Support contacts and site content">
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <Construction className="h-5 w-5 shrink-0 text-amber-600" aria-hidden="true" />
          Editing these here is being built and is not available yet.
        </p>
      </Section>
    </>
  );
}
