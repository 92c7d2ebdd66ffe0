/**
 * `/admin/stores/:storeId`: one pharmacy — its standing (activate, pause, suspend, each with a reason), record,
 * licence expiry, members, the last 7 and 30 days, its requests to change licences, GSTIN, name or address
 * (approve or reject with a note it reads) and its change history (composed by the route).
 */
import { type TAdminStoreDetail, ZAdminStoreStatusChange, ZChangeRequestDecision } from '@dawanow/shared/admin-stores';
import { formatIndianDate, formatIndianDateTime } from '@dawanow/shared/dates';
import { formatRupees } from '@dawanow/shared/money';
import type { TChangeRequest } from '@dawanow/shared/store-settings';
import type { TStoreStatus } from '@dawanow/shared/stores';
import { AlertTriangle, Pencil } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { useAdminPanelText } from '@/app/layouts/admin-panel/text';
import { RecordPage } from '@/components/admin/record-page';
import { SectionCard } from '@/components/orders/section-card';
import { Button, ButtonLink } from '@/components/ui/button';
import { Facts } from '@/components/ui/facts';
import { WrittenReasonDialog } from '@/components/ui/written-reason-dialog';
import { toast } from '@/lib/toast';
import { useAdminStore, useDecideChangeRequest, useSetStoreStatus } from '../api';
import { StoreStatusBadge } from '../components/store-status-badge';

const ZNoteForm = z.object({ reason: ZChangeRequestDecision.shape.note });

function StatusActions({ store }: { store: TAdminStoreDetail }) {
  const { t } = useAdminPanelText();
  const setStatus = useSetStoreStatus(store.id);
  const [next, setNext] = useState<TStoreStatus | null>(null);
  return (
    <>
      <div className="flex flex-wrap gap-2">
        {(['active', 'paused', 'suspended'] as const)
          .filter((status) => status !== store.status)
          .map((status) => (
            <Button
              key={status}
              variant={status === 'active' ? 'primary' : 'outline'}
              className={status === 'suspended' ? 'border-red-300 text-red-800 hover:bg-red-50' : undefined}
              onClick={() => setNext(status)}
            >
              {t(`stores.statusSteps.${status}.button`)}
            </Button>
          ))}
        <ButtonLink to={`/admin/stores/edit/${store.id}`} variant="outline">
          <Pencil className="h-4 w-4" aria-hidden="true" /> {t('stores.statusActions.editDetails')}
        </ButtonLink>
      </div>
      <WrittenReasonDialog
        open={next !== null}
        onClose={() => setNext(null)}
        title={next ? t(`stores.statusSteps.${next}.title`) : ''}
        description={next ? t(`stores.statusSteps.${next}.description`) : undefined}
        schema={ZAdminStoreStatusChange.pick({ reason: true })}
        maxLength={300}
        confirmLabel={next ? t(`stores.statusSteps.${next}.button`) : ''}
        pendingLabel={t('stores.statusActions.saving')}
        isPending={setStatus.isPending}
        isDestructive={next === 'suspended'}
        onConfirm={(reason, fail) => {
          if (!next) return;
          setStatus.mutate(
            { status: next, reason },
            {
              onSuccess: () => {
                toast.success(t(`stores.statusSteps.${next}.done`));
                setNext(null);
              },
              onError: (error) => fail(error.message),
            },
          );
        }}
      />
    </>
  );
}

