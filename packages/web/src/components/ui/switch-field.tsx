import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Switch, type SwitchProps } from 'react-aria-components';
import { FieldErrorMessage, LABEL_CLASS } from './field';

export interface SwitchFieldProps extends Omit<SwitchProps, 'children' | 'className'> {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: string | undefined;
  className?: string;
  /** Shown in the label in a monospaced face (a permission name). */
  mono?: boolean;
}

/** An on/off switch with its label and description on the left, as every on/off setting uses. */
export function SwitchField({
  label,
  description,
  errorMessage,
  className,
  mono,
  ...props
}: SwitchFieldProps) {
  return (
    <div className={clsx('flex flex-col gap-1', className)}>
      <Switch
        {...props}
        className="group flex cursor-pointer items-start justify-between gap-4 outline-none data-[disabled]:cursor-not-allowed"
      >
        <span className="flex min-w-0 flex-col">
          <span className={clsx(LABEL_CLASS, mono && 'font-mono break-all')}>{label}</span>
          {description ? <span className="text-sm text-muted">{description}</span> : null}
        </span>
        <span
          aria-hidden
          className={clsx(
            'mt-0.5 flex h-6 w-11 shrink-0 items-center rounded-full bg-fg/20 p-0.5 transition',
            'group-data-[hovered]:bg-fg/30 group-data-[selected]:bg-primary group-data-[selected]:group-data-[hovered]:bg-primary',
            'group-data-[focus-visible]:ring-2 group-data-[focus-visible]:ring-primary/40 group-data-[focus-visible]:ring-offset-2 group-data-[focus-visible]:ring-offset-bg',
            'group-data-[disabled]:opacity-50',
          )}
        >
          <span className="size-5 rounded-full bg-white shadow-sm transition group-data-[selected]:translate-x-5" />
        </span>
      </Switch>
      <FieldErrorMessage message={errorMessage} />
    </div>
  );
}
