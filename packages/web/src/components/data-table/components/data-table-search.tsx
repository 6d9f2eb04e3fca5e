import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

/** Search waits for a pause in typing before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface DataTableSearchProps {
  label: string;
  /** The search the URL holds. */
  value: string;
  onSearch: (value: string) => void;
}

/** The table's search field: typed text goes to the URL after a short pause. */
export function DataTableSearch({ label, value, onSearch }: DataTableSearchProps) {
  const [text, setText] = useState(value);
  const sent = useRef(value);

  // The URL changed elsewhere (clear filters, back button): show what it holds.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (text.trim() === sent.current.trim()) return;
    const timer = setTimeout(() => {
      sent.current = text.trim();
      onSearch(text.trim());
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);

  return (
    <label className="relative flex w-full min-w-0 items-center sm:w-64">
      <span className="sr-only">{label}</span>
      <Search className="pointer-events-none absolute left-3 size-4 text-muted" aria-hidden />
      <input
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={label}
        maxLength={200}
        className="h-10 w-full rounded-lg border border-divider bg-bg pr-3 pl-9 text-sm text-fg outline-none transition placeholder:text-muted/80 focus:border-primary focus:ring-2 focus:ring-primary/25"
      />
    </label>
  );
}
