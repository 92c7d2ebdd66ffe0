import { formatIndianDate } from '@dawanow/shared/dates';
import type { TOrderDetail } from '@dawanow/shared/orders/customer';
import { useState } from 'react';
import { useOrdersText } from '@/components/orders/text';
import { PrescriptionStatusBadge } from '@/components/prescriptions/prescription-status-badge';
import { usePrescriptionsText } from '@/components/prescriptions/text';
import { Button, ButtonLink } from '@/components/ui/button';
import { errorMessage } from '@/lib/i18n/error-message';
import { currentLocale } from '@/lib/i18n/i18n';
import { useMyPrescriptions } from '@/lib/queries/prescriptions';
import { toast } from '@/lib/toast';
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
  const { t } = useOrdersText();
  const { t: rx } = usePrescriptionsText();
  if (!order.rxRequired) return null;
  if (prescriptions.isPending) return <p className="text-sm text-slate-600">{t('prescription.loading')}</p>;
  if (prescriptions.isError) return <p className="text-sm text-red-700">{t('prescription.loadFailed')}</p>;
  const issuedOn = (date: string) => formatIndianDate(date, currentLocale());

  const current = prescriptions.data.find((item) => item.id === order.prescriptionId);
  const needsAnother = current?.status === 'rejected' || current?.status === 'clarification_requested';
  const others = prescriptions.data.filter((item) => item.usable && item.id !== order.prescriptionId);

  function onAttach() {
    if (!choice) return;
    attach.mutate(
      { prescriptionId: choice },
      {
        onSuccess: () =>
          toast.success(t('prescription.attached'), { description: t('prescription.attachedDescription') }),
        onError: (failure) => toast.error(t('prescription.attachFailed'), { description: errorMessage(failure) }),
      },
    );
  }

  return (
    <div className="space-y-3 text-sm">
      {current ? (
        <div className="flex flex-wrap items-center gap-2">
          <span>{t('prescription.issued', { patient: current.patientName, date: issuedOn(current.issuedOn) })}</span>
          <PrescriptionStatusBadge status={current.status} />
        </div>
      ) : (
        <p>{t('prescription.none')}</p>
      )}
      {current?.rejectionReason && (
        <p className="text-red-800">{t('prescription.reason', { reason: current.rejectionReason })}</p>
      )}
      {current?.reviewNote && (
        <p className="text-slate-700">{t('prescription.pharmacistNote', { note: current.reviewNote })}</p>
      )}
      {needsAnother && order.canCancel && (
        <div className="space-y-3 rounded-lg bg-amber-50 p-3 ring-1 ring-amber-200">
          <p className="font-medium text-amber-950">{t('prescription.needsAnother')}</p>
          {others.length > 0 && (
            <label className="block space-y-1">
              <span className="font-medium text-slate-800">{t('prescription.others')}</span>
              <select
                className="min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3"
                value={choice ?? ''}
                onChange={(event) => setChoice(event.target.value || null)}
              >
                <option value="">{t('prescription.choose')}</option>
                {others.map((item) => (
                  <option key={item.id} value={item.id}>
                    {t('prescription.option', {
                      patient: item.patientName,
                      date: issuedOn(item.issuedOn),
                      status: rx(`status.${item.status}`),
                    })}
                  </option>
                ))}
              </select>
            </label>
          )}
          <div className="flex flex-wrap gap-2">
            {others.length > 0 && (
              <Button type="button" size="sm" onClick={onAttach} disabled={!choice || attach.isPending}>
                {attach.isPending ? t('prescription.attaching') : t('prescription.attach')}
              </Button>
            )}
            <ButtonLink to="/upload-prescription" variant="outline" size="sm">
              {t('prescription.uploadNew')}
            </ButtonLink>
            <RemovePrescriptionItems order={order} />
          </div>
        </div>
      )}
    </div>
  );
}
