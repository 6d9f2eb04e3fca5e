import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { toast } from '@/components/ui/toast/toast-store';
import { applyServerErrors } from '@/lib/form-errors';

/**
 * The callbacks of a dialog form's save: once saved it says `message` and closes with the
 * answer (for an opener that waits for it); a refusal puts its messages under `fields`, or
 * shows the error toast when it names none of them.
 */
export function closeWhenSaved<Values extends FieldValues, Answer>(
  setError: UseFormSetError<Values>,
  fields: readonly FieldPath<Values>[],
  message: string,
  close: (answer: Answer) => void,
) {
  return {
    onSuccess: (answer: Answer) => {
      toast.positive(message);
      close(answer);
    },
    onError: (error: unknown) => applyServerErrors(error, setError, fields),
  };
}
