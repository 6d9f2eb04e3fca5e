import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-client';
import { showHttpErrorToast } from './http-errors';

/**
 * Server field errors (a string or a list each) go onto the matching fields and
 * the first one takes focus; an answer without field errors shows the general error toast.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[],
): void {
  const errors = isApiError(error) ? error.response?.data?.errors : undefined;
  const entries = Object.entries(errors ?? {}).filter(([field]) =>
    (fields as readonly string[]).includes(field),
  );
  if (entries.length === 0) {
    showHttpErrorToast(error);
    return;
  }
  entries.forEach(([field, messages], index) => {
    const message = Array.isArray(messages) ? messages[0] : messages;
    setError(
      field as FieldPath<T>,
      { type: 'server', message: message ?? '' },
      { shouldFocus: index === 0 },
    );
  });
}