function ChangeRequests({ store }: { store: TAdminStoreDetail }) {
  const { t } = useAdminPanelText();
  const decide = useDecideChangeRequest(store.id);
  const [deciding, setDeciding] = useState<{ request: TChangeRequest; decision: 'approve' | 'reject' } | null>(null);
  if (store.changeRequests.length === 0)
    return <p className="text-sm text-slate-700">{t('stores.changeRequests.noRequestsFromThis')}</p>;
  return (
    <>
      <ul className="space-y-3">
        {store.changeRequests.map((request) => (
          <li key={request.id} className="rounded-lg bg-slate-50 p-3 text-sm">
            <p className="font-medium text-slate-900">
              {t(`labels.changeRequestFields.${request.field}`)} →{' '}
              <span className="font-mono">{request.requestedValue}</span>
            </p>
            <p className="text-slate-700">
              {t('stores.changeRequests.asked', {
                reason: request.reason,
                dateTime: formatIndianDateTime(request.createdAt),
              })}
            </p>
            {request.status === 'pending' ? (
              <div className="mt-2 flex gap-2">
                <Button size="sm" onClick={() => setDeciding({ request, decision: 'approve' })}>
                  {t('stores.changeRequests.approve')}
                </Button>
                <Button size="sm" variant="outline" onClick={() => setDeciding({ request, decision: 'reject' })}>
                  {t('stores.changeRequests.reject')}
                </Button>
              </div>
            ) : (
              <p className="mt-1 text-slate-800">
                {t(
                  request.status === 'approved' ? 'stores.changeRequests.approved' : 'stores.changeRequests.rejected',
                  {
                    dateTime: request.reviewedAt ? ` ${formatIndianDateTime(request.reviewedAt)}` : '',
                    note: request.reviewNote,
                  },
                )}
              </p>
            )}
          </li>
        ))}
      </ul>
      <WrittenReasonDialog
        open={deciding !== null}
        onClose={() => setDeciding(null)}
        title={
          deciding?.decision === 'approve'
            ? t('stores.changeRequests.approveTitle')
            : t('stores.changeRequests.rejectTitle')
        }
        description={
          deciding?.decision === 'approve' && deciding.request.field === 'address'
            ? t('stores.changeRequests.addressNote')
            : t('stores.changeRequests.noteRead')
        }
        schema={ZNoteForm}
        maxLength={300}
        confirmLabel={
          deciding?.decision === 'approve' ? t('stores.changeRequests.approve') : t('stores.changeRequests.reject')
        }
        pendingLabel={t('stores.changeRequests.saving')}
        isPending={decide.isPending}
        isDestructive={deciding?.decision === 'reject'}
        onConfirm={(note, fail) => {
          if (!deciding) return;
          decide.mutate(
            { requestId: deciding.request.id, decision: deciding.decision, note },
            {
              onSuccess: () => {
                toast.success(
                  deciding.decision === 'approve'
                    ? t('stores.changeRequests.done')
                    : t('stores.changeRequests.rejectedDone'),
                );
                setDeciding(null);
              },
              onError: (error) => fail(error.message),
            },
          );
        }}
      />
    </>
  );
}

const percent = (value: number | null) => (value === null ? '—' : `${value}%`);

