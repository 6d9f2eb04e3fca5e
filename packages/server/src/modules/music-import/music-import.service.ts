import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { hasPermission, type PermissionContext } from '@tonearm/shared/permissions/permissions';
import {
  MUSIC_MESSAGES,
  type DraftsResponse,
  type EditableTrack,
} from '@tonearm/shared/music/music.schemas';
import { forbidden, notFound, ValidationError } from '../../platform/errors';
import type { DomainEvents } from '../../platform/events/domain-events';
import type { JobContext, JobQueue } from '../../platform/jobs/queue';
import { extensionFor, RASTER_IMAGE_EXTENSIONS } from '../../platform/storage/media-types';
import type { Storage } from '../../platform/storage/storage';
import { storageKey } from '../../platform/storage/storage-driver';
import type { FilesService } from '../files/files.service';
import { generatedName } from '../files/files.service';
import type { MusicPresenter } from '../music/music.service';
import { analyzeAudio, isAudio } from '../uploads/uploads.service';
import type { Ffmpeg } from '../../platform/media/ffmpeg';
import { decodesCleanly, isSyncedLrc, measureLoudness, readImportTags } from './audio-processing';
import type { MusicImportRepository } from './music-import.repository';

/** Whether the user may add one more track (the music service answers). */
export interface TrackLimit {
  assertCanAddTrack(ctx: PermissionContext, userId: number): Promise<void>;
}

export const PROCESS_TRACK_JOB = 'process-track';

export interface ProcessTrackData {
  trackId: number;
  /**
   * The track's duration and waveform are already exact (ffmpeg decoded the upload): only the
   * loudness is left to measure. Anything else (replaced audio) measures everything again.
   */
  measured?: boolean;
}

/**
 * Uploads become music: an uploaded audio file entry becomes a draft track with
 * what its tags say, in one transaction, and the `process-track` job measures it in the
 * background (exact duration, waveform, EBU R128 loudness and true peak).
 */
export class MusicImportService {
  constructor(
    private readonly repository: MusicImportRepository,
    private readonly files: FilesService,
    private readonly storage: Storage,
    private readonly jobs: JobQueue,
    private readonly presenter: MusicPresenter,
    /** The music.create track limit (the music service's rule), checked before a draft is made. */
    private readonly trackLimit: TrackLimit,
    events: DomainEvents,
    private readonly ffmpeg: Ffmpeg,
  ) {
    // Audio new or replaced in the editors goes to the processing job as imported audio does.
    events.subscribe('track.audioChanged', ({ trackId }) => this.enqueueProcessing(trackId));
    jobs.define<ProcessTrackData>({
      name: PROCESS_TRACK_JOB,
      attempts: 3,
      backoffMs: 5000,
      handler: (job) => this.processTrack(job),
      onFailed: async (job, error) => {
        await this.repository.updateProcessing(job.data.trackId, {
          processing: 'failed',
          processing_error: error.message.slice(0, 1000),
        });
      },
    });
  }

  /** POST backstage/imports: the caller's own uploaded audio becomes a draft track. */
  async importUpload(ctx: PermissionContext, fileEntryId: number): Promise<EditableTrack> {
    const user = ctx.user;
    if (!user || !hasPermission(ctx, 'music.create')) throw forbidden();
    await this.trackLimit.assertCanAddTrack(ctx, user.id);
    const entry = await this.files.findEntry(fileEntryId);
    if (!entry || entry.type !== 'file') throw notFound();
    if (entry.user_id !== user.id) throw forbidden();
    if (entry.disk !== 'uploads' || !isAudio(entry.mime)) throw notAudio();
    const key = storageKey(entry.disk_prefix, entry.file_name);

    const read = await this.withLocalFile(entry.disk, key, async (file) => {
      const tags = await readImportTags(file);
      if (!tags || !(tags.duration && tags.duration > 0)) return null;
      if (!(await decodesCleanly(this.ffmpeg, file))) return null;
      return tags;
    });
    if (!read) throw notAudio();
    const tags = read;

    const stored = entry.audio_metadata
      ? (JSON.parse(entry.audio_metadata) as {
          coverUrl?: string | null;
          waveform?: number[] | null;
          duration?: number | null;
          durationSource?: string | null;
        })
      : {};
    // The upload already decoded the whole file with ffmpeg: its duration and peaks are exact.
    const measured =
      stored.durationSource === 'ffmpeg' && !!stored.duration && !!stored.waveform?.length;
    let image = stored.coverUrl ?? null;
    if (!image && tags.cover) image = await this.storeCover(user.id, tags.cover);

    const artists = tags.artists.length ? tags.artists : tags.albumArtists;
    const lyricsText = tags.lyrics?.trim() ? tags.lyrics.trim().slice(0, 50_000) : null;
    const trackId = await this.repository.createDraft({
      userId: user.id,
      name: (tags.title || entry.name.replace(/\.[^.]{1,8}$/, '') || 'Untitled').slice(0, 255),
      number: tags.trackNumber !== null && tags.trackNumber <= 9999 ? tags.trackNumber : null,
      durationMs: Math.round((measured ? stored.duration! : (tags.duration ?? 0)) * 1000),
      artists,
      album: tags.album
        ? {
            name: tags.album,
            artists: tags.albumArtists.length ? tags.albumArtists : artists,
            releaseDate: tags.year ? `${String(tags.year).padStart(4, '0')}-01-01` : null,
          }
        : null,
      genres: tags.genres,
      image,
      lyrics: lyricsText ? { text: lyricsText, isSynced: isSyncedLrc(lyricsText) } : null,
      audio: { key, mime: entry.mime, size: Number(entry.file_size), fileEntryId: entry.id },
      waveform: measured ? stored.waveform! : null,
    });
    await this.enqueueProcessing(trackId, { measured });
    return (await this.presenter.track(trackId, user.id))!;
  }

