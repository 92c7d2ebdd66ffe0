import { CANCEL_REASONS } from '@dawanow/shared/orders/customer';
import { useState } from 'react';
import { reasonChoices } from '@/components/orders/reasons';
import { useOrdersText } from '@/components/orders/text';
import { Button } from '@/components/ui/button';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { errorMessage } from '@/lib/i18n/error-message';
import { toast } from '@/lib/toast';
import { useCancelOrder } from '../api';

/** SPEC §4: the customer may cancel until the store marks the order Processing; the API has the last word. */
export function CancelOrderButton({ orderId, isPaid }: { orderId: string; isPaid: boolean }) {
  const [isOpen, setIsOpen] = useState(false);
  const cancel = useCancelOrder(orderId);
  const { t } = useOrdersText();
  const choices = reasonChoices(CANCEL_REASONS, t);

  return (
    <>
      <Button
        variant="outline"
        className="w-full border-red-300 text-red-700 hover:bg-red-50 sm:w-auto"
        onClick={() => setIsOpen(true)}
      >
        {t('cancel.button')}
      </Button>
      <ReasonDialog
        open={isOpen}
        onClose={() => setIsOpen(false)}
        title={t('cancel.title')}
        description={isPaid ? t('cancel.paidNote') : undefined}
        legend={t('cancel.legend')}
        name="cancel-reason"
        reasons={choices.labels}
        backLabel={t('cancel.keep')}
        confirmLabel={t('cancel.confirm')}
        pendingLabel={t('cancel.pending')}
        isPending={cancel.isPending}
        onConfirm={(label, fail) =>
          cancel.mutate(
            // The labels are the reasons' own words in the reader's language: the API takes the reason itself
            { reason: choices.reasonOf(label) },
            {
              onSuccess: () => {
                setIsOpen(false);
                toast.success(t('cancel.done'), {
                  description: isPaid ? t('cancel.refundOnItsWay') : undefined,
                });
              },
              onError: (failure) => fail(errorMessage(failure)),
            },
          )
        }
      />
    </>
  );
}
