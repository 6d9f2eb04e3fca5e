import type * as MusicMetadataModule from 'music-metadata';

type MusicMetadata = typeof MusicMetadataModule;

let loading: Promise<MusicMetadata> | undefined;

/**
 * music-metadata, loaded when the first file is read (an upload or an import), not by every
 * start: a server that only streams never pays for its parsers.
 */
export function musicMetadata(): Promise<MusicMetadata> {
  loading ??= import('music-metadata');
  return loading;
}
