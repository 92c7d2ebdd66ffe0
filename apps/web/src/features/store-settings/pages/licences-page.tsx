import { formatIndianDate, formatIndianDateTime, indianToday } from '@dawanow/shared/dates';
import {
  CHANGE_REQUEST_FIELD_LABELS,
  type TChangeRequest,
  type TChangeRequestField,
  type TStoreSettings,
} from '@dawanow/shared/store-settings';
import { BadgeCheck, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { SkeletonList } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useCurrentStore } from '@/lib/current-store';
import { useChangeRequests, useStoreSettings } from '../api';
import { ChangeRequestDialog } from '../components/change-request-dialog';
import { SettingsCard, SettingsLoading } from '../components/settings-card';

const STATUS_LOOK: Record<TChangeRequest['status'], { label: string; className: string }> = {
  pending: { label: 'Waiting for review', className: 'bg-amber-100 text-amber-900' },
  approved: { label: 'Approved', className: 'bg-brand-50 text-brand-800' },
  rejected: { label: 'Not approved', className: 'bg-red-50 text-red-800' },
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
      note: left < 0 ? 'Expired: renew it now' : left <= EXPIRY_WARNING_DAYS ? `Expires in ${left} days` : undefined,
    },
    { field: 'gstin', value: licences.gstin },
  ];
  return (
    <dl className="divide-y divide-slate-100">
      {rows.map((row) => (
        <div key={row.field} className="flex flex-wrap items-center justify-between gap-2 py-3">
          <div className="min-w-0">
            <dt className="text-sm text-slate-700">{CHANGE_REQUEST_FIELD_LABELS[row.field]}</dt>
            <dd className="font-medium break-words text-slate-900">{row.value}</dd>
            {row.note && <dd className="text-sm font-medium text-red-700">{row.note}</dd>}
          </div>
          {pending.has(row.field) ? (
            <span className="text-sm text-slate-600">Change requested</span>
          ) : (
            <Button
              variant="outline"
              size="sm"
              className="h-11"
              aria-label={`Request a change of ${CHANGE_REQUEST_FIELD_LABELS[row.field]}`}
              onClick={() => onRequest(row.field)}
            >
              Request a change
            </Button>
          )}
        </div>
      ))}
    </dl>
  );
}

function Requests({ requests }: { requests: TChangeRequest[] }) {
  if (requests.length === 0) return <p className="text-sm text-slate-700">No change requests yet.</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {requests.map((request) => {
        const look = STATUS_LOOK[request.status];
        return (
          <li key={request.id} className="py-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-medium text-slate-900">{CHANGE_REQUEST_FIELD_LABELS[request.field]}</p>
              <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', look.className)}>{look.label}</span>
            </div>
            <p className="text-sm break-words text-slate-800">→ {request.requestedValue}</p>
            <p className="text-xs text-slate-600">
              Asked {formatIndianDateTime(request.createdAt)}
              {request.reviewNote && ` · ${request.reviewNote}`}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

function Pharmacists({ settings }: { settings: TStoreSettings }) {
  return (
    <>
      {settings.pharmacists.length === 0 ? (
        <p className="text-sm text-slate-700">
          No registered pharmacist is marked yet. Only a registered pharmacist may approve prescriptions.
        </p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {settings.pharmacists.map((pharmacist) => (
            <li key={pharmacist.userId} className="flex items-center justify-between gap-2 py-2">
              <span>
                <span className="block font-medium text-slate-900">{pharmacist.name}</span>
                <span className="text-sm text-slate-700">Reg. no. {pharmacist.registrationNumber}</span>
              </span>
              {pharmacist.isOnDuty && (
                <span className="flex items-center gap-1 text-sm font-medium text-brand-800">
                  <BadgeCheck className="h-4 w-4" aria-hidden="true" /> On duty
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
        Mark pharmacists on the Team page <ChevronRight className="h-4 w-4" aria-hidden="true" />
      </Link>
    </>
  );
}

/** /store/settings/licences: what only DawaNow changes, shown read-only with a way to ask for a change. */
export function LicencesPage() {
  const { store } = useCurrentStore();
  const storeId = store?.storeId ?? '';
  const settings = useStoreSettings(storeId);
  const requests = useChangeRequests(storeId);
  const [asking, setAsking] = useState<TChangeRequestField | null>(null);
  if (settings.isPending) return <SettingsLoading label="Loading licences" />;
  if (settings.isError) {
    return <ErrorState message="We could not load the licences." onRetry={() => void settings.refetch()} />;
  }
  const pending = new Set((requests.data ?? []).filter((r) => r.status === 'pending').map((r) => r.field));
  return (
    <div className="grid gap-4 lg:grid-cols-2 lg:items-start">
      <SettingsCard
        title="Licences, GSTIN and registration"
        description="Checked by DawaNow when the store joined. A change goes to review with your reason."
      >
        <LicenceRows settings={settings.data} pending={pending} onRequest={setAsking} />
      </SettingsCard>
      <div className="space-y-4">
        <SettingsCard title="Pharmacists">
          <Pharmacists settings={settings.data} />
        </SettingsCard>
        <SettingsCard title="Your change requests">
          {requests.isPending ? (
            <div role="status" aria-label="Loading change requests" className="space-y-2">
              <SkeletonList count={2} className="h-12 w-full" />
            </div>
          ) : requests.isError ? (
            <ErrorState message="We could not load your requests." onRetry={() => void requests.refetch()} />
          ) : (
            <Requests requests={requests.data} />
          )}
        </SettingsCard>
      </div>
      <ChangeRequestDialog storeId={storeId} field={asking} onClose={() => setAsking(null)} />
    </div>
  );
}
