import { Button } from './button';

/** The end of a form or dialog: the server's refusal if any, then the way back and the submit button. */
export function FormActions({
  error,
  onCancel,
  cancelLabel = 'Cancel',
  submitLabel,
  pendingLabel = 'Saving…',
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
  return (
    <>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button
          type="submit"
          disabled={isPending}
          className={isDestructive ? 'bg-red-700 hover:bg-red-800' : undefined}
        >
          {isPending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </>
  );
}
