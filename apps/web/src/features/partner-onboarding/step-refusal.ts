import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';

/**
 * The server's refusal of a step beside the field it names (its issues say `body.gstin`, `body.form21.validUntil`,
 * as the shared schema's paths), anything else above the step's buttons.
 */
export function showStepRefusal<T extends FieldValues>(error: Error, setError: UseFormSetError<T>): void {
  const issues = error instanceof ApiError && Array.isArray(error.details) ? error.details : [];
  const [first] = issues as { path?: string; message?: string }[];
  if (first?.path?.startsWith('body.') && first.message) {
    setError(first.path.slice('body.'.length) as Path<T>, { message: first.message }, { shouldFocus: true });
    return;
  }
  setError('root', { message: error.message });
}
