import type { ReactNode } from 'react';
import type { AppearanceSectionProps } from '../appearance-section-props';
import { ListEditor } from '../components/list-editor';
import { fieldError } from '../components/section-fields';
import { listOf } from './landing-fields';

/** The keys of an entry's text fields. */
type TextKey<Entry> = {
  [Key in keyof Entry]: Entry[Key] extends string | null | undefined ? Key : never;
}[keyof Entry] &
  string;

/** What an entry's fields need: the entry's setter, and each field's error under the list. */
export interface EntryFields<Entry> {
  update: (entry: Entry) => void;
  error: (field: string) => string | undefined;
  /** The value, setter and error of one text field, to spread on an InputField. */
  text: (field: TextKey<Entry>) => {
    value: string;
    onChange: (value: string) => void;
    errorMessage: string | undefined;
  };
}

/**
 * A landing page list setting (features, buttons): the ListEditor bound to the setting under
 * `settingKey`, with its errors, handing each entry its bound fields.
 */
export function LandingListSection<Entry extends object>({
  settings,
  setSetting,
  errors,
  settingKey,
  renderEntry,
  ...list
}: AppearanceSectionProps & {
  settingKey: string;
  label: string;
  max: number;
  addLabel: string;
  createEntry: () => Entry;
  entryName: (entry: Entry, index: number) => string;
  renderEntry: (entry: Entry, fields: EntryFields<Entry>) => ReactNode;
}) {
  return (
    <ListEditor<Entry>
      {...list}
      entries={listOf<Entry>(settings, settingKey)}
      onChange={(next) => setSetting(settingKey, next)}
      errorMessage={fieldError(errors, settingKey)}
      renderEntry={(entry, index, update) => {
        const error = (field: string) => fieldError(errors, settingKey, [index, field]);
        return renderEntry(entry, {
          update,
          error,
          text: (field) => ({
            value: (entry[field] as string | null | undefined) ?? '',
            onChange: (value) => update({ ...entry, [field]: value }),
            errorMessage: error(field),
          }),
        });
      }}
    />
  );
}
