import { FULFILMENT_SLA_MINUTES } from '@dawanow/shared/constants';
import { Check } from 'lucide-react';
import { useStorePanelText } from '@/app/layouts/store-panel/text';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useAcceptOrder } from '../api';

export function AcceptOrderButton({
  storeId,
  orderId,
  orderNumber,
  disabled,
}: {
  storeId: string;
  orderId: string;
  orderNumber: string;
  disabled?: boolean;
}) {
  const { t } = useStorePanelText();
  const accept = useAcceptOrder(storeId, orderId);
  return (
    <Button
      className="flex-1"
      disabled={disabled || accept.isPending}
      onClick={() =>
        accept.mutate(undefined, {
          onSuccess: () =>
            toast.success(t('orders.accept.accepted', { number: orderNumber }), {
              description: t('orders.accept.packWithin', { minutes: FULFILMENT_SLA_MINUTES }),
            }),
          onError: (error) => toast.error(t('orders.accept.failed'), { description: error.message }),
        })
      }
    >
      <Check className="h-4 w-4" aria-hidden="true" />
      {accept.isPending ? t('orders.accept.pending') : t('orders.accept.button')}{' '}
      <span className="sr-only">{t('orders.accept.orderName', { number: orderNumber })}</span>
    </Button>
  );
}
