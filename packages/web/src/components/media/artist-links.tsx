import { clsx } from 'clsx';
import { Fragment } from 'react';
import { Link } from 'react-router';
import type { ArtistRef } from '@tonearm/shared/catalog/catalog.schemas';
import { paths } from '@/config/paths';

/** "Artist A, Artist B" with each name linking to the artist page. */
export function ArtistLinks({ artists, className }: { artists: ArtistRef[]; className?: string }) {
  return (
    <span className={clsx('truncate', className)}>
      {artists.map((artist, index) => (
        <Fragment key={artist.id}>
          {index > 0 ? ', ' : null}
          <Link
            to={paths.artist(artist)}
            className="hover:underline"
            onClick={(event) => event.stopPropagation()}
          >
            {artist.name}
          </Link>
        </Fragment>
      ))}
    </span>
  );
}
