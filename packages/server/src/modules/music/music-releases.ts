import type { AlbumRow, TrackRow } from '../../platform/db/schema';
import { isPubliclyVisible } from '../catalog/visibility.queries';
import type { LibraryService } from '../library/library.service';
import {
  newReleaseMessage,
  type NotificationsService,
} from '../notifications/notifications.service';
import type { MusicRepository } from './music.repository';

type Release = { kind: 'album'; row: AlbumRow } | { kind: 'track'; row: TrackRow };

/** A row as it was before a change (publishing, an edit) and as it is after. */
export interface RowChange<Row> {
  before: Row;
  after: Row;
}

/**
 * A new release by a followed artist: when music that nobody else could hear
 * becomes public — drafts published, or a private item made public — the followers of the credited artists are told — an album once (not each of
 * its tracks), a track that is not on a released album on its own. Batched: one query for the
 * credits of each kind, one for every artist's followers, and one insert per release whatever
 * the number of followers. The publisher is never told of their own release.
 */
export class ReleaseAnnouncer {
  constructor(
    private readonly repository: MusicRepository,
    private readonly library: LibraryService,
    private readonly notifications: NotificationsService,
  ) {}

  async announce(
    publisherId: number,
    albums: RowChange<AlbumRow>[],
    tracks: RowChange<TrackRow>[],
  ): Promise<void> {
    try {
      const now = new Date().toISOString();
      const releasedNow = ({ before, after }: RowChange<AlbumRow | TrackRow>) =>
        !isPubliclyVisible(before, now) && isPubliclyVisible(after, now);
      const newAlbums = albums.filter(releasedNow).map((change) => change.after);
      const albumIds = new Set(newAlbums.map((album) => album.id));
      const newTracks = tracks
        .filter(releasedNow)
        .map((change) => change.after)
        .filter((track) => !(track.album_id && albumIds.has(track.album_id)));
      const releases: Release[] = [
        ...newAlbums.map((row) => ({ kind: 'album' as const, row })),
        ...newTracks.map((row) => ({ kind: 'track' as const, row })),
      ];
      if (releases.length === 0) return;

      const [albumCredits, trackCredits] = await Promise.all([
        this.repository.creditedArtists('album', [...albumIds]),
        this.repository.creditedArtists(
          'track',
          newTracks.map((track) => track.id),
        ),
      ]);
      const artistIds = [...new Set([...albumCredits, ...trackCredits].map((c) => c.artist_id))];
      const followers = await this.library.followersOf('artist', artistIds);

      for (const release of releases) {
        const credits = (release.kind === 'album' ? albumCredits : trackCredits).filter(
          (credit) => credit.item_id === release.row.id,
        );
        const lead = credits[0];
        if (!lead) continue;
        const recipients = new Set(credits.flatMap((c) => followers.get(c.artist_id) ?? []));
        recipients.delete(publisherId);
        if (release.row.user_id !== null) recipients.delete(release.row.user_id);
        await this.notifications.notifyMany(
          [...recipients],
          'release.new',
          newReleaseMessage({
            kind: release.kind,
            id: release.row.id,
            name: release.row.name,
            image: release.row.image,
            artist: { id: lead.artist_id, name: lead.name },
          }),
        );
      }
    } catch (error) {
      // The music is published whatever happens to the notifications.
      this.notifications.reportFailure(`release by user ${publisherId}`, error);
    }
  }
}
