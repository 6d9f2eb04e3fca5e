import type { Track } from '@tonearm/shared/catalog/catalog.schemas';

/** A signed URL is used again while it has at least this long left (ms). */
const REUSE_MARGIN_MS = 10 * 60_000;
/** At most this many tracks' URLs are kept. */
const KEPT = 50;

export type FetchStreamUrl = (trackId: number) => Promise<{ url: string; expires_at: string }>;

/**
 * The audio source of each track: its signed stream URL (asked once, reused until close to
 * expiry), or the track's plain `src` when the signed one cannot be had, so playback never
 * depends on it.
 */
export class StreamSources {
  private readonly urls = new Map<number, { url: string; expiresAt: number }>();
  private readonly pending = new Map<number, Promise<string>>();

  constructor(
    private readonly fetchUrl: FetchStreamUrl,
    private readonly now: () => number = Date.now,
  ) {}

  /** The signed URL already at hand and fresh enough, else null. */
  cached(trackId: number): string | null {
    const entry = this.urls.get(trackId);
    return entry && entry.expiresAt - this.now() > REUSE_MARGIN_MS ? entry.url : null;
  }

  /** The track's source: a fresh signed URL, else the plain stream URL. */
  get(track: Track): Promise<string> {
    const ready = this.cached(track.id);
    if (ready) return Promise.resolve(ready);
    let request = this.pending.get(track.id);
    if (!request) {
      request = this.fetchUrl(track.id)
        .then(({ url, expires_at: expiresAt }) => {
          if (this.urls.size >= KEPT) this.urls.clear();
          this.urls.set(track.id, { url, expiresAt: Date.parse(expiresAt) });
          return url;
        })
        .catch(() => track.src)
        .finally(() => this.pending.delete(track.id));
      this.pending.set(track.id, request);
    }
    return request;
  }

  /** Drops a URL the server refused (expired, or access changed): the next `get` asks anew. */
  forget(trackId: number): void {
    this.urls.delete(trackId);
  }
}
