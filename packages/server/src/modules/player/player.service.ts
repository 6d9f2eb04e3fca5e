import type { AudioStat, AudioStore } from '../../platform/storage/audio-store';
import { forbidden, notFound, orNotFound, unauthenticated } from '../../platform/errors';
import type { CatalogService, Viewer } from '../catalog/catalog.service';
import { canSeeRow } from '../catalog/visibility.queries';
import type { ClientInfo, ReportsService } from '../reports/reports.service';
import type { PlayerRepository, RecordedPlay } from './player.repository';
import type { DB } from '../../platform/db/database';

export interface TrackAudio {
  key: string;
  mime: string;
  name: string;
  stat: AudioStat;
}

/** A second report of the same play within this window is the same playback. */
const DUPLICATE_PLAY_WINDOW_MS = 10_000;

export class PlayerService {
  constructor(
    private readonly repo: PlayerRepository,
    private readonly catalog: CatalogService,
    readonly audio: AudioStore,
    private readonly reports: ReportsService,
  ) {}

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
