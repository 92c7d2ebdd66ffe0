import { type TStorePrescription, ZReopenRequest } from '@dawanow/shared/prescriptions';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { WrittenReasonDialog } from '@/components/ui/written-reason-dialog';
import { useReopenPrescription } from '../api';

/** A store admin takes back this pharmacy's decision, saying why (kept in the store's audit log). */
export function ReopenAction({ storeId, prescription }: { storeId: string; prescription: TStorePrescription }) {
  const [isOpen, setOpen] = useState(false);
  const reopen = useReopenPrescription(storeId, prescription.id);

  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <RotateCcw className="h-4 w-4" aria-hidden="true" /> Reopen
      </Button>
      {isOpen && (
        <WrittenReasonDialog
          open
          onClose={() => setOpen(false)}
          title="Reopen this decision?"
          description="The prescription goes back to waiting for review, and your pharmacist decides again. Your reason is kept in the store’s log."
          schema={ZReopenRequest}
          maxLength={300}
          placeholder="e.g. Rejected by mistake: the photo is readable."
          confirmLabel="Reopen for review"
          pendingLabel="Reopening…"
          isPending={reopen.isPending}
          onConfirm={(reason, fail) =>
            reopen.mutate(reason, {
              onSuccess: () => {
                setOpen(false);
                toast.success('Prescription reopened', { description: 'It waits for your pharmacist’s review again.' });
              },
              onError: (failure) => fail(failure.message),
            })
          }
        />
      )}
    </>
  );
}
