import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useContext, useRef, type ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { Link } from 'react-router';
import type {
  Album,
  Artist,
  Channel,
  Genre,
  Playlist,
  Track,
} from '@tonearm/shared/catalog/catalog.schemas';
import { CoverPriorityContext, coverPriorityAt, TrackCover } from '@/components/media/cover-image';
import { formatDuration } from '@/lib/format-duration';
import {
  AlbumCard,
  ArtistCard,
  GenreCard,
  PlaylistCard,
  TrackCard,
} from '@/features/catalog/components/media-card';
import { TrackTable } from '@/features/catalog/components/track-table';
import { getPlayer } from '@/features/player/public';
import { useTrans } from '@/lib/i18n';
import { paths } from '@/config/paths';
import { Tooltip } from '@/components/ui/tooltip';

/** One content item as a card, by the channel's content type. */
function ContentCard({
  channel,
  item,
  items,
  index,
}: {
  channel: Channel;
  item: unknown;
  items: unknown[];
  index: number;
}) {
  switch (channel.content_type) {
    case 'albums':
      return <AlbumCard album={item as Album} />;
    case 'artists':
      return <ArtistCard artist={item as Artist} />;
    case 'playlists':
      return <PlaylistCard playlist={item as Playlist} />;
    case 'tracks':
      return <TrackCard track={item as Track} list={items as Track[]} index={index} />;
    case 'genres':
      return <GenreCard genre={item as Genre} />;
    case 'channels': {
      const child = item as Channel;
      return (
        <Link
          to={paths.channel(child.slug)}
          className="block rounded-xl bg-bg-alt p-4 font-semibold hover:bg-hover"
        >
          {child.name}
        </Link>
      );
    }
  }
}

function itemKey(item: unknown, index: number): string | number {
  return (item as { id?: number }).id ?? index;
}

export function ChannelCarousel({ channel, items }: { channel: Channel; items: unknown[] }) {
  const t = useTrans();
  const priority = useContext(CoverPriorityContext);
  const scroller = useRef<HTMLDivElement>(null);
  const scroll = (direction: 1 | -1) =>
    scroller.current?.scrollBy({
      left: direction * scroller.current.clientWidth * 0.8,
      behavior: 'smooth',
    });
  const wide = channel.content_type === 'genres';
  return (
    <div className="relative">
      <div className="absolute -top-12 right-0 flex gap-1 max-md:hidden">
        <Tooltip label={t('Scroll left')}>
          <Button
            aria-label={t('Scroll left')}
            onPress={() => scroll(-1)}
            className="grid size-8 place-items-center rounded-full bg-bg-alt text-muted outline-none hover:bg-hover hover:text-fg focus-visible:ring-2 focus-visible:ring-primary"
          >
            <ChevronLeft aria-hidden className="size-4" />
          </Button>
        </Tooltip>
        <Tooltip label={t('Scroll right')}>
          <Button
            aria-label={t('Scroll right')}
            onPress={() => scroll(1)}
            className="grid size-8 place-items-center rounded-full bg-bg-alt text-muted outline-none hover:bg-hover hover:text-fg focus-visible:ring-2 focus-visible:ring-primary"
          >
            <ChevronRight aria-hidden className="size-4" />
          </Button>
        </Tooltip>
      </div>
      <div
        ref={scroller}
        className="scrollbar-none -mx-3 flex snap-x snap-mandatory gap-1 overflow-x-auto scroll-smooth"
      >
        {items.map((item, index) => (
          <div
            key={itemKey(item, index)}
            className={clsx('shrink-0 snap-start', wide ? 'w-64 p-3' : 'w-40 sm:w-44 lg:w-48')}
          >
            <CoverPriorityContext value={coverPriorityAt(priority, index)}>
              <ContentCard channel={channel} item={item} items={items} index={index} />
            </CoverPriorityContext>
          </div>
        ))}
      </div>
    </div>
  );
}

