import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';
import { errorMessage, validationMessage } from './i18n/error-message';

/**
 * A refusal the server tied to a field (`details.fields`, e.g. a code already taken) beside that field, anything
 * else above the form's buttons, in the reader's language where errors.json knows it. `fieldOf` names the form's
 * field for the API's name, or null where it has none.
 */
export function showFieldRefusal<T extends FieldValues>(
  error: Error,
  setError: UseFormSetError<T>,
  fieldOf: (apiName: string) => Path<T> | null,
): void {
  const fields =
    error instanceof ApiError ? (error.details as { fields?: Record<string, string> } | undefined)?.fields : undefined;
  for (const [name, message] of Object.entries(fields ?? {})) {
    const field = fieldOf(name);
    if (field) {
      setError(field, { message: validationMessage(message) }, { shouldFocus: true });
      return;
    }
  }
  setError('root', { message: errorMessage(error) });
}
