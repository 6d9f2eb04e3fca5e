import { useId } from 'react';

/** "2026-12-31" (from a date input) as the end of that day in the admin's timezone, ISO. */
export function endOfDayIso(date: string): string {
  return new Date(`${date}T23:59:59`).toISOString();
}

/** An ISO time as a date input's value, in the admin's timezone. */
export function dateInputValue(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A labelled native date picker (keyboard and screen-reader friendly in every browser). */
export function DateField({
  label,
  value,
  onChange,
  min,
  errorMessage,
  isDisabled,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  min?: string;
  errorMessage?: string | undefined;
  isDisabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={value}
        min={min}
        disabled={isDisabled}
        aria-invalid={!!errorMessage}
        onChange={(event) => onChange(event.target.value)}
        className="h-10 rounded-lg border border-divider bg-bg px-3 text-base text-fg outline-none focus:border-primary focus:ring-2 focus:ring-primary/25 disabled:opacity-60 aria-[invalid=true]:border-danger"
      />
      {errorMessage ? <span className="text-sm text-danger">{errorMessage}</span> : null}
    </div>
  );
}
