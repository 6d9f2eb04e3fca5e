import type { RadioResponse, RadioSeedType } from '@tonearm/shared/player/player.schemas';
import { notFound, orNotFound } from '../../platform/errors';
import type { CatalogService, Viewer } from '../catalog/catalog.service';
import type { PlaylistsService } from '../library/playlists.service';
import type { RadioRepository } from './radio.repository';

/** How much each kind of relation counts towards a candidate's score. */
const WEIGHTS = {
  sameArtist: 4,
  playlistedTogether: 2,
  playedTogether: 1.5,
  sameGenre: 1.5,
  sameTag: 1,
} as const;

/**
 * An endless queue from local data: tracks by the same artists, sharing genres and tags, or
 * played and playlisted together with the seed, best first with a little shuffle inside each
 * tier; the most played tracks fill in when the relations run out. Ids in `exclude` (what the
 * client played or queued recently) and the seed track itself never come back.
 */
export class RadioService {
  constructor(
    private readonly repo: RadioRepository,
    private readonly catalog: CatalogService,
    private readonly playlists: PlaylistsService,
    private readonly random: () => number = Math.random,
  ) {}

  async radio(
    seedType: RadioSeedType,
    seedId: number,
    exclude: number[],
    limit: number,
    viewer: Viewer,
  ): Promise<RadioResponse> {
    const seedRow = orNotFound(await this.repo.seedName(seedType, seedId));

    let seedTracks: number[] = [];
    let artists: number[] = [];
    let genres: number[] = [];
    let image: string | null = null;
    switch (seedType) {
      case 'track': {
        seedTracks = [seedId];
        const [track] = await this.catalog.tracks([seedId], viewer);
        // A track the listener cannot see (a draft, private, unreleased) seeds no radio.
        if (!track) throw notFound();
        image = track.image ?? null;
        break;
      }
      case 'album': {
        const [album] = await this.catalog.albums([seedId], viewer);
        if (!album) throw notFound();
        seedTracks = await this.repo.tracksOfAlbum(seedId);
        image = album.image ?? null;
        break;
      }
      case 'playlist':
        seedTracks = (await this.playlists.trackIds(seedId, viewer)).slice(0, 100);
        image = (await this.catalog.playlists([seedId], viewer))[0]?.image ?? null;
        break;
      case 'artist':
        artists = [seedId];
        seedTracks = (await this.repo.tracksOfArtists([seedId])).slice(0, 20);
        genres = await this.repo.genresOfArtists([seedId]);
        image = (await this.catalog.artists([seedId], viewer))[0]?.image ?? null;
        break;
      case 'genre':
        genres = [seedId];
        image = (await this.catalog.genresByIds([seedId]))[0]?.image ?? null;
        break;
    }
    if (seedType !== 'artist') artists = await this.repo.artistsOfTracks(seedTracks);
    if (seedType !== 'genre') {
      genres = [...new Set([...genres, ...(await this.repo.genresOfTracks(seedTracks))])];
    }
    const tags = await this.repo.tagsOfTracks(seedTracks);

    const [byArtist, byGenre, byTag, byPlaylist, byPlays] = await Promise.all([
      this.repo.tracksOfArtists(artists),
      this.repo.tracksOfGenres(genres),
      this.repo.tracksOfTags(tags),
      this.repo.playlistNeighbours(seedTracks),
      this.repo.playNeighbours(seedTracks),
    ]);

    const blocked = new Set(exclude);
    if (seedType === 'track') blocked.add(seedId);
    const scores = new Map<number, number>();
    const add = (ids: number[], weight: number) => {
      for (const id of ids) {
        if (!blocked.has(id)) scores.set(id, (scores.get(id) ?? 0) + weight);
      }
    };
    add([...new Set(byArtist)], WEIGHTS.sameArtist);
    add(byPlaylist, WEIGHTS.playlistedTogether);
    add(byPlays, WEIGHTS.playedTogether);
    add([...new Set(byGenre)], WEIGHTS.sameGenre);
    add([...new Set(byTag)], WEIGHTS.sameTag);
    // Other tracks of the seed album or playlist are related, but the seed is what the listener
    // just heard: keep them below the rest of the same tier.
    if (seedType === 'album' || seedType === 'playlist') add(seedTracks, -1);

    const playable = await this.repo.playableIds([...scores.keys()], viewer);
    let ranked = [...scores.entries()]
      .filter(([id]) => playable.has(id))
      .map(([id, score]) => ({ id, score: score + this.random() * 0.9 }))
      .sort((a, b) => b.score - a.score)
      .map((c) => c.id)
      .slice(0, limit);
    if (ranked.length < limit) {
      const more = await this.repo.popularTrackIds(
        [...blocked, ...ranked].slice(-1000),
        limit - ranked.length,
        viewer,
      );
      ranked = [...ranked, ...more];
    }

    return {
      seed: { type: seedType, id: seedRow.id, name: seedRow.name, image },
      tracks: await this.catalog.tracks(ranked, viewer),
    };
  }
}
