import { Button } from '@/components/ui/button';

/** The end of every stock form: the server's refusal if any, then Cancel and the submit button. */
export function FormFooter({
  error,
  onCancel,
  submitLabel,
  isPending,
  isDestructive = false,
}: {
  error: string | undefined;
  onCancel: () => void;
  submitLabel: string;
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
          Cancel
        </Button>
        <Button
          type="submit"
          disabled={isPending}
          className={isDestructive ? 'bg-red-700 hover:bg-red-800' : undefined}
        >
          {isPending ? 'Saving…' : submitLabel}
        </Button>
      </div>
    </>
  );
}
