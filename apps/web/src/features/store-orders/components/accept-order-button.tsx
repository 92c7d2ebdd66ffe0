import { FULFILMENT_SLA_MINUTES } from '@dawanow/shared/constants';
import { Check } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
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
  const accept = useAcceptOrder(storeId, orderId);
  return (
    <Button
      className="flex-1"
      disabled={disabled || accept.isPending}
      onClick={() =>
        accept.mutate(undefined, {
          onSuccess: () =>
            toast.success(`Order ${orderNumber} accepted`, {
              description: `Pack it within ${FULFILMENT_SLA_MINUTES} minutes.`,
            }),
          onError: (error) => toast.error('Order not accepted', { description: error.message }),
        })
      }
    >
      <Check className="h-4 w-4" aria-hidden="true" />
      {accept.isPending ? 'Accepting…' : 'Accept'} <span className="sr-only">order {orderNumber}</span>
    </Button>
  );
}
