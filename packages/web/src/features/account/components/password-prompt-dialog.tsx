import type { UseMutationResult } from '@tanstack/react-query';
import { useForm, type Resolver } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { DialogFooter, DialogHeader } from '@/components/ui/dialog-parts';
import { FormPasswordField } from '@/components/ui/form-fields';
import type { CloseDialog } from '@/components/ui/modal/modal-store';
import { applyServerErrors } from '@/lib/form-errors';
import { useTrans } from '@/lib/i18n';
import { Form } from '@/components/ui/form';

interface PasswordPayload {
  password: string;
}

export interface PasswordPromptDialogProps {
  close: CloseDialog<boolean>;
  title: string;
  description: string;
  submitLabel: string;
  testId: string;
  resolver: Resolver<PasswordPayload>;
  /** Sends the password; a password error in its answer shows on the field. */
  mutation: UseMutationResult<void, Error, PasswordPayload>;
  /** Runs once the server took the password, before the dialog closes with true. */
  onAccepted?: () => void;
}

/** A dialog that asks for the current password before a sensitive action. */
export function PasswordPromptDialog({
  close,
  title,
  description,
  submitLabel,
  testId,
  resolver,
  mutation,
  onAccepted,
}: PasswordPromptDialogProps) {
  const t = useTrans();
  const form = useForm<PasswordPayload>({
    resolver,
    mode: 'onChange',
    defaultValues: { password: '' },
  });
  const handleSubmit = form.handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: () => {
        onAccepted?.();
        close(true);
      },
      onError: (error) => applyServerErrors(error, form.setError, ['password']),
    }),
  );
  return (
    <Form onSubmit={handleSubmit} data-testid={testId}>
      <DialogHeader title={title} description={description} />
      <FormPasswordField control={form.control} name="password" autoFocus />
      <DialogFooter>
        <Button variant="secondary" onPress={() => close(false)}>
          {t('Cancel')}
        </Button>
        <Button type="submit" isDisabled={!form.formState.isValid || mutation.isPending}>
          {submitLabel}
        </Button>
      </DialogFooter>
    </Form>
  );
}
