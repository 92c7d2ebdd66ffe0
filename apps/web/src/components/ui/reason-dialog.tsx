import { type FormEvent, useState } from 'react';
import { useCommonText } from '@/lib/i18n/common-text';
import { Button } from './button';
import { Dialog } from './dialog';
import { RadioGroup } from './radio-group';

type ReasonDialogProps<TReason extends string> = {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  legend: string;
  name: string;
  reasons: readonly TReason[];
  backLabel: string;
  confirmLabel: string;
  pendingLabel: string;
  isPending: boolean;
  /** Runs with the chosen reason; call `fail` with the server's message to show it in the dialog. */
  onConfirm: (reason: TReason, fail: (message: string) => void) => void;
};

/** A destructive step that needs a reason from a fixed list (cancelling an order, rejecting one). */
export function ReasonDialog<TReason extends string>({
  open,
  onClose,
  title,
  description,
  legend,
  name,
  reasons,
  backLabel,
  confirmLabel,
  pendingLabel,
  isPending,
  onConfirm,
}: ReasonDialogProps<TReason>) {
  const { t } = useCommonText();
  const [reason, setReason] = useState<TReason | null>(null);
  const [error, setError] = useState<string>();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!reason) {
      setError(t('ui.chooseReason'));
      return;
    }
    onConfirm(reason, setError);
  }

  return (
    <Dialog open={open} onClose={onClose} title={title} description={description}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <RadioGroup
          legend={legend}
          name={name}
          options={reasons}
          value={reason}
          onChange={(next) => {
            setReason(next);
            setError(undefined);
          }}
          error={error}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onClose}>
            {backLabel}
          </Button>
          <Button type="submit" className="bg-red-700 hover:bg-red-800" disabled={isPending}>
            {isPending ? pendingLabel : confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