function Performance({ store }: { store: TAdminStoreDetail }) {
  const { t } = useAdminPanelText();
  const periods = [
    [t('stores.performance.last7'), store.performance.last7Days],
    [t('stores.performance.last30'), store.performance.last30Days],
  ] as const;
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{t('stores.performance.howThePharmacyIs')}</caption>
      <thead className="text-left text-xs text-slate-600">
        <tr>
          <th scope="col" className="py-1 font-medium">
            {t('stores.performance.period')}
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            {t('stores.performance.orders')}
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            {t('stores.performance.value')}
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            {t('stores.performance.accepted')}
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            {t('stores.performance.packedOnTime')}
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            {t('stores.performance.cancelled')}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 tabular-nums">
        {periods.map(([label, figures]) => (
          <tr key={label}>
            <th scope="row" className="py-2 text-left font-normal">
              {label}
            </th>
            <td className="py-2 text-right">{figures.orders.toLocaleString('en-IN')}</td>
            <td className="py-2 text-right">{formatRupees(figures.gmvPaise)}</td>
            <td className="py-2 text-right">{percent(figures.acceptancePercent)}</td>
            <td className="py-2 text-right">{percent(figures.slaPercent)}</td>
            <td className="py-2 text-right">{figures.cancelled}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function AdminStore({ store, history }: { store: TAdminStoreDetail; history: ReactNode }) {
  const { t } = useAdminPanelText();
  const { fields } = store;
  return (
    <>
      <div className="mb-4 space-y-2">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{fields.name}</h1>
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <StoreStatusBadge status={store.status} isAcceptingOrders={store.isAcceptingOrders} />
          <span>
            {t('stores.store.summary', {
              locality: fields.locality,
              city: fields.city,
              date: formatIndianDate(store.createdAt),
              count: store.openOrders,
            })}
          </span>
        </div>
        {store.licenceEndsSoon && (
          <p role="alert" className="flex items-center gap-2 rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
            <AlertTriangle className="h-4 w-4" aria-hidden="true" />{' '}
            {t('stores.store.theDrugLicencesAre', { date: formatIndianDate(fields.drugLicenceValidUntil) })}
          </p>
        )}
      </div>
      <div className="grid gap-4 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-4">
          <SectionCard title={t('stores.store.standing')} className="ring-2 ring-brand-200">
            <StatusActions store={store} />
            <div className="mt-4">{history}</div>
          </SectionCard>
          <SectionCard title={t('stores.store.performance')}>
            <Performance store={store} />
          </SectionCard>
          <SectionCard title={t('stores.store.changeRequests')}>
            <ChangeRequests store={store} />
          </SectionCard>
          <SectionCard title={t('stores.store.members', { count: store.members.length })}>
            {store.members.length === 0 ? (
              <p className="text-sm text-slate-700">{t('stores.store.nobodyWorksHereOn')}</p>
            ) : (
              <ul className="divide-y divide-slate-100 text-sm">
                {store.members.map((member) => (
                  <li key={member.userId} className="py-2">
                    <Link to={`/admin/users/${member.userId}`} className="font-medium text-brand-800 underline">
                      {member.name}
                    </Link>{' '}
                    · {member.role}
                    {member.isPharmacist && t('stores.store.pharmacist')}
                    <span className="block text-xs text-slate-600">{member.email}</span>
                  </li>
                ))}
              </ul>
            )}
          </SectionCard>
        </div>
        <div className="space-y-4">
          <SectionCard title={t('stores.store.record')}>
            <Facts
              rows={[
                [
                  t('stores.facts.address'),
                  [fields.addressLine1, fields.addressLine2, fields.locality].filter(Boolean).join(', '),
                ],
                [t('stores.facts.city'), `${fields.city}, ${fields.state} ${fields.postalCode}`],
                [t('stores.facts.mapPin'), `${fields.latitude}, ${fields.longitude}`],
                [t('stores.facts.phone'), fields.phone],
                [t('stores.facts.email'), fields.email],
                [t('stores.facts.form20'), fields.drugLicenceForm20],
                [t('stores.facts.form21'), fields.drugLicenceForm21],
                [t('stores.facts.validUntil'), formatIndianDate(fields.drugLicenceValidUntil)],
                [t('stores.facts.gstin'), fields.gstin],
                [t('stores.facts.pharmacist'), `${fields.pharmacistName} (${fields.pharmacistRegistrationNumber})`],
                [
                  t('stores.facts.rating'),
                  store.rating === null ? '—' : `${store.rating.toFixed(1)} (${store.reviewCount ?? 0})`,
                ],
                [
                  t('stores.facts.minOrder'),
                  store.minOrderValuePaise ? formatRupees(store.minOrderValuePaise) : t('stores.facts.none'),
                ],
              ]}
            />
          </SectionCard>
        </div>
      </div>
    </>
  );
}

/** The pharmacy with its change history (`history`, given by the route so that features stay apart). */
export function AdminStorePage({ storeId, history }: { storeId: string; history: ReactNode }) {
  const { t } = useAdminPanelText();
  return (
    <RecordPage
      back={{ to: '/admin/stores', label: t('stores.storePage.back') }}
      query={useAdminStore(storeId)}
      noun={t('stores.storePage.noun')}
    >
      {(store) => <AdminStore store={store} history={history} />}
    </RecordPage>
  );
}
