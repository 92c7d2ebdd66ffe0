import { type TStorePrescription, ZReopenRequest } from '@dawanow/shared/prescriptions';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useStorePanelText } from '@/app/layouts/store-panel/text';
import { Button } from '@/components/ui/button';
import { WrittenReasonDialog } from '@/components/ui/written-reason-dialog';
import { toast } from '@/lib/toast';
import { useReopenPrescription } from '../api';

/** A store admin takes back this pharmacy's decision, saying why (kept in the store's audit log). */
export function ReopenAction({ storeId, prescription }: { storeId: string; prescription: TStorePrescription }) {
  const { t } = useStorePanelText();
  const [isOpen, setOpen] = useState(false);
  const reopen = useReopenPrescription(storeId, prescription.id);

  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <RotateCcw className="h-4 w-4" aria-hidden="true" /> {t('prescriptions.reopen.button')}
      </Button>
      {isOpen && (
        <WrittenReasonDialog
          open
          onClose={() => setOpen(false)}
          title={t('prescriptions.reopen.title')}
          description={t('prescriptions.reopen.description')}
          schema={ZReopenRequest}
          maxLength={300}
          placeholder={t('prescriptions.reopen.placeholder')}
          confirmLabel={t('prescriptions.reopen.confirm')}
          pendingLabel={t('prescriptions.reopen.pending')}
          isPending={reopen.isPending}
          onConfirm={(reason, fail) =>
            reopen.mutate(reason, {
              onSuccess: () => {
                setOpen(false);
                toast.success(t('prescriptions.reopen.done'), {
                  description: t('prescriptions.reopen.doneDescription'),
                });
              },
              onError: (failure) => fail(failure.message),
            })
          }
        />
      )}
    </>
  );
}
