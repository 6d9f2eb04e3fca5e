import { ArrowLeft } from 'lucide-react';
import { Button as AriaButton } from 'react-aria-components';
import { useTrans } from '@/lib/i18n';
import { ROW_BUTTON_CLASS } from '@/components/ui/row-buttons';

/**
 * The error of one field of a draft setting. The save answers `settings.<key>.<path>` (or the
 * shell may strip `settings.`): both are looked up, so a section shows each error beside its
 * input whichever way it arrives.
 */
export function fieldError(
  errors: Record<string, string>,
  key: string,
  path: (string | number)[] = [],
): string | undefined {
  const name = [key, ...path].join('.');
  return errors[name] ?? errors[`settings.${name}`];
}

/** Whether any error lies at or below `key.path` (to mark a list row that hides its fields). */
export function hasErrorBelow(
  errors: Record<string, string>,
  key: string,
  path: (string | number)[] = [],
): boolean {
  const name = [key, ...path].join('.');
  return Object.keys(errors).some((errorKey) => {
    const bare = errorKey.startsWith('settings.') ? errorKey.slice('settings.'.length) : errorKey;
    return bare === name || bare.startsWith(`${name}.`);
  });
}

/** The heading of a sub-page of a section, with the way back. */
export function SubPageHeader({ title, onBack }: { title: string; onBack: () => void }) {
  const t = useTrans();
  return (
    <div className="mb-4 flex items-center gap-2">
      <AriaButton
        aria-label={t('Back')}
        onPress={onBack}
        className="grid size-9 place-items-center rounded-full text-muted outline-none hover:bg-hover hover:text-fg focus-visible:ring-2 focus-visible:ring-primary/50"
      >
        <ArrowLeft className="size-4" aria-hidden />
      </AriaButton>
      <h3 className="min-w-0 truncate text-base font-semibold">{title}</h3>
    </div>
  );
}

export const ICON_BUTTON = ROW_BUTTON_CLASS;

/** A new id no item of `taken` has: readable prefix, random tail. */
export function newId(prefix: string, taken: string[]): string {
  for (;;) {
    const id = `${prefix}-${Math.random().toString(36).slice(2, 8)}`;
    if (!taken.includes(id)) return id;
  }
}
