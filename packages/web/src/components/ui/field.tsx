import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { FieldError as AriaFieldError, Label as AriaLabel } from 'react-aria-components';

/**
 * The one field kit: every form's label, hint, error and input look come from here, so a form
 * built with react-aria fields and one built with native inputs read and look the same.
 */
export const LABEL_CLASS = 'text-sm font-medium';
export const DESCRIPTION_CLASS = 'text-xs text-muted';
export const ERROR_CLASS = 'text-sm text-danger';

/** The native one-line input (and select) look; an invalid field shows a red border. */
export const INPUT_CLASS = clsx(
  'h-11 w-full rounded-lg border border-divider bg-bg px-3 text-base text-fg outline-none transition placeholder:text-muted/70',
  'focus:border-primary focus:ring-2 focus:ring-primary/25',
  'disabled:bg-bg-alt disabled:text-muted',
  'aria-[invalid=true]:border-danger aria-[invalid=true]:focus:ring-danger/25',
);

/** The react-aria input look: the same as INPUT_CLASS, keyed on react-aria's data attributes. */
export const ARIA_INPUT_CLASS = clsx(
  'rounded-lg border border-divider bg-bg px-3 text-base text-fg outline-none transition placeholder:text-muted/70',
  'focus:border-primary focus:ring-2 focus:ring-primary/25',
  'disabled:bg-bg-alt disabled:text-muted',
  'data-[invalid]:border-danger data-[invalid]:focus:ring-danger/25',
);

/** The ids a native field's hint and error carry, for `aria-describedby`. */
export function fieldIds(id: string) {
  return { description: `${id}-description`, error: `${id}-error` };
}

/** A native control's invalid state and description: the error when there is one, else the hint. */
export function fieldAria(
  id: string,
  errorMessage: string | undefined,
  description?: ReactNode,
): { 'aria-invalid': true | undefined; 'aria-describedby': string | undefined } {
  const ids = fieldIds(id);
  return {
    'aria-invalid': errorMessage ? true : undefined,
    'aria-describedby': errorMessage ? ids.error : description ? ids.description : undefined,
  };
}

/** A field's hint under its control. */
export function FieldDescription({ id, children }: { id?: string; children: ReactNode }) {
  return children ? (
    <div id={id} className={DESCRIPTION_CLASS}>
      {children}
    </div>
  ) : null;
}

/** A field's error, announced when it appears; nothing when there is none. */
export function FieldErrorMessage({
  id,
  message,
}: {
  id?: string | undefined;
  message?: string | undefined;
}) {
  return message ? (
    <div id={id} className={ERROR_CLASS} role="alert">
      {message}
    </div>
  ) : null;
}

/** A controlled field of one string, with its label and the error under it. */
export interface StringFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  errorMessage?: string | undefined;
}

/** A native field's label, its control, a hint and its error, in one column. */
export function FieldFrame({
  id,
  label,
  labelClassName,
  description,
  errorMessage,
  className,
  children,
}: {
  /** The control's id: the label points at it; the hint and error ids derive from it. */
  id?: string | undefined;
  label: ReactNode;
  labelClassName?: string;
  description?: ReactNode;
  errorMessage?: string | undefined;
  className?: string;
  children: ReactNode;
}) {
  const ids = id ? fieldIds(id) : undefined;
  const labelClass = clsx(LABEL_CLASS, labelClassName);
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      {id ? (
        <label htmlFor={id} className={labelClass}>
          {label}
        </label>
      ) : (
        <span className={labelClass}>{label}</span>
      )}
      {children}
      <FieldDescription id={ids?.description}>{description}</FieldDescription>
      <FieldErrorMessage id={ids?.error} message={errorMessage} />
    </div>
  );
}

/** The label of a react-aria field (TextField, ComboBox, …). */
export function FieldLabel({ children }: { children: ReactNode }) {
  return <AriaLabel className={LABEL_CLASS}>{children}</AriaLabel>;
}

/** The hint and the error of a react-aria field, placed and styled as FieldFrame places them. */
export function AriaFieldFooter({
  description,
  errorMessage,
}: {
  description?: ReactNode;
  errorMessage?: string | undefined;
}) {
  return (
    <>
      <FieldDescription>{description}</FieldDescription>
      <AriaFieldError className={ERROR_CLASS}>{errorMessage}</AriaFieldError>
    </>
  );
}
