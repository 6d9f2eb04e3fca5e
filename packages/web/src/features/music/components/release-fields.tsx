import { useId } from 'react';
import { useTrans } from '@/lib/i18n';
import { fieldAria, FieldFrame, INPUT_CLASS } from '@/components/ui/field';

/** `YYYY-MM-DDTHH:mm` in the browser's time zone, for a datetime-local input. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The ISO timestamp of a datetime-local value, or null when empty. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export function isScheduled(releaseAt: string | null, now = Date.now()): boolean {
  return !!releaseAt && new Date(releaseAt).getTime() > now;
}

/** Release time: empty means at once; a later time schedules the release ("Scheduled"). */
export function ReleaseAtField({
  value,
  onChange,
  errorMessage,
}: {
  value: string | null;
  onChange: (value: string | null) => void;
  errorMessage?: string | undefined;
}) {
  const t = useTrans();
  const id = useId();
  return (
    <FieldFrame
      id={id}
      labelClassName="flex items-center gap-2"
      label={
        <>
          {t('Release date and time')}
          {isScheduled(value) ? (
            <span
              className="rounded-full bg-primary/15 px-2 py-0.5 text-xs font-semibold text-primary"
              data-testid="scheduled-badge"
            >
              {t('Scheduled')}
            </span>
          ) : null}
        </>
      }
      description={t('Leave empty to release as soon as it is published.')}
      errorMessage={errorMessage}
    >
      <input
        id={id}
        type="datetime-local"
        value={toLocalInput(value)}
        onChange={(event) => onChange(fromLocalInput(event.target.value))}
        {...fieldAria(id, errorMessage)}
        className={INPUT_CLASS}
      />
    </FieldFrame>
  );
}
