import { REJECT_REASONS } from '@dawanow/shared/orders/store';
import { useState } from 'react';
import { useStorePanelText } from '@/app/layouts/store-panel/text';
import { Button } from '@/components/ui/button';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { toast } from '@/lib/toast';
import { useRejectOrder } from '../api';

/** ARCHITECTURE §4: a rejected order goes to the next nearest store with stock, so a reason is all it takes. */
export function RejectOrderButton({
  storeId,
  orderId,
  orderNumber,
  onRejected,
}: {
  storeId: string;
  orderId: string;
  orderNumber: string;
  onRejected?: () => void;
}) {
  const { t } = useStorePanelText();
  const [isOpen, setIsOpen] = useState(false);
  const reject = useRejectOrder(storeId, orderId);

  return (
    <>
      <Button
        variant="outline"
        className="flex-1 border-red-300 text-red-700 hover:bg-red-50"
        onClick={() => setIsOpen(true)}
      >
        {t('orders.reject.button')}{' '}
        <span className="sr-only">{t('orders.accept.orderName', { number: orderNumber })}</span>
      </Button>
      <ReasonDialog
        open={isOpen}
        onClose={() => setIsOpen(false)}
        title={t('orders.reject.title', { number: orderNumber })}
        description={t('orders.reject.description')}
        legend={t('orders.reject.legend')}
        name="reject-reason"
        reasons={REJECT_REASONS}
        backLabel={t('orders.reject.back')}
        confirmLabel={t('orders.reject.confirm')}
        pendingLabel={t('orders.reject.pending')}
        isPending={reject.isPending}
        onConfirm={(reason, fail) =>
          reject.mutate(
            { reason },
            {
              onSuccess: () => {
                setIsOpen(false);
                toast.success(t('orders.reject.rejected', { number: orderNumber }), {
                  description: t('orders.reject.rejectedDescription'),
                });
                onRejected?.();
              },
              onError: (failure) => fail(failure.message),
            },
          )
        }
      />
    </>
  );
}
