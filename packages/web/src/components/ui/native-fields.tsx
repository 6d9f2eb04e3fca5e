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

/** The frame of a native field, fed from the field's own props. */
function NativeFrame({
  id,
  field,
  children,
}: {
  id: string;
  field: NativeFieldProps;
  children: ReactNode;
}) {
  return (
    <FieldFrame
      id={id}
      label={field.label}
      description={field.description}
      errorMessage={field.errorMessage}
      className={field.className}
    >
      {children}
    </FieldFrame>
  );
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
export function InputField(props: InputFieldProps) {
  const { name, isRequired, isDisabled, value, onChange, onBlur, placeholder, rows } = props;
  const id = useId();
  const common = {
    id,
    name,
    value,
    placeholder,
    disabled: isDisabled,
    'aria-required': isRequired || undefined,
    ...fieldAria(id, props.errorMessage, props.description),
    onBlur,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return (
    <NativeFrame id={id} field={props}>
      {rows ? (
        <textarea {...common} rows={rows} className={clsx(INPUT_CLASS, 'h-auto min-h-20 py-2')} />
      ) : (
        <input
          {...common}
          type={props.type ?? 'text'}
          list={props.list}
          min={props.min}
          className={INPUT_CLASS}
        />
      )}
    </NativeFrame>
  );
}

/** A labelled native select: short fixed choices, given as `options` or as option elements. */
export function SelectField<T extends string>(
  props: NativeFieldProps & {
    value: T;
    onChange: (value: T) => void;
    options?: { value: T; label: string }[];
    children?: ReactNode;
  },
) {
  const { name, isDisabled, value, onChange, options, children } = props;
  const id = useId();
  return (
    <NativeFrame id={id} field={props}>
      <select
        id={id}
        name={name}
        className={INPUT_CLASS}
        value={value}
        disabled={isDisabled}
        {...fieldAria(id, props.errorMessage, props.description)}
        onChange={(event) => onChange(event.target.value as T)}
      >
        {options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
    </NativeFrame>
  );
}

/** A labelled controlled multi-line text box (three rows unless told). */
export function TextAreaField({ rows = 3, ...props }: InputFieldProps) {
  return <InputField {...props} rows={rows} />;
}
