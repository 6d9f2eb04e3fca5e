import type { UseMutationResult } from '@tanstack/react-query';
import { Button, type ButtonProps } from '@/components/ui/button';
import { toast } from '@/components/ui/toast/toast-store';

type MutationButtonProps<Input> = Omit<ButtonProps, 'onPress' | 'isDisabled'> & {
  mutation: Pick<UseMutationResult<unknown, unknown, Input>, 'mutate' | 'isPending'>;
  /** What a press sends through the mutation. */
  input: Input;
  /** The toast once the change is made. */
  doneMessage: string;
};

/** A button that makes one change when pressed, held off while it is sent, and says so once made. */
export function MutationButton<Input>({
  mutation,
  input,
  doneMessage,
  ...button
}: MutationButtonProps<Input>) {
  return (
    <Button
      {...button}
      isDisabled={mutation.isPending}
      onPress={() => mutation.mutate(input, { onSuccess: () => toast.positive(doneMessage) })}
    />
  );
}
