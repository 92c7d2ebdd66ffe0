import { useCommonText } from '@/lib/i18n/common-text';
import { validationMessage } from '@/lib/i18n/error-message';
import { Button } from './button';

/**
 * The end of a form or dialog: the server's refusal if any (in Hindi where errors.json knows it), then the way
 * back and the submit button.
 */
export function FormActions({
  error,
  onCancel,
  cancelLabel,
  submitLabel,
  pendingLabel,
  isPending,
  isDestructive = false,
}: {
  error?: string | undefined;
  onCancel: () => void;
  cancelLabel?: string;
  submitLabel: string;
  pendingLabel?: string;
  isPending: boolean;
  isDestructive?: boolean;
}) {
  const { t } = useCommonText();
  return (
    <>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {validationMessage(error)}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onCancel}>
          {cancelLabel ?? t('ui.cancel')}
        </Button>
        <Button
          type="submit"
          disabled={isPending}
          className={isDestructive ? 'bg-red-700 hover:bg-red-800' : undefined}
        >
          {isPending ? (pendingLabel ?? t('ui.saving')) : submitLabel}
        </Button>
      </div>
    </>
  );
}
