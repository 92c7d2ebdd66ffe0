/**
 * `/admin/stores/:storeId`: one pharmacy — its standing (activate, pause, suspend, each with a reason), record,
 * licence expiry, members, the last 7 and 30 days, its requests to change licences, GSTIN, name or address
 * (approve or reject with a note it reads) and its change history (composed by the route).
 */
import { type TAdminStoreDetail, ZAdminStoreStatusChange, ZChangeRequestDecision } from '@dawanow/shared/admin-stores';
import { formatIndianDate, formatIndianDateTime } from '@dawanow/shared/dates';
import { formatRupees } from '@dawanow/shared/money';
import { CHANGE_REQUEST_FIELD_LABELS, type TChangeRequest } from '@dawanow/shared/store-settings';
import type { TStoreStatus } from '@dawanow/shared/stores';
import { AlertTriangle, Pencil } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { RecordPage } from '@/components/admin/record-page';
import { SectionCard } from '@/components/orders/section-card';
import { Button, ButtonLink } from '@/components/ui/button';
import { Facts } from '@/components/ui/facts';
import { WrittenReasonDialog } from '@/components/ui/written-reason-dialog';
import { useAdminStore, useDecideChangeRequest, useSetStoreStatus } from '../api';
import { StoreStatusBadge } from '../components/store-status-badge';

const STATUS_STEPS: Record<TStoreStatus, { button: string; title: string; description: string; done: string }> = {
  active: {
    button: 'Activate',
    title: 'Activate this pharmacy',
    description: 'Customers nearby see it again and it can take orders while its own switch is on.',
    done: 'Pharmacy activated',
  },
  paused: {
    button: 'Pause',
    title: 'Pause this pharmacy',
    description:
      'It leaves the store list and checkout at once; orders waiting for its answer go to the next pharmacy.',
    done: 'Pharmacy paused',
  },
  suspended: {
    button: 'Suspend',
    title: 'Suspend this pharmacy',
    description:
      'For a compliance problem: it leaves the store list and checkout at once and its waiting orders go to the next pharmacy.',
    done: 'Pharmacy suspended',
  },
};

const ZNoteForm = z.object({ reason: ZChangeRequestDecision.shape.note });

