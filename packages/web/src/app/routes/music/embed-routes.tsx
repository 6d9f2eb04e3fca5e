import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { AlbumEmbed, TrackEmbed } from '@/features/catalog/components/embed-player';
import { paths } from '@/config/paths';
import { useIdParam } from './use-id-param';

/**
 * An embed of the item whose id is in the `param` route param. Embeds render without the
 * player layout: just the card, filling the iframe.
 */
function EmbedRoute({ param, children }: { param: string; children: (id: number) => ReactNode }) {
  const id = useIdParam(param);
  if (id === null) return <Navigate to={paths.notFound()} replace />;
  return <div className="h-full bg-transparent p-0">{children(id)}</div>;
}

export function TrackEmbedRoute() {
  return <EmbedRoute param="trackId">{(id) => <TrackEmbed trackId={id} />}</EmbedRoute>;
}

export function AlbumEmbedRoute() {
  return <EmbedRoute param="albumId">{(id) => <AlbumEmbed albumId={id} />}</EmbedRoute>;
}
