import { Button } from '@/components/ui/button';

/** The end of each step: the server's refusal if any, Back (not on the first step) and Save and continue. */
export function StepActions({
  error,
  onBack,
  isPending,
  submitLabel = 'Save and continue',
}: {
  error: string | undefined;
  onBack: (() => void) | null;
  isPending: boolean;
  submitLabel?: string;
}) {
  return (
    <div className="space-y-3 border-t border-slate-200 pt-4">
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        {onBack ? (
          <Button variant="ghost" onClick={onBack}>
            Back
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" size="lg" disabled={isPending}>
          {isPending ? 'Saving…' : submitLabel}
        </Button>
      </div>
    </div>
  );
}
