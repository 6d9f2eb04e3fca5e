import { useEffect, useState } from 'react';
import { fieldAria, FieldFrame, INPUT_CLASS } from './field';

/** Splits "mp3, flac\nogg" into its items, blanks dropped. */
export function parseList(text: string): string[] {
  return text
    .split(/[,\n]/)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** A list of short values (extensions, mime types) typed comma-separated. */
export function StringListField({
  id,
  label,
  description,
  placeholder,
  value,
  onChange,
  onBlur,
  errorMessage,
}: {
  id: string;
  label: string;
  description?: string;
  placeholder?: string;
  value: string[];
  onChange: (value: string[]) => void;
  onBlur: () => void;
  errorMessage?: string | undefined;
}) {
  const [text, setText] = useState(() => value.join(', '));
  // A reset from outside (after a save) shows the saved list; typing keeps what is typed.
  useEffect(() => {
    setText((current) =>
      parseList(current).join(',') === value.join(',') ? current : value.join(', '),
    );
  }, [value]);
  return (
    <FieldFrame id={id} label={label} description={description} errorMessage={errorMessage}>
      <input
        id={id}
        name={id}
        className={INPUT_CLASS}
        value={text}
        placeholder={placeholder}
        {...fieldAria(id, errorMessage, description)}
        onChange={(event) => {
          setText(event.target.value);
          onChange(parseList(event.target.value));
        }}
        onBlur={() => {
          setText(value.join(', '));
          onBlur();
        }}
      />
    </FieldFrame>
  );
}
