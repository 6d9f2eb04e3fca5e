import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { MoveButtons, RowButton } from '@/components/ui/row-buttons';
import { useTrans } from '@/lib/i18n';

/**
 * A setting that is a list of records (buttons, features): each entry as a card with its
 * fields, moved up or down, removed; a button adds one, until `max`.
 */
export function ListEditor<T>({
  label,
  entries,
  onChange,
  createEntry,
  entryName,
  renderEntry,
  max,
  addLabel,
  errorMessage,
}: {
  label: string;
  entries: T[];
  onChange: (entries: T[]) => void;
  createEntry: () => T;
  entryName: (entry: T, index: number) => string;
  renderEntry: (entry: T, index: number, update: (entry: T) => void) => ReactNode;
  max: number;
  addLabel: string;
  errorMessage?: string | undefined;
}) {
  const t = useTrans();
  const move = (from: number, to: number) => {
    const next = [...entries];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved as T);
    onChange(next);
  };
  return (
    <div className="flex flex-col gap-3">
      {entries.length === 0 ? (
        <p className="rounded-lg border border-dashed border-divider px-3 py-6 text-center text-sm text-muted">
          {t('Nothing here yet.')}
        </p>
      ) : (
        <ol className="flex flex-col gap-3" aria-label={label}>
          {entries.map((entry, index) => {
            const name = entryName(entry, index);
            return (
              <li
                key={index}
                className="flex flex-col gap-4 rounded-panel border border-divider bg-bg p-4"
                data-testid="list-entry"
              >
                <div className="flex items-center gap-1">
                  <span className="min-w-0 flex-1 truncate text-sm font-semibold">{name}</span>
                  <MoveButtons name={name} index={index} count={entries.length} onMove={move} />
                  <RowButton
                    label={t('Remove “:name”', { name })}
                    icon={Trash2}
                    onClick={() => onChange(entries.filter((_, i) => i !== index))}
                  />
                </div>
                {renderEntry(entry, index, (next) =>
                  onChange(entries.map((other, i) => (i === index ? next : other))),
                )}
              </li>
            );
          })}
        </ol>
      )}
      {errorMessage ? (
        <p className="text-sm text-danger" role="alert">
          {errorMessage}
        </p>
      ) : null}
      <div>
        <Button
          size="sm"
          variant="secondary"
          isDisabled={entries.length >= max}
          onPress={() => onChange([...entries, createEntry()])}
        >
          <Plus className="size-4" aria-hidden />
          {addLabel}
        </Button>
      </div>
    </div>
  );
}
