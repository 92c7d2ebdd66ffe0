import { formatIndianDate } from '@dawanow/shared/dates';
import type { TOrderDetail } from '@dawanow/shared/orders/customer';
import { useState } from 'react';
import { toast } from 'sonner';
import { PrescriptionStatusBadge } from '@/components/prescriptions/prescription-status-badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { useMyPrescriptions } from '@/lib/queries/prescriptions';
import { useAttachPrescription } from '../api';
import { RemovePrescriptionItems } from './remove-prescription-items';

/**
 * The prescription a Schedule H/H1 order carries and what the pharmacist made of it. When it was
 * rejected or is unclear and the order is not yet accepted, the customer attaches another one here.
 */
export function OrderPrescription({ order }: { order: TOrderDetail }) {
  const prescriptions = useMyPrescriptions({ enabled: order.rxRequired });
  const attach = useAttachPrescription(order.id);
  const [choice, setChoice] = useState<string | null>(null);
  if (!order.rxRequired) return null;
  if (prescriptions.isPending) return <p className="text-sm text-slate-600">Loading the prescription…</p>;
  if (prescriptions.isError) return <p className="text-sm text-red-700">The prescription could not be loaded.</p>;

  const current = prescriptions.data.find((item) => item.id === order.prescriptionId);
  const needsAnother = current?.status === 'rejected' || current?.status === 'clarification_requested';
  const others = prescriptions.data.filter((item) => item.usable && item.id !== order.prescriptionId);

  function onAttach() {
    if (!choice) return;
    attach.mutate(
      { prescriptionId: choice },
      {
        onSuccess: () => toast.success('Prescription attached', { description: 'The pharmacist checks it next.' }),
        onError: (failure) => toast.error('Could not attach it', { description: failure.message }),
      },
    );
  }

  return (
    <div className="space-y-3 text-sm">
      {current ? (
        <div className="flex flex-wrap items-center gap-2">
          <span>
            {current.patientName}, issued {formatIndianDate(current.issuedOn)}
          </span>
          <PrescriptionStatusBadge status={current.status} />
        </div>
      ) : (
        <p>No prescription is attached.</p>
      )}
      {current?.rejectionReason && <p className="text-red-800">Reason: {current.rejectionReason}</p>}
      {current?.reviewNote && <p className="text-slate-700">Pharmacist’s note: {current.reviewNote}</p>}
      {needsAnother && order.canCancel && (
        <div className="space-y-3 rounded-lg bg-amber-50 p-3 ring-1 ring-amber-200">
          <p className="font-medium text-amber-950">
            Attach another prescription so the pharmacist can prepare this order, remove the items that need one, or
            cancel it.
          </p>
          {others.length > 0 && (
            <label className="block space-y-1">
              <span className="font-medium text-slate-800">Your other prescriptions</span>
              <select
                className="min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3"
                value={choice ?? ''}
                onChange={(event) => setChoice(event.target.value || null)}
              >
                <option value="">Choose one</option>
                {others.map((item) => (
                  <option key={item.id} value={item.id}>
                    {item.patientName}, issued {formatIndianDate(item.issuedOn)} · {item.statusLabel}
                  </option>
                ))}
              </select>
            </label>
          )}
          <div className="flex flex-wrap gap-2">
            {others.length > 0 && (
              <Button type="button" size="sm" onClick={onAttach} disabled={!choice || attach.isPending}>
                {attach.isPending ? 'Attaching…' : 'Attach this prescription'}
              </Button>
            )}
            <ButtonLink to="/upload-prescription" variant="outline" size="sm">
              Upload a new prescription
            </ButtonLink>
            <RemovePrescriptionItems order={order} />
          </div>
        </div>
      )}
    </div>
  );
}
