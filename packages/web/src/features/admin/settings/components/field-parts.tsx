import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Switch as AriaSwitch } from 'react-aria-components';

export const INPUT_CLASS = clsx(
  'h-11 w-full rounded-lg border border-divider bg-bg px-3 text-base text-fg outline-none transition placeholder:text-muted/70',
  'focus:border-primary focus:ring-2 focus:ring-primary/25',
  'disabled:bg-bg-alt disabled:text-muted',
  'aria-[invalid=true]:border-danger aria-[invalid=true]:focus:ring-danger/25',
);

/** A field's label, its control, a hint and its error, in one column. */
export function FieldFrame({
  id,
  label,
  description,
  errorMessage,
  children,
}: {
  id: string;
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {description ? (
        <div id={`${id}-description`} className="text-xs text-muted">
          {description}
        </div>
      ) : null}
      {errorMessage ? (
        <div id={`${id}-error`} className="text-sm text-danger" role="alert">
          {errorMessage}
        </div>
      ) : null}
    </div>
  );
}

/** An on/off setting: a switch with its label and hint on the left. */
export function SwitchField({
  name,
  label,
  description,
  isSelected,
  onChange,
  errorMessage,
}: {
  name: string;
  label: ReactNode;
  description?: ReactNode;
  isSelected: boolean;
  onChange: (selected: boolean) => void;
  errorMessage?: string;
}) {
  return (
    <div className="flex flex-col gap-1">
      <AriaSwitch
        name={name}
        isSelected={isSelected}
        onChange={onChange}
        className="group flex cursor-pointer items-start justify-between gap-4 outline-none"
      >
        <span className="flex flex-col gap-0.5">
          <span className="text-sm font-medium">{label}</span>
          {description ? <span className="text-xs text-muted">{description}</span> : null}
        </span>
        <span
          aria-hidden
          className={clsx(
            'mt-0.5 flex h-6 w-11 shrink-0 items-center rounded-full border border-divider bg-bg-alt px-0.5 transition',
            'group-data-[selected]:border-primary group-data-[selected]:bg-primary',
            'group-data-[focus-visible]:ring-2 group-data-[focus-visible]:ring-primary/40',
          )}
        >
          <span className="size-[1.125rem] rounded-full bg-white shadow transition group-data-[selected]:translate-x-5" />
        </span>
      </AriaSwitch>
      {errorMessage ? <span className="text-sm text-danger">{errorMessage}</span> : null}
    </div>
  );
}