export function ChannelGrid({ channel, items }: { channel: Channel; items: unknown[] }) {
  const priority = useContext(CoverPriorityContext);
  const wide = channel.content_type === 'genres';
  return (
    <div
      className={clsx(
        '-mx-3 grid',
        wide
          ? 'grid-cols-2 gap-4 px-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5'
          : 'grid-cols-2 gap-1 sm:grid-cols-3 lg:grid-cols-5 2xl:grid-cols-6',
      )}
    >
      {items.map((item, index) => (
        <CoverPriorityContext key={itemKey(item, index)} value={coverPriorityAt(priority, index)}>
          <ContentCard channel={channel} item={item} items={items} index={index} />
        </CoverPriorityContext>
      ))}
    </div>
  );
}

/** A compact two-column list (e.g. "quick picks"). */
export function ChannelList({ channel, items }: { channel: Channel; items: unknown[] }) {
  const priority = useContext(CoverPriorityContext);
  if (channel.content_type !== 'tracks') return <ChannelGrid channel={channel} items={items} />;
  const tracks = items as Track[];
  return (
    <ul className="grid gap-x-6 gap-y-1 sm:grid-cols-2 xl:grid-cols-3">
      {tracks.map((track, index) => (
        <li key={track.id}>
          <button
            type="button"
            data-testid="track-list-item"
            onClick={() =>
              getPlayer().playList(tracks, index, {
                type: 'channel',
                id: channel.id,
                name: channel.name,
              })
            }
            className="group flex w-full items-center gap-3 rounded-lg p-2 text-left outline-none transition hover:bg-hover focus-visible:bg-hover"
          >
            <TrackCover
              track={track}
              priority={coverPriorityAt(priority, index) === 'lazy' ? 'lazy' : 'eager'}
              className="size-12 shadow"
            />
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium">{track.name}</span>
              <span className="block truncate text-sm text-muted">
                {track.artists.map((a) => a.name).join(', ')}
              </span>
            </span>
            <span className="text-sm tabular-nums text-muted">
              {formatDuration(track.duration_ms)}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * A channel's content in its layout: its first page, or `items` (every page a channel page has
 * loaded). On the channel's own page (`isPage`) a carousel is a grid, which can grow downwards
 * as pages arrive.
 */
export function ChannelContent({
  channel,
  items = channel.content?.pagination?.data ?? [],
  isPage = false,
}: {
  channel: Channel;
  items?: unknown[];
  isPage?: boolean;
}) {
  if (items.length === 0) return null;
  switch (channel.layout) {
    case 'carousel':
      return isPage ? (
        <ChannelGrid channel={channel} items={items} />
      ) : (
        <ChannelCarousel channel={channel} items={items} />
      );
    case 'grid':
      return <ChannelGrid channel={channel} items={items} />;
    case 'list':
      return <ChannelList channel={channel} items={items} />;
    case 'track-table':
      return channel.content_type === 'tracks' ? (
        <TrackTable
          tracks={items as Track[]}
          source={{ type: 'channel', id: channel.id, name: channel.name }}
        />
      ) : (
        <ChannelGrid channel={channel} items={items} />
      );
  }
}

export function SectionHeading({
  title,
  to,
  children,
}: {
  title: string;
  to?: string;
  children?: ReactNode;
}) {
  const t = useTrans();
  return (
    <div className="mb-3 flex items-end justify-between gap-4 pr-20 max-md:pr-0">
      <h2 className="text-xl font-bold tracking-tight md:text-2xl">
        {to ? (
          <Link to={to} className="hover:underline">
            {title}
          </Link>
        ) : (
          title
        )}
      </h2>
      {to ? (
        <Link
          to={to}
          className="shrink-0 text-sm font-semibold text-muted hover:text-fg hover:underline max-md:block md:hidden"
        >
          {t('Show all')}
        </Link>
      ) : null}
      {children}
    </div>
  );
}

/** A child channel of a home channel: its heading, then its content. */
export function ChannelSection({ channel }: { channel: Channel }) {
  const items = channel.content?.pagination?.data ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-label={channel.name} data-testid="channel-section" className="relative">
      <SectionHeading title={channel.name} to={paths.channel(channel.slug)} />
      {channel.description ? (
        <p className="-mt-2 mb-3 text-sm text-muted">{channel.description}</p>
      ) : null}
      <ChannelContent channel={channel} />
    </section>
  );
}
