import type { RepostItem } from '@tonearm/shared/library/library.schemas';
import { Repeat2 } from 'lucide-react';
import type { Track } from '@tonearm/shared/catalog/catalog.schemas';
import { RelativeTime, useTrans } from '@/lib/i18n';
import { AlbumCard, TrackCard } from './media-card';

/** A profile's reposts, newest first: track and album cards, each with when it was reposted. */
export function RepostGrid({ reposts }: { reposts: RepostItem[] }) {
  const t = useTrans();
  // Playing a reposted track queues the reposted tracks after it, in the order shown.
  const tracks = reposts.flatMap((repost): Track[] =>
    repost.type === 'track' ? [repost.item] : [],
  );
  return (
    <ul
      className="-mx-3 grid grid-cols-2 gap-1 sm:grid-cols-3 lg:grid-cols-5 2xl:grid-cols-6"
      data-testid="profile-reposts"
    >
      {reposts.map((repost) => (
        <li
          key={`${repost.type}-${repost.item.id}`}
          data-testid="repost-item"
          data-type={repost.type}
        >
          {repost.type === 'track' ? (
            <TrackCard
              track={repost.item}
              list={tracks}
              index={tracks.findIndex((track) => track.id === repost.item.id)}
            />
          ) : (
            <AlbumCard album={repost.item} />
          )}
          <p className="-mt-2 flex items-start gap-1.5 px-3 pb-3 text-xs text-muted">
            <Repeat2 aria-hidden className="mt-px size-3.5 shrink-0" />
            <span>
              {repost.type === 'track' ? t('Track') : t('Album')} ·{' '}
              <span className="sr-only">{t('reposted')} </span>
              <RelativeTime date={repost.reposted_at} />
            </span>
          </p>
        </li>
      ))}
    </ul>
  );
}
