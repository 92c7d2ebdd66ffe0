import { REJECT_REASONS } from '@dawanow/shared/orders/store';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ReasonDialog } from '@/components/ui/reason-dialog';
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
  const [isOpen, setIsOpen] = useState(false);
  const reject = useRejectOrder(storeId, orderId);

  return (
    <>
      <Button
        variant="outline"
        className="flex-1 border-red-300 text-red-700 hover:bg-red-50"
        onClick={() => setIsOpen(true)}
      >
        Reject <span className="sr-only">order {orderNumber}</span>
      </Button>
      <ReasonDialog
        open={isOpen}
        onClose={() => setIsOpen(false)}
        title={`Reject order ${orderNumber}?`}
        description="The customer is not told your reason; the order is offered to the next nearest pharmacy."
        legend="Reason"
        name="reject-reason"
        reasons={REJECT_REASONS}
        backLabel="Back"
        confirmLabel="Reject order"
        pendingLabel="Rejecting…"
        isPending={reject.isPending}
        onConfirm={(reason, fail) =>
          reject.mutate(
            { reason },
            {
              onSuccess: () => {
                setIsOpen(false);
                toast.success(`Order ${orderNumber} rejected`, {
                  description: 'It goes to the next nearest pharmacy.',
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
