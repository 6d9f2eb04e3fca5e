import { clsx } from 'clsx';
import { useEffect, useMemo } from 'react';
import { CoverImage } from '@/components/media/cover-image';
import { useSearch, type SearchType } from '@/lib/search-api';
import { useTrans } from '@/lib/i18n';
import { paths } from '@/config/paths';
import { searchOptions, type SearchOption } from './search-result-target';

export interface NavbarSearchFound {
  options: SearchOption[];
  isFetching: boolean;
}

/**
 * The navbar search's results: the query, the options and their list. A chunk of its own,
 * loaded once someone types (the first script carries no search code).
 */
export function NavbarSearchResults({
  query,
  debounced,
  showList,
  listId,
  active,
  setActive,
  go,
  onFound,
}: {
  /** The trimmed input. */
  query: string;
  /** The trimmed input once typing pauses: what is asked for. */
  debounced: string;
  showList: boolean;
  listId: string;
  active: number;
  setActive: (index: number) => void;
  go: (to: string) => void;
  /** Tells the input what Enter, the arrow keys and its spinner work with. */
  onFound: (found: NavbarSearchFound) => void;
}) {
  const t = useTrans();
  const { data, isFetching } = useSearch(debounced, 4);
  const typeLabels: Record<SearchType, string> = useMemo(
    () => ({
      tracks: t('Track'),
      albums: t('Album'),
      artists: t('Artist'),
      playlists: t('Playlist'),
      users: t('Profile'),
      tags: t('Tag'),
    }),
    [t],
  );
  const options = useMemo(
    () => (data && debounced ? searchOptions(data.results, typeLabels) : []),
    [data, debounced, typeLabels],
  );
  useEffect(() => onFound({ options, isFetching }), [onFound, options, isFetching]);

  return (
    <>
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
            onClick={() => go(paths.search(query))}
            className="block w-full border-t border-divider px-4 py-3 text-left text-sm font-semibold text-primary hover:bg-hover"
          >
            {t('See all results for “:query”', { query: query })}
          </button>
        </div>
      ) : null}
    </>
  );
}
