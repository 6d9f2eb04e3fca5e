import { clsx } from 'clsx';
import { Disc3, Mic2, Music2, ListMusic, Tag, User } from 'lucide-react';
import { useState } from 'react';

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

export interface CoverImageProps {
  src: string | null | undefined;
  kind?: keyof typeof ICONS;
  /** Picks the placeholder gradient. */
  seed?: number;
  rounded?: 'md' | 'lg' | 'full';
  className?: string;
  alt?: string;
}

/** Square artwork with a tinted placeholder while loading and when there is none. */
export function CoverImage({
  src,
  kind = 'album',
  seed = 0,
  rounded = 'md',
  className,
  alt = '',
}: CoverImageProps) {
  const [failed, setFailed] = useState(false);
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
          loading="lazy"
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
