import {
  useMutation,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';

export interface RefetchingMutationOptions<Input, Answer> {
  /** The queries that show what the call changed; they refetch once it has answered. */
  refetch: readonly QueryKey[];
  /** `false` where the caller (a form or dialog) shows the error itself. */
  showErrorToast?: boolean;
  /** Puts the answer into the cache at once, before the refetch lands. */
  adoptAnswer?: (queryClient: QueryClient, answer: Answer, input: Input) => void;
  /** Refetch after a failure too: the server may have saved the change and still refused. */
  refetchOnError?: boolean;
}

/** A mutation that refreshes the queries it changes, the usual shape of an admin write. */
export function useRefetchingMutation<Input, Answer>(
  mutationFn: (input: Input) => Promise<Answer>,
  {
    refetch,
    showErrorToast = true,
    adoptAnswer,
    refetchOnError = false,
  }: RefetchingMutationOptions<Input, Answer>,
) {
  const queryClient = useQueryClient();
  const refetchChanged = () =>
    Promise.all(refetch.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return useMutation({
    mutationFn,
    meta: { showErrorToast },
    onSuccess: async (answer, input) => {
      adoptAnswer?.(queryClient, answer, input);
      if (!refetchOnError) await refetchChanged();
    },
    onSettled: refetchOnError ? refetchChanged : undefined,
  });
}