function StatusActions({ store }: { store: TAdminStoreDetail }) {
  const setStatus = useSetStoreStatus(store.id);
  const [next, setNext] = useState<TStoreStatus | null>(null);
  const step = next ? STATUS_STEPS[next] : null;
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
              {STATUS_STEPS[status].button}
            </Button>
          ))}
        <ButtonLink to={`/admin/stores/edit/${store.id}`} variant="outline">
          <Pencil className="h-4 w-4" aria-hidden="true" /> Edit details
        </ButtonLink>
      </div>
      <WrittenReasonDialog
        open={next !== null}
        onClose={() => setNext(null)}
        title={step?.title ?? ''}
        description={step?.description}
        schema={ZAdminStoreStatusChange.pick({ reason: true })}
        maxLength={300}
        confirmLabel={step?.button ?? ''}
        pendingLabel="Saving…"
        isPending={setStatus.isPending}
        isDestructive={next === 'suspended'}
        onConfirm={(reason, fail) => {
          if (!next) return;
          setStatus.mutate(
            { status: next, reason },
            {
              onSuccess: () => {
                toast.success(STATUS_STEPS[next].done);
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
  const decide = useDecideChangeRequest(store.id);
  const [deciding, setDeciding] = useState<{ request: TChangeRequest; decision: 'approve' | 'reject' } | null>(null);
  if (store.changeRequests.length === 0)
    return <p className="text-sm text-slate-700">No requests from this pharmacy.</p>;
  return (
    <>
      <ul className="space-y-3">
        {store.changeRequests.map((request) => (
          <li key={request.id} className="rounded-lg bg-slate-50 p-3 text-sm">
            <p className="font-medium text-slate-900">
              {CHANGE_REQUEST_FIELD_LABELS[request.field]} → <span className="font-mono">{request.requestedValue}</span>
            </p>
            <p className="text-slate-700">
              {request.reason} · asked {formatIndianDateTime(request.createdAt)}
            </p>
            {request.status === 'pending' ? (
              <div className="mt-2 flex gap-2">
                <Button size="sm" onClick={() => setDeciding({ request, decision: 'approve' })}>
                  Approve
                </Button>
                <Button size="sm" variant="outline" onClick={() => setDeciding({ request, decision: 'reject' })}>
                  Reject
                </Button>
              </div>
            ) : (
              <p className="mt-1 text-slate-800">
                {request.status === 'approved' ? 'Approved' : 'Rejected'}
                {request.reviewedAt && ` ${formatIndianDateTime(request.reviewedAt)}`}: {request.reviewNote}
              </p>
            )}
          </li>
        ))}
      </ul>
      <WrittenReasonDialog
        open={deciding !== null}
        onClose={() => setDeciding(null)}
        title={deciding?.decision === 'approve' ? 'Approve the change' : 'Reject the change'}
        description={
          deciding?.decision === 'approve' && deciding.request.field === 'address'
            ? 'An address is not applied by itself: edit the pharmacy’s address lines and map pin after approving.'
            : 'The pharmacy reads your note on its settings page.'
        }
        schema={ZNoteForm}
        maxLength={300}
        confirmLabel={deciding?.decision === 'approve' ? 'Approve' : 'Reject'}
        pendingLabel="Saving…"
        isPending={decide.isPending}
        isDestructive={deciding?.decision === 'reject'}
        onConfirm={(note, fail) => {
          if (!deciding) return;
          decide.mutate(
            { requestId: deciding.request.id, decision: deciding.decision, note },
            {
              onSuccess: () => {
                toast.success(deciding.decision === 'approve' ? 'Change approved' : 'Change rejected');
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
  const periods = [
    ['Last 7 days', store.performance.last7Days],
    ['Last 30 days', store.performance.last30Days],
  ] as const;
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">How the pharmacy is doing</caption>
      <thead className="text-left text-xs text-slate-600">
        <tr>
          <th scope="col" className="py-1 font-medium">
            Period
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            Orders
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            Value
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            Accepted
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            Packed on time
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            Cancelled
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
  const { fields } = store;
  return (
    <>
      <div className="mb-4 space-y-2">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{fields.name}</h1>
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <StoreStatusBadge status={store.status} isAcceptingOrders={store.isAcceptingOrders} />
          <span>
            {fields.locality}, {fields.city} · on DawaNow since {formatIndianDate(store.createdAt)} · {store.openOrders}{' '}
            open {store.openOrders === 1 ? 'order' : 'orders'}
          </span>
        </div>
        {store.licenceEndsSoon && (
          <p role="alert" className="flex items-center gap-2 rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
            <AlertTriangle className="h-4 w-4" aria-hidden="true" /> The drug licences are valid until{' '}
            {formatIndianDate(fields.drugLicenceValidUntil)}: ask for the renewal.
          </p>
        )}
      </div>
      <div className="grid gap-4 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-4">
          <SectionCard title="Standing" className="ring-2 ring-brand-200">
            <StatusActions store={store} />
            <div className="mt-4">{history}</div>
          </SectionCard>
          <SectionCard title="Performance">
            <Performance store={store} />
          </SectionCard>
          <SectionCard title="Change requests">
            <ChangeRequests store={store} />
          </SectionCard>
          <SectionCard title={`Members (${store.members.length})`}>
            {store.members.length === 0 ? (
              <p className="text-sm text-slate-700">Nobody works here on DawaNow yet.</p>
            ) : (
              <ul className="divide-y divide-slate-100 text-sm">
                {store.members.map((member) => (
                  <li key={member.userId} className="py-2">
                    <Link to={`/admin/users/${member.userId}`} className="font-medium text-brand-800 underline">
                      {member.name}
                    </Link>{' '}
                    · {member.role}
                    {member.isPharmacist && ' · registered pharmacist'}
                    <span className="block text-xs text-slate-600">{member.email}</span>
                  </li>
                ))}
              </ul>
            )}
          </SectionCard>
        </div>
        <div className="space-y-4">
          <SectionCard title="Record">
            <Facts
              rows={[
                ['Address', [fields.addressLine1, fields.addressLine2, fields.locality].filter(Boolean).join(', ')],
                ['City', `${fields.city}, ${fields.state} ${fields.postalCode}`],
                ['Map pin', `${fields.latitude}, ${fields.longitude}`],
                ['Phone', fields.phone],
                ['E-mail', fields.email],
                ['Form 20', fields.drugLicenceForm20],
                ['Form 21', fields.drugLicenceForm21],
                ['Valid until', formatIndianDate(fields.drugLicenceValidUntil)],
                ['GSTIN', fields.gstin],
                ['Pharmacist', `${fields.pharmacistName} (${fields.pharmacistRegistrationNumber})`],
                ['Rating', store.rating === null ? '—' : `${store.rating.toFixed(1)} (${store.reviewCount ?? 0})`],
                ['Minimum order', store.minOrderValuePaise ? formatRupees(store.minOrderValuePaise) : 'None'],
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
  return (
    <RecordPage back={{ to: '/admin/stores', label: 'All pharmacies' }} query={useAdminStore(storeId)} noun="pharmacy">
      {(store) => <AdminStore store={store} history={history} />}
    </RecordPage>
  );
}
