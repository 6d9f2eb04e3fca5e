import { useMutation, useQueryClient, type InvalidateQueryFilters } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast/toast-store';

export interface InvalidatingMutationOptions<Input> {
  /** The queries that show what the call changed, named from its input; they refetch once it has answered. */
  invalidate: (input: Input) => InvalidateQueryFilters[];
  /** The translated line of a toast that confirms the change. */
  successMessage?: () => string;
}

/**
 * A mutation that marks stale the queries its input names, once the server has answered; the
 * mutation settles when they have refetched.
 */
export function useInvalidatingMutation<Input, Answer>(
  mutationFn: (input: Input) => Promise<Answer>,
  { invalidate, successMessage }: InvalidatingMutationOptions<Input>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (_answer, input) => {
      if (successMessage) toast.positive(successMessage());
      return Promise.all(
        invalidate(input).map((filters) => queryClient.invalidateQueries(filters)),
      );
    },
  });
}
