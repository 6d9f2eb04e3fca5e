import type { AudioStat, AudioStore } from '../../platform/storage/audio-store';
import { forbidden, notFound, orNotFound, unauthenticated } from '../../platform/errors';
import type { CatalogService, Viewer } from '../catalog/catalog.service';
import { canSeeRow } from '../catalog/visibility.queries';
import type { ClientInfo, ReportsService } from '../reports/reports.service';
import type { PlayerRepository, RecordedPlay } from './player.repository';
import type { DB } from '../../platform/db/database';
import type { StreamGrant, StreamUrlSigner } from './stream-url';

export interface TrackAudio {
  key: string;
  mime: string;
  name: string;
  stat: AudioStat;
}

/**
 * A signed stream URL's check (signature, track row, file stat) is reused this long: a player
 * asks several ranges of a track in a row, each would repeat it.
 */
const SIGNED_CHECK_REUSE_MS = 1000;
const SIGNED_CHECKS_KEPT = 1024;

/** A second report of the same play within this window is the same playback. */
const DUPLICATE_PLAY_WINDOW_MS = 10_000;

export class PlayerService {
  /** Signed URLs checked within the last second, by track and query: what they granted. */
  private readonly signedChecks = new Map<
    string,
    { audio: TrackAudio & { grant: StreamGrant }; until: number }
  >();

  constructor(
    private readonly repo: PlayerRepository,
    private readonly catalog: CatalogService,
    readonly audio: AudioStore,
    private readonly reports: ReportsService,
    private readonly streamUrls: StreamUrlSigner,
  ) {}

  /**
   * A signed, expiring URL of the track's stream for this viewer (README, Decisions): the same
   * visibility rule as the stream itself, checked now; the URL's requests skip the session,
   * the role, the rate limit and the guard.
   */
  async streamUrl(trackId: number, viewer: Viewer): Promise<{ url: string; expires_at: string }> {
    const row = await this.repo.trackAudio(trackId);
    if (!row?.audio_key || !canSeeRow(row, viewer)) throw notFound();
    const { url, expires } = await this.streamUrls.sign(trackId, row.audio_key, viewer);
    return { url, expires_at: new Date(expires * 1000).toISOString() };
  }

  /**
   * The audio a signed stream URL grants, or null when the URL is not this server's for the
   * track's current audio, has expired, or its viewer may no longer see the track (the caller
   * answers 403 and serves nothing).
   */
  async signedTrackAudio(
    trackId: number,
    query: Record<string, unknown>,
  ): Promise<(TrackAudio & { grant: StreamGrant }) | null> {
    const now = Date.now();
    const grant = this.streamUrls.parse(trackId, query, now);
    if (!grant) return null;
    const memo = `${trackId}/${grant.expires}/${String(query.viewer)}/${grant.signature}`;
    const recent = this.signedChecks.get(memo);
    if (recent && recent.until > now) return recent.audio;

    await this.streamUrls.ready();
    const row = await this.repo.trackAudio(trackId);
    if (!row?.audio_key || !this.streamUrls.verify(grant, row.audio_key)) return null;
    if (!canSeeRow(row, grant.viewer)) return null;
    const stat = orNotFound(
      await this.audio.stat(row.audio_key),
      'The audio file of this track is missing.',
    );
    const audio = {
      key: row.audio_key,
      mime: row.audio_mime ?? 'application/octet-stream',
      name: row.name,
      stat,
      grant,
    };
    // Only what passed is kept (a forged URL is checked every time), for a second at most.
    if (this.signedChecks.size >= SIGNED_CHECKS_KEPT) this.signedChecks.clear();
    this.signedChecks.set(memo, { audio, until: now + SIGNED_CHECK_REUSE_MS });
    return audio;
  }

  /**
   * The file of a track: the key comes from its row, never from the request. Drafts, private
   * and unreleased tracks are 404 to all but who manage them.
   */
  async trackAudio(trackId: number, viewer: Viewer): Promise<TrackAudio> {
    const row = await this.repo.trackAudio(trackId);
    if (!row?.audio_key || !canSeeRow(row, viewer)) throw notFound();
    const stat = orNotFound(
      await this.audio.stat(row.audio_key),
      'The audio file of this track is missing.',
    );
    return {
      key: row.audio_key,
      mime: row.audio_mime ?? 'application/octet-stream',
      name: row.name,
      stat,
    };
  }

  /** spec: a download needs the `player.enable_download` setting and `music.download`. */
  assertMayDownload(enabled: boolean, hasPermission: boolean, viewer: Viewer): void {
    if (!enabled) throw forbidden('Downloads are disabled.');
    if (!hasPermission) throw viewer ? forbidden() : unauthenticated();
  }

  async recordPlay(
    trackId: number,
    viewer: Viewer,
    info: { platform?: string | undefined; device?: string | undefined; country?: string | null },
    client: ClientInfo,
  ): Promise<void> {
    const row = await this.repo.trackAudio(trackId);
    if (!row || !canSeeRow(row, viewer)) throw notFound();
    const play = {
      track_id: trackId,
      ...(await this.reports.describePlay(
        client,
        { userId: viewer?.id ?? null, country: info.country ?? null },
        info,
      )),
    };
    // The reports' roll-ups count the play in the transaction that stores it.
    const countPlay = (trx: DB, recorded: RecordedPlay) => this.reports.rollUpPlay(trx, recorded);
    if (viewer) {
      const since = new Date(Date.now() - DUPLICATE_PLAY_WINDOW_MS).toISOString();
      const result = await this.repo.insertListenerPlay(
        { ...play, user_id: viewer.id },
        since,
        countPlay,
      );
      if (result === 'gone') throw unauthenticated();
      if (result === 'repeat') return;
    } else {
      // A guest's reports cannot be told apart: each counts.
      await this.repo.insertPlay({ ...play, user_id: null }, countPlay);
    }
    await this.catalog.recordPlay(trackId);
  }
}
