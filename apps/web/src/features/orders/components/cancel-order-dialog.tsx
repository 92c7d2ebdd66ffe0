import { CANCEL_REASONS } from '@dawanow/shared/orders/customer';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { useCancelOrder } from '../api';

/** SPEC §4: the customer may cancel until the store marks the order Processing; the API has the last word. */
export function CancelOrderButton({ orderId, isPaid }: { orderId: string; isPaid: boolean }) {
  const [isOpen, setIsOpen] = useState(false);
  const cancel = useCancelOrder(orderId);

  return (
    <>
      <Button
        variant="outline"
        className="w-full border-red-300 text-red-700 hover:bg-red-50 sm:w-auto"
        onClick={() => setIsOpen(true)}
      >
        Cancel order
      </Button>
      <ReasonDialog
        open={isOpen}
        onClose={() => setIsOpen(false)}
        title="Cancel this order?"
        description={
          isPaid ? 'You paid online: the full amount is refunded to your original payment method.' : undefined
        }
        legend="Why are you cancelling?"
        name="cancel-reason"
        reasons={CANCEL_REASONS}
        backLabel="Keep order"
        confirmLabel="Yes, cancel order"
        pendingLabel="Cancelling…"
        isPending={cancel.isPending}
        onConfirm={(reason, fail) =>
          cancel.mutate(
            { reason },
            {
              onSuccess: () => {
                setIsOpen(false);
                toast.success('Order cancelled', {
                  description: isPaid ? 'Your refund is on its way to your original payment method.' : undefined,
                });
              },
              onError: (failure) => fail(failure.message),
            },
          )
        }
      />
    </>
  );
}
