import { InputField, type InputFieldProps } from './native-fields';

/** "2026-12-31" (from a date input) as the end of that day in the browser's timezone, ISO. */
export function endOfDayIso(date: string): string {
  return new Date(`${date}T23:59:59`).toISOString();
}

/** An ISO time as a date input's value, in the browser's timezone. */
export function dateInputValue(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A labelled native date picker (keyboard and screen-reader friendly in every browser). */
export function DateField(props: Omit<InputFieldProps, 'type' | 'rows' | 'list' | 'placeholder'>) {
  return <InputField {...props} type="date" />;
}
