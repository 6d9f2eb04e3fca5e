import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';
import { fieldAria, FieldFrame, INPUT_CLASS } from './field';

interface NativeFieldProps {
  label: ReactNode;
  errorMessage?: string | undefined;
  description?: ReactNode;
  name?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  className?: string;
}

export interface InputFieldProps extends NativeFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  placeholder?: string;
  type?: string;
  /** The id of a datalist of suggestions. */
  list?: string;
  min?: string;
  /** A multi-line text box of this many rows instead of one line. */
  rows?: number;
}

/**
 * A labelled controlled input (or, with `rows`, a text box), for forms that keep their values
 * themselves rather than in react-hook-form.
 */
export function InputField({
  label,
  errorMessage,
  description,
  name,
  isRequired,
  isDisabled,
  className,
  value,
  onChange,
  onBlur,
  placeholder,
  type = 'text',
  list,
  min,
  rows,
}: InputFieldProps) {
  const id = useId();
  const common = {
    id,
    name,
    value,
    placeholder,
    disabled: isDisabled,
    'aria-required': isRequired || undefined,
    ...fieldAria(id, errorMessage, description),
    onBlur,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return (
    <FieldFrame
      id={id}
      label={label}
      description={description}
      errorMessage={errorMessage}
      className={className}
    >
      {rows ? (
        <textarea {...common} rows={rows} className={clsx(INPUT_CLASS, 'h-auto min-h-20 py-2')} />
      ) : (
        <input {...common} type={type} list={list} min={min} className={INPUT_CLASS} />
      )}
    </FieldFrame>
  );
}

/** A labelled native select: short fixed choices, given as `options` or as option elements. */
export function SelectField<T extends string>({
  label,
  errorMessage,
  description,
  name,
  isDisabled,
  className,
  value,
  onChange,
  options,
  children,
}: NativeFieldProps & {
  value: T;
  onChange: (value: T) => void;
  options?: { value: T; label: string }[];
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <FieldFrame
      id={id}
      label={label}
      description={description}
      errorMessage={errorMessage}
      className={className}
    >
      <select
        id={id}
        name={name}
        className={INPUT_CLASS}
        value={value}
        disabled={isDisabled}
        {...fieldAria(id, errorMessage, description)}
        onChange={(event) => onChange(event.target.value as T)}
      >
        {options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
    </FieldFrame>
  );
}

/** A labelled controlled multi-line text box (three rows unless told). */
export function TextAreaField({ rows = 3, ...props }: InputFieldProps) {
  return <InputField {...props} rows={rows} />;
}
