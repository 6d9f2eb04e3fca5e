import { useMutation } from '@tanstack/react-query';

/**
 * A mutation whose caller (a form or a dialog) shows its errors itself, beside the fields, so
 * no error toast is shown for it. `onSuccess` puts the answer where the pages read it.
 */
export function useFormMutation<Input, Answer>(
  mutationFn: (input: Input) => Promise<Answer>,
  { onSuccess }: { onSuccess?: (answer: Answer, input: Input) => unknown } = {},
) {
  return useMutation({ mutationFn, meta: { showErrorToast: false }, onSuccess });
}
