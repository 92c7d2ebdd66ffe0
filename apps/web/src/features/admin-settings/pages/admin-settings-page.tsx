import { COMMISSION_PERCENT } from '@dawanow/shared/constants';
import { COMMISSION_GST_RATE } from '@dawanow/shared/orders/bill';
import { Construction } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAdminPanelText } from '@/app/layouts/admin-panel/text';
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

const VIEWS = ['settings', 'audit-log'] as const;

/** `/admin/settings`: what an administrator can change about how the marketplace runs, and the log of every change. */
export function AdminSettingsPage({
  auditLog,
  orderSettingsHistory,
}: {
  auditLog: ReactNode;
  /** The order settings' latest changes (the audit feature's, composed in app/routes) */
  orderSettingsHistory: ReactNode;
}) {
  const { t } = useAdminPanelText();
  const [params] = useSearchParams();
  const view = params.get('view') === 'audit-log' ? 'audit-log' : 'settings';
  return (
    <div className={cn('mx-auto space-y-6', view === 'settings' && 'max-w-3xl')}>
      <PageHeader
        title={t('settings.settingsPage.platformSettings')}
        description={t('settings.settingsPage.howOrdersMoveBetween')}
      />
      <nav aria-label={t('settings.settingsPage.settingsViews')} className="flex gap-1 border-b border-slate-200">
        {VIEWS.map((id) => (
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
            {t(`settings.views.${id}`)}
          </Link>
        ))}
      </nav>
      {view === 'audit-log' ? auditLog : <PlatformSettings orderSettingsHistory={orderSettingsHistory} />}
    </div>
  );
}

function PlatformSettings({ orderSettingsHistory }: { orderSettingsHistory: ReactNode }) {
  const { t } = useAdminPanelText();
  const settings = useOrderSettings();
  return (
    <>
      <Section title={t('settings.platformSettings.orders')}>
        {settings.isPending ? (
          <div className="space-y-3" role="status">
            <span className="sr-only">{t('settings.platformSettings.loadingTheOrderSettings')}</span>
            <SkeletonList count={2} className="h-11 w-full" />
          </div>
        ) : settings.isError ? (
          <ErrorState
            message={t('settings.platformSettings.theOrderSettingsCould')}
            onRetry={() => void settings.refetch()}
          />
        ) : (
          <OrderSettingsForm settings={settings.data} />
        )}
        {orderSettingsHistory}
      </Section>
      <Section title={t('settings.platformSettings.commission')}>
        <p className="text-sm text-slate-700">
          {t('settings.platformSettings.commissionText', { percent: COMMISSION_PERCENT, gst: COMMISSION_GST_RATE })}
        </p>
      </Section>
      <Section title={t('settings.platformSettings.supportContactsAndSite')}>
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <Construction className="h-5 w-5 shrink-0 text-amber-600" aria-hidden="true" />
          {t('settings.platformSettings.editingTheseHereIs')}
        </p>
      </Section>
    </>
  );
}
