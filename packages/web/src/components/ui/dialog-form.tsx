import type { FormEvent, ReactNode } from 'react';
import type { ButtonProps } from './button';
import { DialogFormFooter } from './dialog-form-footer';
import { DialogHeader } from './dialog-parts';
import { Form } from './form';

interface DialogFormProps {
  /** The form's test id. */
  testId: string;
  title: ReactNode;
  description?: ReactNode;
  /** react-hook-form's `handleSubmit(...)`, or any handler of the submit event. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void> | void;
  onCancel: () => void;
  submitLabel: ReactNode;
  isSubmitDisabled: boolean;
  submitVariant?: ButtonProps['variant'];
  /** The fields, stacked. */
  children: ReactNode;
}

/** A dialog that holds a form: its title, the fields, then Cancel and the submit button. */
export function DialogForm({
  testId,
  title,
  description,
  onSubmit,
  onCancel,
  submitLabel,
  isSubmitDisabled,
  submitVariant,
  children,
}: DialogFormProps) {
  return (
    <Form onSubmit={onSubmit} data-testid={testId}>
      <DialogHeader title={title} description={description} />
      <div className="flex flex-col gap-4">{children}</div>
      <DialogFormFooter
        onCancel={onCancel}
        submitLabel={submitLabel}
        isSubmitDisabled={isSubmitDisabled}
        submitVariant={submitVariant}
      />
    </Form>
  );
}