  /** Queues (again) the audio processing of a track: after import, or when its audio changes. */
  async enqueueProcessing(trackId: number, options: { measured?: boolean } = {}): Promise<void> {
    await this.repository.updateProcessing(trackId, {
      processing: 'queued',
      processing_progress: 0,
      processing_error: null,
    });
    await this.jobs.enqueue<ProcessTrackData>(
      PROCESS_TRACK_JOB,
      { trackId, measured: !!options.measured },
      { jobId: `${PROCESS_TRACK_JOB}-${trackId}` },
    );
  }

  /** GET backstage/drafts. */
  drafts(userId: number): Promise<DraftsResponse> {
    return this.presenter.drafts(userId);
  }

  /**
   * The `process-track` job: exact duration and waveform (analyzeAudio), then loudness with
   * progress. Idempotent: it only overwrites the measured columns. Without ffmpeg the tags'
   * duration stays and loudness is null.
   */
  async processTrack(job: JobContext<ProcessTrackData>): Promise<void> {
    const trackId = job.data.trackId;
    const track = await this.repository.findTrackAudio(trackId);
    if (!track || !track.audio_key) return;
    await this.repository.updateProcessing(trackId, {
      processing: 'processing',
      processing_progress: 0,
    });
    try {
      const audioKey = track.audio_key;
      await this.withLocalFile('uploads', audioKey, async (file) => {
        let duration = Number(track.duration_ms) / 1000;
        let measured: { duration_ms?: number; waveform?: string | null } = {};
        if (!job.data.measured || !track.waveform || !(duration > 0)) {
          const analysis = await analyzeAudio(this.ffmpeg, file);
          if (!analysis || !analysis.metadata.duration)
            throw new Error('The audio could not be read.');
          duration = analysis.metadata.duration;
          measured = {
            duration_ms: Math.round(duration * 1000),
            waveform: analysis.metadata.waveform
              ? JSON.stringify(analysis.metadata.waveform)
              : null,
          };
        } else if (!(await fileExists(file))) throw new Error('The audio file is missing.');
        let loudness: { integrated: number | null; truePeak: number | null } = {
          integrated: null,
          truePeak: null,
        };
        if (this.ffmpeg.available()) {
          await this.setProgress(job, 10);
          let reported = 10;
          const updates: Promise<void>[] = [];
          loudness = await measureLoudness(this.ffmpeg, file, duration, (fraction) => {
            const percent = Math.min(99, 10 + Math.floor(fraction * 89));
            if (percent - reported >= 5) {
              reported = percent;
              updates.push(this.setProgress(job, percent).catch(() => undefined));
            }
          });
          await Promise.all(updates);
        }
        await this.repository.updateProcessing(trackId, {
          ...measured,
          loudness_lufs: roundTo(loudness.integrated, 2),
          true_peak_db: roundTo(loudness.truePeak, 2),
          processing: 'done',
          processing_progress: 100,
          processing_error: null,
        });
      });
    } catch (caught) {
      const message = caught instanceof Error ? caught.message : String(caught);
      // Back to queued until the last attempt has failed (then onFailed marks it failed).
      await this.repository
        .updateProcessing(trackId, {
          processing: 'queued',
          processing_error: message.slice(0, 1000),
        })
        .catch(() => undefined);
      throw caught;
    }
  }

  private async setProgress(job: JobContext<ProcessTrackData>, percent: number): Promise<void> {
    await this.repository.updateProcessing(job.data.trackId, { processing_progress: percent });
    await job.progress(percent);
  }

  private async storeCover(
    userId: number,
    cover: { data: Uint8Array; mime: string },
  ): Promise<string | null> {
    const extension = extensionFor(cover.mime);
    if (!extension || !RASTER_IMAGE_EXTENSIONS.includes(extension)) return null;
    if (cover.data.length > 10 * 1024 * 1024) return null;
    const fileName = `${generatedName()}.${extension}`;
    const row = await this.files.storePublicFile({
      userId,
      name: `cover.${extension}`,
      diskPrefix: 'covers',
      fileName,
      bytes: cover.data,
      mime: cover.mime.toLowerCase(),
      extension,
    });
    return `/storage/${row.disk_prefix}/${row.file_name}`;
  }

  /** Runs `use` with a local path of the stored bytes (a temporary copy from a bucket). */
  private async withLocalFile<T>(
    disk: 'uploads' | 'public',
    key: string,
    use: (file: string) => Promise<T>,
  ): Promise<T> {
    if (this.storage.driver === 'local') return use(path.join(this.storage.root, disk, key));
    const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'tonearm-audio-'));
    const file = path.join(dir, 'audio');
    try {
      await pipeline(await this.storage.disk(disk).read(key), fs.createWriteStream(file));
      return await use(file);
    } finally {
      await fsp.rm(dir, { recursive: true, force: true });
    }
  }
}

function notAudio(): ValidationError {
  return ValidationError.field('file_entry_id', MUSIC_MESSAGES.notAudio);
}

function roundTo(value: number | null, digits: number): number | null {
  if (value === null) return null;
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

async function fileExists(file: string): Promise<boolean> {
  return fsp.stat(file).then(
    (stat) => stat.isFile() && stat.size > 0,
    () => false,
  );
}
