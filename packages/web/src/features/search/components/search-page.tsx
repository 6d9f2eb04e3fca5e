import { Search } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { UserProfileGrid } from '@/components/account-kit/user-profile-grid';
import { InfiniteScrollSentinel } from '@/components/ui/infinite-scroll-sentinel';
import type { Track, UserProfile } from '@tonearm/shared/catalog/catalog.schemas';
import {
  SectionHeading,
  CardGrid,
  type CardGridItem,
  TabsNav,
  TrackTable,
} from '@/features/catalog/public';
import { EmptyState, PageContainer } from '@/components/ui/page-state';
import { CardGridSkeleton, TrackListSkeleton } from '@/components/ui/skeletons';
import {
  SEARCH_TYPES,
  useSearch,
  useSearchType,
  type SearchResults,
  type SearchType,
} from '@/lib/search-api';
import { useTrans } from '@/lib/i18n';
import { paths } from '@/config/paths';

function TagList({ tags }: { tags: SearchResults['tags'] }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li key={`${tag.type}-${tag.id}`}>
          <Link
            to={tag.type === 'genre' ? paths.channel('genre', tag.slug) : paths.tag(tag.slug)}
            className="inline-block rounded-full bg-bg-alt px-4 py-2 text-sm font-medium hover:bg-hover"
          >
            {tag.type === 'genre' ? tag.name : `#${tag.name}`}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Results<T extends SearchType>({
  type,
  items,
  query,
}: {
  type: T;
  items: SearchResults[T];
  query: string;
}) {
  switch (type) {
    case 'tracks':
      return <TrackTable tracks={items as Track[]} source={{ type: 'search', id: query }} />;
    case 'albums':
    case 'artists':
    case 'playlists':
      return <CardGrid kind={type} items={items as CardGridItem[]} />;
    case 'users':
      return (
        <UserProfileGrid
          users={items as UserProfile[]}
          className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5"
          avatarSize={96}
        />
      );
    case 'tags':
      return <TagList tags={items as SearchResults['tags']} />;
  }
  return null;
}

function AllResults({ query, labels }: { query: string; labels: Record<SearchType, string> }) {
  const t = useTrans();
  const { data, isLoading } = useSearch(query, 10);
  if (isLoading || !data) return <TrackListSkeleton />;
  const found = SEARCH_TYPES.filter((type) => data.results[type].length > 0);
  if (found.length === 0)
    return (
      <EmptyState
        icon={<Search aria-hidden className="size-7" />}
        title={t('No results for “:query”', { query })}
      />
    );
  return (
    <div className="space-y-10">
      {found.map((type) => (
        <section key={type} aria-label={labels[type]}>
          <SectionHeading title={labels[type]} to={paths.searchTab(query, type)} />
          <Results
            type={type}
            items={type === 'tracks' ? data.results.tracks.slice(0, 5) : data.results[type]}
            query={query}
          />
        </section>
      ))}
    </div>
  );
}

function TypeResults({ query, type }: { query: string; type: SearchType }) {
  const t = useTrans();
  const search = useSearchType(type, query);
  const { data, isLoading } = search;
  if (isLoading || !data) return type === 'tracks' ? <TrackListSkeleton /> : <CardGridSkeleton />;
  if (data.items.length === 0)
    return (
      <EmptyState
        icon={<Search aria-hidden className="size-7" />}
        title={t('No results for “:query”', { query })}
      />
    );
  return (
    <>
      <Results type={type} items={data.items as SearchResults[typeof type]} query={query} />
      <InfiniteScrollSentinel query={search} />
    </>
  );
}

/** /search, /search/{query}, /search/{query}/{tab}. */
export function SearchPage({ query, tab }: { query: string; tab?: SearchType }) {
  const t = useTrans();
  const navigate = useNavigate();
  const labels: Record<SearchType, string> = {
    tracks: t('Tracks'),
    albums: t('Albums'),
    artists: t('Artists'),
    playlists: t('Playlists'),
    users: t('Profiles'),
    tags: t('Tags & genres'),
  };
  return (
    <PageContainer className="py-8 md:py-10">
      <div data-testid="search-page">
        <form
          role="search"
          className="relative max-w-2xl"
          onSubmit={(event) => {
            event.preventDefault();
            const value = new FormData(event.currentTarget).get('query');
            if (typeof value === 'string' && value.trim())
              void navigate(paths.searchTab(value.trim(), tab));
          }}
        >
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-muted"
          />
          <input
            key={query}
            name="query"
            type="search"
            aria-label={t('Search')}
            defaultValue={query}
            autoFocus={!query}
            placeholder={t('What do you want to listen to?')}
            className="h-14 w-full rounded-full border border-divider bg-bg-alt pr-4 pl-12 text-lg outline-none focus:border-primary focus:ring-2 focus:ring-primary/25"
          />
        </form>
        {query ? (
          <>
            <h1
              className="mt-8 text-2xl font-black tracking-tight md:text-3xl"
              data-testid="page-title"
            >
              {t('Results for “:query”', { query })}
            </h1>
            <div className="mt-4">
              <TabsNav
                label={t('Result types')}
                tabs={[
                  { to: paths.searchTab(query), label: t('Top results') },
                  ...SEARCH_TYPES.map((type) => ({
                    to: paths.searchTab(query, type),
                    label: labels[type],
                  })),
                ]}
              />
            </div>
            <div className="mt-6">
              {tab ? (
                <TypeResults query={query} type={tab} />
              ) : (
                <AllResults query={query} labels={labels} />
              )}
            </div>
          </>
        ) : (
          <EmptyState icon={<Search aria-hidden className="size-7" />} title={t('Search Tonearm')}>
            {t('Find artists, songs, albums, playlists, profiles and tags.')}
          </EmptyState>
        )}
      </div>
    </PageContainer>
  );
}
