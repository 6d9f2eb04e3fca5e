import { clsx } from 'clsx';
import { Loader2, Search, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { CoverImage } from '@/features/catalog/components/cover-image';
import { useSearch, type SearchType } from '@/features/search/api/search';
import { useDebouncedValue } from '@/features/search/hooks/use-debounced-value';
import { useTrans } from '@/lib/i18n';
import { paths } from '@/config/paths';
import { searchOptions } from './search-result-target';
import { Button } from 'react-aria-components';
import { Tooltip } from '@/components/ui/tooltip';

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
  const debounced = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const { data, isFetching } = useSearch(debounced, 4);
  const typeLabels: Record<SearchType, string> = {
    tracks: t('Track'),
    albums: t('Album'),
    artists: t('Artist'),
    playlists: t('Playlist'),
    users: t('Profile'),
    tags: t('Tag'),
  };
  const options = data && debounced ? searchOptions(data.results, typeLabels) : [];
  const showList = open && query.trim().length > 0;

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
      {showList ? (
        <div className="absolute inset-x-0 top-full z-50 mt-2 overflow-hidden rounded-2xl border border-divider bg-bg shadow-2xl">
          <ul
            id={listId}
            role="listbox"
            aria-label={t('Search results')}
            data-testid="navbar-search-results"
            className="max-h-[70vh] overflow-y-auto p-2"
          >
            {options.map((option, index) => (
              <li
                key={option.key}
                id={`${listId}-${option.key}`}
                role="option"
                aria-selected={index === active}
                data-testid="search-option"
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => go(option.to)}
                onMouseEnter={() => setActive(index)}
                className={clsx(
                  'flex cursor-pointer items-center gap-3 rounded-lg p-2',
                  index === active && 'bg-hover',
                )}
              >
                <CoverImage
                  src={option.image}
                  seed={option.seed}
                  kind={
                    option.type === 'artists'
                      ? 'artist'
                      : option.type === 'users'
                        ? 'user'
                        : option.type === 'tags'
                          ? 'genre'
                          : option.type === 'playlists'
                            ? 'playlist'
                            : 'track'
                  }
                  rounded={option.type === 'artists' || option.type === 'users' ? 'full' : 'md'}
                  className="size-10"
                />
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium">{option.label}</span>
                  <span className="block truncate text-xs text-muted">{option.sublabel}</span>
                </span>
                <span className="text-[10px] font-semibold tracking-wider text-muted uppercase">
                  {typeLabels[option.type]}
                </span>
              </li>
            ))}
            {data && debounced && options.length === 0 && !isFetching ? (
              <li className="p-4 text-center text-sm text-muted">
                {t('No results for “:query”', { query: debounced })}
              </li>
            ) : null}
          </ul>
          <button
            type="button"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => go(paths.search(query.trim()))}
            className="block w-full border-t border-divider px-4 py-3 text-left text-sm font-semibold text-primary hover:bg-hover"
          >
            {t('See all results for “:query”', { query: query.trim() })}
          </button>
        </div>
      ) : null}
    </div>
  );
}
