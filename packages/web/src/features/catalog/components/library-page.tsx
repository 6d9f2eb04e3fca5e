import { Clock, Disc3, Heart, ListMusic, Mic2, Plus } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { InfiniteScrollSentinel } from '@/components/ui/infinite-scroll-sentinel';
import { openDialog } from '@/components/ui/modal/modal-store';
import type { Playlist, Track } from '@tonearm/shared/catalog/catalog.schemas';
import { SectionHeading } from '@/features/catalog/components/channel-content';
import { CardGrid, type CardGridItem } from '@/features/catalog/components/media-card';
import { EmptyState, PageContainer } from '@/components/ui/page-state';
import { CardGridSkeleton, TrackListSkeleton } from '@/components/ui/skeletons';
import { TabsNav } from '@/features/catalog/components/tabs-nav';
import { TrackTable } from '@/features/catalog/components/track-table';
import { useLibrary, type LibraryItems, type LibraryKind } from '@/features/library/public';
import { PlaylistFormDialog } from '@/features/catalog/components/playlist-form-dialog';
import { RelativeTime, useTrans } from '@/lib/i18n';
import { paths } from '@/config/paths';

export type LibrarySection = 'overview' | 'songs' | 'playlists' | 'albums' | 'artists' | 'history';

function NewPlaylistButton() {
  const t = useTrans();
  const navigate = useNavigate();
  return (
    <Button
      data-testid="new-playlist"
      onPress={() =>
        void openDialog<Playlist>((close) => <PlaylistFormDialog close={close} />, {
          label: t('New playlist'),
        }).then((playlist) => {
          if (playlist) void navigate(paths.playlist(playlist));
        })
      }
    >
      <Plus aria-hidden className="size-4" />
      {t('New playlist')}
    </Button>
  );
}

/**
 * One kind of the library: on its own section every row, a page at a time as the listener
 * scrolls; on the overview (`limit`) the first few.
 */
function KindList({ kind, limit }: { kind: LibraryKind; limit?: number }) {
  const t = useTrans();
  const query = useLibrary(kind);
  const { data, isLoading } = query;
  if (isLoading || !data)
    return kind === 'tracks' || kind === 'history' ? (
      <TrackListSkeleton rows={limit ?? 8} />
    ) : (
      <CardGridSkeleton count={limit ?? 6} />
    );
  const items = limit ? data.items.slice(0, limit) : data.items;
  if (items.length === 0) {
    const empty: Record<LibraryKind, [React.ReactNode, string, string]> = {
      tracks: [
        <Heart key="i" aria-hidden className="size-7" />,
        t('Songs you like will appear here'),
        t('Save songs by tapping the heart icon.'),
      ],
      playlists: [
        <ListMusic key="i" aria-hidden className="size-7" />,
        t('Create your first playlist'),
        t('It’s easy, we’ll help you.'),
      ],
      albums: [
        <Disc3 key="i" aria-hidden className="size-7" />,
        t('Albums you like will appear here'),
        t('Like an album to keep it close.'),
      ],
      artists: [
        <Mic2 key="i" aria-hidden className="size-7" />,
        t('Artists you follow will appear here'),
        t('Follow an artist to keep up with them.'),
      ],
      history: [
        <Clock key="i" aria-hidden className="size-7" />,
        t('Nothing played yet'),
        t('Tracks you listen to will appear here.'),
      ],
    };
    const [icon, title, body] = empty[kind];
    return (
      <EmptyState icon={icon} title={title}>
        {body}
      </EmptyState>
    );
  }
  return (
    <>
      <KindItems kind={kind} items={items} />
      {limit ? null : <InfiniteScrollSentinel query={query} />}
    </>
  );
}

function KindItems({ kind, items }: { kind: LibraryKind; items: LibraryItems[LibraryKind][] }) {
  switch (kind) {
    case 'tracks':
      return <TrackTable tracks={items as Track[]} source={{ type: 'library', id: 'liked' }} />;
    case 'history':
      return (
        <TrackTable
          tracks={items as Track[]}
          source={{ type: 'library', id: 'history' }}
          trailing={(track) =>
            track.played_at ? (
              <span className="mr-2 text-xs text-muted max-sm:hidden">
                <RelativeTime date={track.played_at} />
              </span>
            ) : null
          }
        />
      );
    case 'albums':
    case 'artists':
    case 'playlists':
      return <CardGrid kind={kind} items={items as CardGridItem[]} />;
  }
}

/** Your music: the overview and the songs, playlists, albums, artists and history sections. */
export function LibraryPage({ section }: { section: LibrarySection }) {
  const t = useTrans();
  const titles: Record<LibrarySection, string> = {
    overview: t('Your music'),
    songs: t('Liked songs'),
    playlists: t('Playlists'),
    albums: t('Albums'),
    artists: t('Artists'),
    history: t('Recently played'),
  };
  const tabs = [
    { to: paths.library(), label: t('Overview') },
    { to: paths.librarySongs(), label: t('Songs') },
    { to: paths.libraryPlaylists(), label: t('Playlists') },
    { to: paths.libraryAlbums(), label: t('Albums') },
    { to: paths.libraryArtists(), label: t('Artists') },
    { to: paths.libraryHistory(), label: t('History') },
  ];
  const kind: Record<Exclude<LibrarySection, 'overview'>, LibraryKind> = {
    songs: 'tracks',
    playlists: 'playlists',
    albums: 'albums',
    artists: 'artists',
    history: 'history',
  };
  return (
    <PageContainer className="py-8 md:py-10">
      <div data-testid={`library-${section}`}>
        <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
          <h1 className="text-3xl font-black tracking-tight md:text-4xl" data-testid="page-title">
            {titles[section]}
          </h1>
          {section === 'overview' || section === 'playlists' ? <NewPlaylistButton /> : null}
        </div>
        <TabsNav label={t('Library sections')} tabs={tabs} />
        <div className="mt-8">
          {section === 'overview' ? (
            <div className="space-y-12">
              <Link
                to={paths.librarySongs()}
                className="flex items-center gap-5 rounded-2xl bg-gradient-to-br from-indigo-600 via-violet-600 to-fuchsia-500 p-6 text-white shadow-lg transition hover:brightness-110"
              >
                <span className="grid size-16 place-items-center rounded-xl bg-white/15">
                  <Heart aria-hidden className="size-8 fill-current" />
                </span>
                <span>
                  <span className="block text-2xl font-black">{t('Liked songs')}</span>
                  <span className="text-sm text-white/80">
                    {t('Every track you hearted, in one place')}
                  </span>
                </span>
              </Link>
              <section>
                <SectionHeading title={t('Playlists')} to={paths.libraryPlaylists()} />
                <KindList kind="playlists" limit={6} />
              </section>
              <section>
                <SectionHeading title={t('Recently played')} to={paths.libraryHistory()} />
                <KindList kind="history" limit={5} />
              </section>
              <section>
                <SectionHeading title={t('Albums')} to={paths.libraryAlbums()} />
                <KindList kind="albums" limit={6} />
              </section>
              <section>
                <SectionHeading title={t('Artists')} to={paths.libraryArtists()} />
                <KindList kind="artists" limit={6} />
              </section>
            </div>
          ) : (
            <KindList kind={kind[section]} />
          )}
        </div>
      </div>
    </PageContainer>
  );
}
