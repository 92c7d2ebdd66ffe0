import { formatRupees } from '@dawanow/shared/money';
import type { TOrderDetail } from '@dawanow/shared/orders/customer';
import { useState } from 'react';
import { Trans } from 'react-i18next';
import { useOrdersText } from '@/components/orders/text';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/i18n/error-message';
import { toast } from '@/lib/toast';
import { useRemovePrescriptionItems } from '../api';

/**
 * The other way on after a rejected prescription: drop the medicines that need one and let the pharmacy
 * prepare the rest. Shown only while the order waits for the pharmacy and something would be left.
 */
export function RemovePrescriptionItems({ order }: { order: TOrderDetail }) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string>();
  const remove = useRemovePrescriptionItems(order.id);
  const { t } = useOrdersText();
  const removed = order.items.filter((item) => item.rxRequired);
  const kept = order.items.filter((item) => !item.rxRequired);
  if (order.status !== 'placed' || removed.length === 0 || kept.length === 0) return null;

  // The delivery fee stays as agreed when the order was placed.
  const newTotal = order.totalPaise - removed.reduce((sum, item) => sum + item.lineTotalPaise, 0);
  const difference = order.totalPaise - newTotal;
  const paidOnline = order.payment.status === 'paid';

  function onConfirm() {
    setError(undefined);
    remove.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        toast.success(t('removeRx.done'), { description: t('removeRx.doneDescription') });
      },
      onError: (failure) => setError(errorMessage(failure)),
    });
  }

  return (
    <>
      <Button type="button" variant="outline" size="sm" onClick={() => setOpen(true)}>
        {t('removeRx.button')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('removeRx.title')}
        description={t('removeRx.description')}
      >
        <div className="space-y-4 text-sm">
          <div>
            <p className="font-medium text-slate-800">{t('removeRx.removed')}</p>
            <ul className="mt-1 list-disc space-y-0.5 pl-5">
              {removed.map((item) => (
                <li key={item.productId}>
                  {item.name} × {item.quantity} · {formatRupees(item.lineTotalPaise)}
                </li>
              ))}
            </ul>
          </div>
          <p>
            <Trans
              t={t}
              i18nKey={
                paidOnline
                  ? 'removeRx.newTotalRefund'
                  : order.paymentMethod === 'cod'
                    ? 'removeRx.newTotalCod'
                    : 'removeRx.newTotal'
              }
              values={{ total: formatRupees(newTotal), difference: formatRupees(difference) }}
              components={{ bold: <span className="font-semibold" /> }}
            />
          </p>
          {error && (
            <p role="alert" className="text-red-700">
              {error}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={() => setOpen(false)}>
              {t('removeRx.keep')}
            </Button>
            <Button type="button" onClick={onConfirm} disabled={remove.isPending}>
              {remove.isPending ? t('removeRx.removing') : t('removeRx.confirm')}
            </Button>
          </div>
        </div>
      </Dialog>
    </>
  );
}
