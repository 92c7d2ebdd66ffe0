import { formatIndianDate, formatIndianDateTime, indianToday } from '@dawanow/shared/dates';
import type { TChangeRequest, TChangeRequestField, TStoreSettings } from '@dawanow/shared/store-settings';
import { BadgeCheck, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useStorePanelText } from '@/app/layouts/store-panel/text';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { SkeletonList } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useCurrentStore } from '@/lib/current-store';
import { useChangeRequests, useStoreSettings } from '../api';
import { ChangeRequestDialog } from '../components/change-request-dialog';
import { SettingsCard, SettingsLoading } from '../components/settings-card';

const STATUS_CLASSES: Record<TChangeRequest['status'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  approved: 'bg-brand-50 text-brand-800',
  rejected: 'bg-red-50 text-red-800',
};

// A licence that runs out within this many days is flagged, so the renewal is asked for in time.
const EXPIRY_WARNING_DAYS = 60;

function daysUntil(date: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${indianToday()}T00:00:00Z`)) / 86_400_000);
}

function LicenceRows({
  settings,
  pending,
  onRequest,
}: {
  settings: TStoreSettings;
  pending: Set<string>;
  onRequest: (field: TChangeRequestField) => void;
}) {
  const { t } = useStorePanelText();
  const { licences } = settings;
  const left = daysUntil(licences.drugLicenceValidUntil);
  const rows: { field: TChangeRequestField; value: string; note?: string }[] = [
    { field: 'name', value: settings.name },
    { field: 'address', value: settings.address },
    { field: 'drug_licence_form20', value: licences.drugLicenceForm20 },
    { field: 'drug_licence_form21', value: licences.drugLicenceForm21 },
    {
      field: 'drug_licence_valid_until',
      value: formatIndianDate(licences.drugLicenceValidUntil),
      note:
        left < 0
          ? t('settings.licences.expired')
          : left <= EXPIRY_WARNING_DAYS
            ? t('settings.licences.expiresIn', { count: left })
            : undefined,
    },
    { field: 'gstin', value: licences.gstin },
  ];
  return (
    <dl className="divide-y divide-slate-100">
      {rows.map((row) => (
        <div key={row.field} className="flex flex-wrap items-center justify-between gap-2 py-3">
          <div className="min-w-0">
            <dt className="text-sm text-slate-700">{t(`settings.fields.${row.field}`)}</dt>
            <dd className="font-medium break-words text-slate-900">{row.value}</dd>
            {row.note && <dd className="text-sm font-medium text-red-700">{row.note}</dd>}
          </div>
          {pending.has(row.field) ? (
            <span className="text-sm text-slate-600">{t('settings.licences.requested')}</span>
          ) : (
            <Button
              variant="outline"
              size="sm"
              className="h-11"
              aria-label={t('settings.licences.requestOf', { field: t(`settings.fields.${row.field}`) })}
              onClick={() => onRequest(row.field)}
            >
              {t('settings.licences.request')}
            </Button>
          )}
        </div>
      ))}
    </dl>
  );
}

function Requests({ requests }: { requests: TChangeRequest[] }) {
  const { t } = useStorePanelText();
  if (requests.length === 0) return <p className="text-sm text-slate-700">{t('settings.licences.noRequests')}</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {requests.map((request) => {
        return (
          <li key={request.id} className="py-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-medium text-slate-900">{t(`settings.fields.${request.field}`)}</p>
              <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', STATUS_CLASSES[request.status])}>
                {t(`settings.licences.status.${request.status}`)}
              </span>
            </div>
            <p className="text-sm break-words text-slate-800">→ {request.requestedValue}</p>
            <p className="text-xs text-slate-600">
              {t('settings.licences.asked', { date: formatIndianDateTime(request.createdAt) })}
              {request.reviewNote && ` · ${request.reviewNote}`}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

function Pharmacists({ settings }: { settings: TStoreSettings }) {
  const { t } = useStorePanelText();
  return (
    <>
      {settings.pharmacists.length === 0 ? (
        <p className="text-sm text-slate-700">{t('settings.licences.noPharmacist')}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {settings.pharmacists.map((pharmacist) => (
            <li key={pharmacist.userId} className="flex items-center justify-between gap-2 py-2">
              <span>
                <span className="block font-medium text-slate-900">{pharmacist.name}</span>
                <span className="text-sm text-slate-700">
                  {t('settings.licences.regNo', { number: pharmacist.registrationNumber })}
                </span>
              </span>
              {pharmacist.isOnDuty && (
                <span className="flex items-center gap-1 text-sm font-medium text-brand-800">
                  <BadgeCheck className="h-4 w-4" aria-hidden="true" /> {t('settings.licences.onDuty')}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      <Link
        to="/store/settings/team"
        className="mt-3 inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-800 hover:underline"
      >
        {t('settings.licences.markPharmacists')} <ChevronRight className="h-4 w-4" aria-hidden="true" />
      </Link>
    </>
  );
}

/** /store/settings/licences: what only DawaNow changes, shown read-only with a way to ask for a change. */
export function LicencesPage() {
  const { t } = useStorePanelText();
  const { store } = useCurrentStore();
  const storeId = store?.storeId ?? '';
  const settings = useStoreSettings(storeId);
  const requests = useChangeRequests(storeId);
  const [asking, setAsking] = useState<TChangeRequestField | null>(null);
  if (settings.isPending) return <SettingsLoading label={t('settings.licences.loading')} />;
  if (settings.isError) {
    return <ErrorState message={t('settings.licences.loadError')} onRetry={() => void settings.refetch()} />;
  }
  const pending = new Set((requests.data ?? []).filter((r) => r.status === 'pending').map((r) => r.field));
  return (
    <div className="grid gap-4 lg:grid-cols-2 lg:items-start">
      <SettingsCard title={t('settings.licences.title')} description={t('settings.licences.description')}>
        <LicenceRows settings={settings.data} pending={pending} onRequest={setAsking} />
      </SettingsCard>
      <div className="space-y-4">
        <SettingsCard title={t('settings.licences.pharmacists')}>
          <Pharmacists settings={settings.data} />
        </SettingsCard>
        <SettingsCard title={t('settings.licences.yourRequests')}>
          {requests.isPending ? (
            <div role="status" aria-label={t('settings.licences.requestsLoading')} className="space-y-2">
              <SkeletonList count={2} className="h-12 w-full" />
            </div>
          ) : requests.isError ? (
            <ErrorState message={t('settings.licences.requestsError')} onRetry={() => void requests.refetch()} />
          ) : (
            <Requests requests={requests.data} />
          )}
        </SettingsCard>
      </div>
      <ChangeRequestDialog storeId={storeId} field={asking} onClose={() => setAsking(null)} />
    </div>
  );
}
