import { type FormEvent, type ReactNode, useState } from 'react';
import type { z } from 'zod';
import { useCommonText } from '@/lib/i18n/common-text';
import { Dialog } from './dialog';
import { FormActions } from './form-actions';
import { TextareaField } from './form-field';

type WrittenReasonDialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  /** The request's schema: it checks the reason as the server will (length, hidden characters) */
  schema: z.ZodType<{ reason: string }, { reason: string }>;
  placeholder?: string;
  maxLength: number;
  confirmLabel: string;
  pendingLabel: string;
  isPending: boolean;
  isDestructive?: boolean;
  /** Runs with the checked reason; call `fail` with the server's message to show it in the dialog. */
  onConfirm: (reason: string, fail: (message: string) => void) => void;
};

/**
 * A step that needs a reason in the person's own words (an administrator's change, reopening a decision):
 * the reason is checked with the request's own schema before it is sent, and a refusal stays in the dialog.
 */
export function WrittenReasonDialog({
  open,
  onClose,
  title,
  description,
  schema,
  placeholder,
  maxLength,
  confirmLabel,
  pendingLabel,
  isPending,
  isDestructive = false,
  onConfirm,
}: WrittenReasonDialogProps) {
  const { t } = useCommonText();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [refusal, setRefusal] = useState<string>();

  function close() {
    setReason('');
    setError(undefined);
    setRefusal(undefined);
    onClose();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = schema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setRefusal(undefined);
    onConfirm(parsed.data.reason, setRefusal);
  }

  return (
    <Dialog open={open} onClose={close} title={title} description={description}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextareaField
          label={t('ui.reason')}
          value={reason}
          maxLength={maxLength}
          placeholder={placeholder}
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
          error={error}
          className="min-h-24"
        />
        <FormActions
          error={refusal}
          onCancel={close}
          cancelLabel={t('ui.back')}
          submitLabel={confirmLabel}
          pendingLabel={pendingLabel}
          isPending={isPending}
          isDestructive={isDestructive}
        />
      </form>
    </Dialog>
  );
}
