import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FieldError, Label, TextArea, TextField as AriaTextField } from 'react-aria-components';

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
          <Label className="text-sm font-medium">{label}</Label>
          <TextArea
            ref={field.ref}
            rows={rows}
            className={clsx(
              'rounded-lg border border-divider bg-bg px-3 py-2 text-base text-fg outline-none transition placeholder:text-muted/70',
              'focus:border-primary focus:ring-2 focus:ring-primary/25',
              'data-[invalid]:border-danger data-[invalid]:focus:ring-danger/25',
            )}
          />
          {description ? <div className="text-xs text-muted">{description}</div> : null}
          <FieldError className="text-sm text-danger">{fieldState.error?.message}</FieldError>
        </AriaTextField>
      )}
    />
  );
}
