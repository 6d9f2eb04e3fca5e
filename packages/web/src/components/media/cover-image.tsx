import { clsx } from 'clsx';
import { Disc3, Mic2, Music2, ListMusic, Tag, User } from 'lucide-react';
import { createContext, useContext, useState } from 'react';

const ICONS = {
  track: Music2,
  album: Disc3,
  artist: Mic2,
  playlist: ListMusic,
  genre: Tag,
  user: User,
} as const;

/** Gradient pairs for covers without artwork, picked by id so each item keeps its colour. */
const GRADIENTS = [
  'from-rose-500 to-fuchsia-700',
  'from-amber-400 to-orange-600',
  'from-emerald-400 to-teal-700',
  'from-sky-400 to-indigo-700',
  'from-violet-500 to-purple-800',
  'from-pink-400 to-rose-700',
  'from-lime-400 to-emerald-700',
  'from-cyan-400 to-blue-700',
];

/**
 * How covers inside load (the largest paint of the home and catalog pages is often a
 * cover). Off screen they wait (`lazy`, the default); the first screen's load at once (`eager`),
 * and the one likely to be the largest paint before anything else (`high`).
 */
export type CoverPriority = 'lazy' | 'eager' | 'high';
export const CoverPriorityContext = createContext<CoverPriority>('lazy');

/** A first-screen list loads this many covers at once (a row of cards on a wide screen). */
export const FIRST_SCREEN_COVERS = 6;

/** The priority of item `index` in a list shown with `list` priority. */
export function coverPriorityAt(list: CoverPriority, index: number): CoverPriority {
  if (list === 'lazy' || index >= FIRST_SCREEN_COVERS) return 'lazy';
  return index === 0 ? 'high' : 'eager';
}

export interface CoverImageProps {
  src: string | null | undefined;
  kind?: keyof typeof ICONS;
  /** Picks the placeholder gradient. */
  seed?: number;
  rounded?: 'md' | 'lg' | 'full';
  className?: string;
  alt?: string;
  /** Overrides the surrounding CoverPriorityContext. */
  priority?: CoverPriority;
}

/** Square artwork with a tinted placeholder while loading and when there is none. */
export function CoverImage({
  src,
  kind = 'album',
  seed = 0,
  rounded = 'md',
  className,
  alt = '',
  priority,
}: CoverImageProps) {
  const [failed, setFailed] = useState(false);
  const inherited = useContext(CoverPriorityContext);
  const loading = priority ?? inherited;
  const Icon = ICONS[kind];
  const radius =
    rounded === 'full' ? 'rounded-full' : rounded === 'lg' ? 'rounded-xl' : 'rounded-md';
  return (
    <div
      className={clsx(
        'relative aspect-square shrink-0 overflow-hidden bg-gradient-to-br',
        GRADIENTS[Math.abs(seed) % GRADIENTS.length],
        radius,
        className,
      )}
    >
      {src && !failed ? (
        <img
          src={src}
          alt={alt}
          loading={loading === 'lazy' ? 'lazy' : 'eager'}
          fetchPriority={loading === 'high' ? 'high' : undefined}
          decoding="async"
          onError={() => setFailed(true)}
          className="absolute inset-0 size-full object-cover"
        />
      ) : (
        <Icon aria-hidden className="absolute inset-0 m-auto size-[38%] text-white/80" />
      )}
    </div>
  );
}

/** What a track's cover is drawn from. */
interface CoverOfTrack {
  id: number;
  image?: string | null;
  album?: { id: number; image?: string | null } | null;
}

/** A track's artwork: its own, else its album's; the placeholder's colour follows the album. */
export function TrackCover({
  track,
  ...props
}: Omit<CoverImageProps, 'src' | 'seed' | 'kind'> & { track: CoverOfTrack }) {
  return (
    <CoverImage
      src={track.image ?? track.album?.image}
      seed={track.album?.id ?? track.id}
      kind="track"
      {...props}
    />
  );
}
