import { ImagePlus, Plus, Trash2, X } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { fieldAria, FieldFrame, INPUT_CLASS } from '@/components/ui/field';
import { FilePickerButton } from '@/components/ui/file-picker-button';
import { useTrans } from '@/lib/i18n';
import { usePickerSearch } from '@/lib/search-api';
import { uploadFile } from '@/features/uploads/public';

/** Names as removable chips; Enter or comma adds what was typed (genres, tags). */
export function TokenInput({
  label,
  value,
  onChange,
  errorMessage,
}: {
  label: string;
  value: string[];
  onChange: (value: string[]) => void;
  errorMessage?: string | undefined;
}) {
  const t = useTrans();
  const id = useId();
  const [draft, setDraft] = useState('');
  const add = () => {
    const name = draft.trim().replace(/,$/, '').trim();
    if (name && !value.some((v) => v.toLowerCase() === name.toLowerCase()))
      onChange([...value, name]);
    setDraft('');
  };
  return (
    <FieldFrame id={id} label={label} errorMessage={errorMessage}>
      <div className="flex min-h-11 flex-wrap items-center gap-1.5 rounded-lg border border-divider bg-bg px-2 py-1.5 focus-within:border-primary focus-within:ring-2 focus-within:ring-primary/25">
        {value.map((name) => (
          <span
            key={name}
            className="inline-flex items-center gap-1 rounded-full bg-fg/10 py-0.5 pr-1 pl-2.5 text-sm"
          >
            {name}
            <button
              type="button"
              className="rounded-full p-0.5 hover:bg-fg/10"
              aria-label={t('Remove :name', { name })}
              onClick={() => onChange(value.filter((v) => v !== name))}
            >
              <X className="size-3" aria-hidden />
            </button>
          </span>
        ))}
        <input
          id={id}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ',') {
              event.preventDefault();
              add();
            } else if (event.key === 'Backspace' && !draft && value.length) {
              onChange(value.slice(0, -1));
            }
          }}
          onBlur={add}
          placeholder={t('Type and press Enter')}
          className="min-w-32 flex-1 bg-transparent px-1 text-sm outline-none"
          {...fieldAria(id, errorMessage)}
        />
      </div>
    </FieldFrame>
  );
}

/** An artist credit as the form holds it: an existing artist (id, with its name to show) or a new name. */
export type ArtistChoice = { id: number; name?: string } | { name: string };

function choiceName(choice: ArtistChoice): string {
  return choice.name ?? `#${(choice as { id: number }).id}`;
}

function sameChoice(a: ArtistChoice, b: ArtistChoice): boolean {
  if ('id' in a && 'id' in b) return a.id === b.id;
  return choiceName(a).toLowerCase() === choiceName(b).toLowerCase();
}

/** Artists: chips, a search over the catalog's artists, and "Create new: <name>". */
export function ArtistPicker({
  value,
  onChange,
  errorMessage,
  label,
}: {
  value: ArtistChoice[];
  onChange: (value: ArtistChoice[]) => void;
  errorMessage?: string | undefined;
  label?: string;
}) {
  const t = useTrans();
  const id = useId();
  const { query, setQuery, trimmed, found: results } = usePickerSearch('artists', 8);
  const found = results.filter(
    (artist) => !value.some((choice) => 'id' in choice && choice.id === artist.id),
  );
  const exact = found.some((artist) => artist.name.toLowerCase() === trimmed.toLowerCase());
  const choose = (choice: ArtistChoice) => {
    if (!value.some((v) => sameChoice(v, choice))) onChange([...value, choice]);
    setQuery('');
  };
  return (
    <FieldFrame id={id} label={label ?? t('Artists')} errorMessage={errorMessage}>
      {value.length ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={t('Chosen artists')}>
          {value.map((choice) => (
            <li
              key={'id' in choice ? `id-${choice.id}` : `new-${choice.name}`}
              className="inline-flex items-center gap-1 rounded-full bg-primary/10 py-0.5 pr-1 pl-2.5 text-sm"
            >
              {choiceName(choice)}
              {'id' in choice ? null : <span className="text-xs text-muted">({t('new')})</span>}
              <button
                type="button"
                className="rounded-full p-0.5 hover:bg-fg/10"
                aria-label={t('Remove :name', { name: choiceName(choice) })}
                onClick={() => onChange(value.filter((v) => v !== choice))}
              >
                <X className="size-3" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        id={id}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            const first = found[0];
            if (first && first.name.toLowerCase() === trimmed.toLowerCase())
              choose({ id: first.id, name: first.name });
            else if (trimmed) choose({ name: trimmed });
          }
        }}
        placeholder={t('Search artists')}
        {...fieldAria(id, errorMessage)}
        className={INPUT_CLASS}
      />
      {trimmed ? (
        <ul
          className="rounded-lg border border-divider bg-bg p-1 shadow-sm"
          role="listbox"
          aria-label={t('Artists found')}
        >
          {found.map((artist) => (
            <li key={artist.id} role="option" aria-selected={false}>
              <button
                type="button"
                className="w-full rounded-md px-2 py-1.5 text-left text-sm hover:bg-hover"
                onClick={() => choose({ id: artist.id, name: artist.name })}
              >
                {artist.name}
              </button>
            </li>
          ))}
          {!exact ? (
            <li role="option" aria-selected={false}>
              <button
                type="button"
                className="flex w-full items-center gap-1.5 rounded-md px-2 py-1.5 text-left text-sm hover:bg-hover"
                onClick={() => choose({ name: trimmed })}
              >
                <Plus className="size-3.5" aria-hidden />
                {t('Create new: :name', { name: trimmed })}
              </button>
            </li>
          ) : null}
        </ul>
      ) : null}
    </FieldFrame>
  );
}

/** An image: preview, upload to the public disk (its URL becomes the value), remove. */
export function ImageField({
  label,
  value,
  onChange,
  errorMessage,
}: {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  errorMessage?: string | undefined;
}) {
  const t = useTrans();
  return (
    <FieldFrame label={label} errorMessage={errorMessage}>
      <div className="flex items-center gap-4">
        <div className="grid size-24 shrink-0 place-items-center overflow-hidden rounded-lg bg-fg/5">
          {value ? (
            <img src={value} alt={label} className="size-full object-cover" />
          ) : (
            <ImagePlus className="size-8 text-muted" aria-hidden />
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <FilePickerButton
            accept="image/jpeg,image/png,image/gif,image/webp"
            inputLabel={t('Upload :label', { label })}
            onFile={async (file) => onChange((await uploadFile(file, 'public')).url)}
          >
            {(busy) => (busy ? t('Uploading…') : t('Upload image'))}
          </FilePickerButton>
          {value ? (
            <Button variant="ghost" size="sm" onPress={() => onChange(null)}>
              <Trash2 className="size-3.5" aria-hidden />
              {t('Remove')}
            </Button>
          ) : null}
        </div>
      </div>
    </FieldFrame>
  );
}

/** A titled group of fields in an editor. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-5 rounded-panel border border-divider p-4 md:p-6">
      <h2 className="text-base font-semibold">{title}</h2>
      {children}
    </section>
  );
}
