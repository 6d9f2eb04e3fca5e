import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CoverImage, type CoverImageProps } from '@/components/media/cover-image';
import { paths } from '@/config/paths';

export interface MediaHeaderProps {
  image: string | null | undefined;
  kind: CoverImageProps['kind'];
  seed: number;
  eyebrow: ReactNode;
  title: ReactNode;
  meta?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  round?: boolean;
}

/** The top of an album, artist, playlist or track page: big artwork over its blurred colours. */
export function MediaHeader({
  image,
  kind,
  seed,
  eyebrow,
  title,
  meta,
  description,
  actions,
  round,
}: MediaHeaderProps) {
  return (
    <header className="relative isolate overflow-hidden">
      {image ? (
        <img
          aria-hidden
          src={image}
          alt=""
          // Often the page's largest paint: asked for before anything else.
          fetchPriority="high"
          className="absolute inset-0 -z-20 size-full scale-125 object-cover opacity-60 blur-3xl saturate-150"
        />
      ) : null}
      <div
        aria-hidden
        className={clsx(
          'absolute inset-0 -z-10',
          image
            ? 'bg-gradient-to-b from-bg/30 via-bg/70 to-bg'
            : 'bg-gradient-to-b from-primary/25 to-bg',
        )}
      />
      <div className="mx-auto flex max-w-[1600px] flex-col items-center gap-6 px-4 pt-8 pb-6 text-center md:flex-row md:items-end md:gap-8 md:px-8 md:pt-14 md:text-left">
        <CoverImage
          src={image}
          kind={kind}
          seed={seed}
          rounded={round ? 'full' : 'lg'}
          priority="high"
          className="w-48 shadow-2xl shadow-black/40 md:w-56 lg:w-60"
        />
        <div className="min-w-0 flex-1">
          <div className="text-xs font-semibold tracking-[0.18em] text-muted uppercase">
            {eyebrow}
          </div>
          <h1
            className="mt-2 text-3xl font-black tracking-tight break-words md:text-5xl lg:text-6xl"
            data-testid="page-title"
          >
            {title}
          </h1>
          {description ? (
            <div className="mt-3 line-clamp-2 max-w-3xl text-sm text-muted">{description}</div>
          ) : null}
          {meta ? (
            <div className="mt-3 flex flex-wrap items-center justify-center gap-x-1.5 gap-y-1 text-sm text-muted md:justify-start">
              {meta}
            </div>
          ) : null}
        </div>
      </div>
      {actions ? (
        <div className="mx-auto flex max-w-[1600px] flex-wrap items-center justify-center gap-3 px-4 pb-4 md:justify-start md:px-8">
          {actions}
        </div>
      ) : null}
    </header>
  );
}

export function Dot() {
  return <span aria-hidden>·</span>;
}

/** The credited artists in a header's meta line, each a link to their page. */
export function ArtistCredits({ artists }: { artists: { id: number; name: string }[] }) {
  return artists.map((artist, index) => (
    <span key={artist.id} className="font-semibold text-fg">
      {index > 0 ? ', ' : null}
      <Link to={paths.artist(artist)} className="hover:underline">
        {artist.name}
      </Link>
    </span>
  ));
}
