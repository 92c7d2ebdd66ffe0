import { type TStorePrescription, ZReopenRequest } from '@dawanow/shared/prescriptions';
import { RotateCcw } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-actions';
import { TextareaField } from '@/components/ui/form-field';
import { useReopenPrescription } from '../api';

/** A store admin takes back this pharmacy's decision, saying why (kept in the store's audit log). */
export function ReopenAction({ storeId, prescription }: { storeId: string; prescription: TStorePrescription }) {
  const [isOpen, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const reopen = useReopenPrescription(storeId, prescription.id);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = ZReopenRequest.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    reopen.mutate(parsed.data.reason, {
      onSuccess: () => {
        setOpen(false);
        setReason('');
        toast.success('Prescription reopened', { description: 'It waits for your pharmacist’s review again.' });
      },
      onError: (failure) => setError(failure.message),
    });
  }

  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <RotateCcw className="h-4 w-4" aria-hidden="true" /> Reopen
      </Button>
      <Dialog
        open={isOpen}
        onClose={() => setOpen(false)}
        title="Reopen this decision?"
        description="The prescription goes back to waiting for review, and your pharmacist decides again. Your reason is kept in the store’s log."
      >
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <TextareaField
            label="Reason"
            value={reason}
            maxLength={300}
            placeholder="e.g. Rejected by mistake: the photo is readable."
            onChange={(event) => {
              setReason(event.target.value);
              setError(undefined);
            }}
            error={error}
            className="min-h-24"
          />
          <FormActions
            onCancel={() => setOpen(false)}
            cancelLabel="Back"
            submitLabel="Reopen for review"
            pendingLabel="Reopening…"
            isPending={reopen.isPending}
          />
        </form>
      </Dialog>
    </>
  );
}
