import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import {
  Checkbox as AriaCheckbox,
  Input,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { useTrans } from '@/lib/i18n';
import { ARIA_INPUT_CLASS, AriaFieldFooter, FieldErrorMessage, FieldLabel } from './field';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children'> {
  label: ReactNode;
  placeholder?: string;
  errorMessage?: string;
  description?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}

/** A labelled input whose error comes from the server or the form (field errors). */
export function TextField({
  label,
  placeholder,
  errorMessage,
  description,
  inputRef,
  className,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField
      {...props}
      isInvalid={!!errorMessage || props.isInvalid}
      className={clsx('flex flex-col gap-1.5', className)}
    >
      <FieldLabel>{label}</FieldLabel>
      <Input ref={inputRef} placeholder={placeholder} className={clsx('h-11', ARIA_INPUT_CLASS)} />
      <AriaFieldFooter description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}

export interface CheckboxProps {
  name?: string;
  isSelected?: boolean;
  onChange?: (selected: boolean) => void;
  children: ReactNode;
  errorMessage?: string;
  isRequired?: boolean;
}

export function Checkbox({ children, errorMessage, ...props }: CheckboxProps) {
  return (
    <div className="flex flex-col gap-1">
      <AriaCheckbox
        {...props}
        isInvalid={!!errorMessage}
        className="group flex cursor-pointer items-center gap-2.5 text-sm outline-none"
      >
        <span
          aria-hidden
          className={clsx(
            'grid size-5 place-items-center rounded-md border border-divider bg-bg transition',
            'group-data-[selected]:border-primary group-data-[selected]:bg-primary group-data-[selected]:text-on-primary',
            'group-data-[focus-visible]:ring-2 group-data-[focus-visible]:ring-primary/40 group-data-[invalid]:border-danger',
          )}
        >
          <Check className="size-3.5 opacity-0 group-data-[selected]:opacity-100" strokeWidth={3} />
        </span>
        {children}
      </AriaCheckbox>
      <FieldErrorMessage message={errorMessage} />
    </div>
  );
}

export type FormTextFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
} & Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'errorMessage'>;

/** A TextField wired to react-hook-form: its value, blur, focus target and (server) error. */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  ...props
}: FormTextFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          errorMessage={fieldState.error?.message}
        />
      )}
    />
  );
}

type PresetFieldProps<T extends FieldValues> = Omit<
  FormTextFieldProps<T>,
  'type' | 'label' | 'autoComplete'
> & { label?: ReactNode };

/** A required email address field, labelled "Email" unless told otherwise. */
export function FormEmailField<T extends FieldValues>(props: PresetFieldProps<T>) {
  const t = useTrans();
  return (
    <FormTextField label={t('Email')} type="email" autoComplete="email" isRequired {...props} />
  );
}

/**
 * A required password field, labelled "Password" unless told otherwise. `autoComplete` tells
 * password managers whether to fill the current password or offer a new one.
 */
export function FormPasswordField<T extends FieldValues>({
  autoComplete = 'current-password',
  ...props
}: PresetFieldProps<T> & { autoComplete?: 'current-password' | 'new-password' }) {
  const t = useTrans();
  return (
    <FormTextField
      label={t('Password')}
      type="password"
      autoComplete={autoComplete}
      isRequired
      {...props}
    />
  );
}
