import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { Viewer } from '../catalog/catalog.service';

/**
 * How long a signed stream URL works. Short on purpose: the URL is a bearer grant checked by
 * signature alone, so a ban, a lost `music.view` or a track made private stops a URL issued
 * before it only when the URL expires. The player asks for a new one at each track and when
 * the bytes answer 403.
 */
export const STREAM_URL_TTL_SECONDS = 3600;
/**
 * Expiry is rounded up to this step, so one viewer asking again for a track within it gets the
 * same URL (the browser's cache keeps the bytes it fetched under it).
 */
const EXPIRY_STEP_SECONDS = 600;
/** The query parameters of a signed stream URL. */
export const STREAM_URL_PARAMS = ['expires', 'viewer', 'signature'] as const;
/** `viewer`: 0 for a guest, the user's id, or `<id>-all` for one who manages all music. */
const VIEWER_PATTERN = /^(0|[1-9]\d{0,9})(-all)?$/;
const SIGNATURE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface StreamGrant {
  trackId: number;
  viewer: Viewer;
  expires: number;
  signature: string;
}

/**
 * Signs and checks stream URLs: HMAC-SHA256, with a key derived from `app_key` (HKDF, purpose
 * `stream-url`), over the track id, its audio key, the viewer and the expiry. Binding the
 * audio key means a URL stops working once the track's audio is replaced; binding the viewer
 * lets the stream route re-check the track's visibility for that viewer without a session.
 */
/** The `viewer` query value: 0 for a guest, the user's id, `-all` for one who manages all music. */
function viewerParamOf(viewer: Viewer): string {
  return viewer ? `${viewer.id}${viewer.managesAll ? '-all' : ''}` : '0';
}

export class StreamUrlSigner {
  private key: Buffer | null = null;

  constructor(private readonly appKey: () => Promise<string>) {}

  /** Derives the key once (the app key is fixed for the process's life). */
  async ready(): Promise<void> {
    if (this.key) return;
    const secret = await this.appKey();
    if (!secret) throw new Error('The app_key setting is empty.');
    this.key = Buffer.from(hkdfSync('sha256', secret, 'tonearm', 'stream-url', 32));
  }

  /** The signed URL of a track's stream for this viewer, and when it expires (seconds). */
  async sign(
    trackId: number,
    audioKey: string,
    viewer: Viewer,
    nowMs = Date.now(),
  ): Promise<{ url: string; expires: number }> {
    await this.ready();
    const expires =
      Math.ceil((nowMs / 1000 + STREAM_URL_TTL_SECONDS) / EXPIRY_STEP_SECONDS) *
      EXPIRY_STEP_SECONDS;
    const viewerParam = viewerParamOf(viewer);
    const signature = this.mac(trackId, audioKey, viewerParam, expires);
    return {
      url: `/api/v1/tracks/${trackId}/stream?expires=${expires}&viewer=${viewerParam}&signature=${signature}`,
      expires,
    };
  }

  /**
   * Reads the grant a URL's query claims, checking only its form and expiry (no key needed):
   * null when it is malformed or expired. `verify` then checks the signature.
   */
  parse(trackId: number, query: Record<string, unknown>, nowMs = Date.now()): StreamGrant | null {
    const { expires, viewer, signature } = query;
    if (typeof expires !== 'string' || typeof viewer !== 'string' || typeof signature !== 'string')
      return null;
    if (!/^\d{1,12}$/.test(expires) || Number(expires) * 1000 <= nowMs) return null;
    const match = VIEWER_PATTERN.exec(viewer);
    if (!match || !SIGNATURE_PATTERN.test(signature)) return null;
    const id = Number(match[1]);
    return {
      trackId,
      viewer: id === 0 ? null : match[2] ? { id, managesAll: true } : { id },
      expires: Number(expires),
      signature,
    };
  }

  /** Whether the grant's signature is this server's for that track's current audio. */
  verify(grant: StreamGrant, audioKey: string): boolean {
    if (!this.key) return false;
    const expected = Buffer.from(
      this.mac(grant.trackId, audioKey, viewerParamOf(grant.viewer), grant.expires),
    );
    const given = Buffer.from(grant.signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private mac(trackId: number, audioKey: string, viewer: string, expires: number): string {
    if (!this.key) throw new Error('StreamUrlSigner.ready() was not awaited');
    return createHmac('sha256', this.key)
      .update(`${trackId}\n${audioKey}\n${viewer}\n${expires}`)
      .digest('base64url');
  }
}
