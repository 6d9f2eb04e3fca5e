import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { TextArea, TextField as AriaTextField } from 'react-aria-components';
import { ARIA_INPUT_CLASS, AriaFieldFooter, FieldLabel } from './field';

export interface FormTextAreaFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: ReactNode;
  description?: ReactNode;
  rows?: number;
  isRequired?: boolean;
  maxLength?: number;
  className?: string;
}

/** A labelled multi-line field bound to react-hook-form; its error comes from the form or server. */
export function FormTextAreaField<T extends FieldValues>({
  control,
  name,
  label,
  description,
  rows = 4,
  isRequired,
  maxLength,
  className,
}: FormTextAreaFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <AriaTextField
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          isInvalid={!!fieldState.error}
          isRequired={isRequired}
          maxLength={maxLength}
          className={clsx('flex flex-col gap-1.5', className)}
        >
          <FieldLabel>{label}</FieldLabel>
          <TextArea ref={field.ref} rows={rows} className={clsx('py-2', ARIA_INPUT_CLASS)} />
          <AriaFieldFooter description={description} errorMessage={fieldState.error?.message} />
        </AriaTextField>
      )}
    />
  );
}
