import { Navigate, useParams } from 'react-router';
import { AlbumEmbed, TrackEmbed } from '@/features/catalog/components/embed-player';
import { paths } from '@/config/paths';

/** Embeds render without the player layout: just the card, filling the iframe. */
function EmbedFrame({ children }: { children: React.ReactNode }) {
  return <div className="h-full bg-transparent p-0">{children}</div>;
}

export function TrackEmbedRoute() {
  const id = Number(useParams().trackId);
  if (!Number.isInteger(id) || id < 1) return <Navigate to={paths.notFound()} replace />;
  return (
    <EmbedFrame>
      <TrackEmbed trackId={id} />
    </EmbedFrame>
  );
}

export function AlbumEmbedRoute() {
  const id = Number(useParams().albumId);
  if (!Number.isInteger(id) || id < 1) return <Navigate to={paths.notFound()} replace />;
  return (
    <EmbedFrame>
      <AlbumEmbed albumId={id} />
    </EmbedFrame>
  );
}
