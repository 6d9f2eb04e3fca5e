import { clsx } from 'clsx';
import { Loader2, Search, X } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useTrans } from '@/lib/i18n';
import { paths } from '@/config/paths';
import { Button } from 'react-aria-components';
import { Tooltip } from '@/components/ui/tooltip';
import type { NavbarSearchFound } from './navbar-search-results';

const NavbarSearchResults = lazy(async () => ({
  default: (await import('./navbar-search-results')).NavbarSearchResults,
}));

const NOTHING_FOUND: NavbarSearchFound = { options: [], isFetching: false };

/** Search-as-you-type waits this long after the last key before asking the server. */
export const SEARCH_DEBOUNCE_MS = 250;

/**
 * The navbar search: instant results as you type (debounced), a combobox you can drive with the
 * arrow keys, Enter to open a result or the full search page, Escape to close.
 */
export function NavbarSearch({ className }: { className?: string }) {
  const t = useTrans();
  const navigate = useNavigate();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const trimmed = query.trim();
  const debounced = useDebouncedValue(trimmed, SEARCH_DEBOUNCE_MS);
  // What the results (a lazily loaded chunk) found, for Enter, the arrow keys and the spinner.
  const [found, setFound] = useState<NavbarSearchFound>(NOTHING_FOUND);
  const { options, isFetching } = trimmed ? found : NOTHING_FOUND;
  const showList = open && trimmed.length > 0;

  const go = (to: string) => {
    setOpen(false);
    setActive(-1);
    inputRef.current?.blur();
    void navigate(to);
  };

  return (
    <div className={clsx('relative', className)}>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          const option = options[active];
          if (option) go(option.to);
          else if (query.trim()) go(paths.search(query.trim()));
        }}
      >
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted"
        />
        <input
          ref={inputRef}
          type="search"
          role="combobox"
          aria-label={t('Search')}
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={
            active >= 0 && options[active] ? `${listId}-${options[active].key}` : undefined
          }
          data-testid="navbar-search-input"
          placeholder={t('Search for artists, songs, albums…')}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') {
              event.preventDefault();
              setOpen(true);
              setActive((index) => Math.min(options.length - 1, index + 1));
            } else if (event.key === 'ArrowUp') {
              event.preventDefault();
              setActive((index) => Math.max(-1, index - 1));
            } else if (event.key === 'Escape') {
              setOpen(false);
              setActive(-1);
            }
          }}
          className="h-10 w-full rounded-full border border-transparent bg-fg/[0.06] pr-10 pl-10 text-sm outline-none transition placeholder:text-muted hover:bg-fg/[0.09] focus:border-primary/50 focus:bg-bg focus:ring-2 focus:ring-primary/20 [&::-webkit-search-cancel-button]:hidden"
        />
        {isFetching ? (
          <Loader2
            aria-hidden
            className="absolute top-1/2 right-3.5 size-4 -translate-y-1/2 animate-spin text-muted"
          />
        ) : null}
        {!isFetching && query ? (
          <Tooltip label={t('Clear search')}>
            <Button
              aria-label={t('Clear search')}
              onPress={() => {
                setQuery('');
                inputRef.current?.focus();
              }}
              className="absolute top-1/2 right-2 grid size-7 -translate-y-1/2 place-items-center rounded-full text-muted hover:bg-hover hover:text-fg"
            >
              <X aria-hidden className="size-4" />
            </Button>
          </Tooltip>
        ) : null}
      </form>
      {trimmed ? (
        <Suspense fallback={null}>
          <NavbarSearchResults
            query={trimmed}
            debounced={debounced}
            showList={showList}
            listId={listId}
            active={active}
            setActive={setActive}
            go={go}
            onFound={setFound}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
