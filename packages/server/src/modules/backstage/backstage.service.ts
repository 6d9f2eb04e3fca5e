import {
  BACKSTAGE_IMAGE_MAX_BYTES,
  BACKSTAGE_MESSAGES,
  BACKSTAGE_PROOF_MAX_BYTES,
  type BackstageRequest,
  type BackstageRequestListItem,
  type BackstageRequestListQuery,
  type BackstageRequestStatus,
  type BackstageRequestType,
  type BackstageRequestValues,
} from '@tonearm/shared/backstage/backstage.schemas';
import type { Paginated } from '@tonearm/shared/http/http.schemas';
import { hasPermission, type PermissionContext } from '@tonearm/shared/permissions/permissions';
import type { FileEntry } from '@tonearm/shared/uploads/uploads.schemas';
import type { BackstageRequestRow, FileEntryRow } from '../../platform/db/schema';
import { forbidden, notFound, orNotFound, ValidationError } from '../../platform/errors';
import type { Outbox } from '../../platform/mail/mail-outbox';
import { RASTER_IMAGE_EXTENSIONS } from '../../platform/storage/media-types';
import { generatedName, presentFileEntry, type FilesService } from '../files/files.service';
import type { AuthService } from '../auth/auth.service';
import type { MusicService } from '../music/music.service';
import {
  backstageDecisionMessage,
  type NotificationsService,
} from '../notifications/notifications.service';
import type { RolesService } from '../roles/roles.service';
import type { SettingsService } from '../settings/settings.service';
import { assertContentAllowed, restrictionsOf, sniffBuffer } from '../uploads/uploads.service';
import { requestApprovedMail, requestDeniedMail } from './backstage-mail';
import { canView, isReviewer } from './backstage.policy';
import { isUniqueViolation } from '../../platform/db/errors';
import type { BackstageRepository } from './backstage.repository';

/** Where request images (public) and proof files (private) are stored. */
const IMAGE_PREFIX = 'backstage-images';
const PROOF_PREFIX = 'backstage-proofs';

export interface RequestFileUpload {
  kind: 'image' | 'proof';
  name: string;
  bytes: Uint8Array;
}

/**
 * Backstage requests: users ask to become, verify or claim an artist; reviewers
 * (music.update) approve, which in one transaction creates, links or verifies the artist
 * (through the music service) and gives the user music.create, then rotates the user's session
 * id; or deny with a reason. The user is told by email.
 */
export class BackstageService {
  constructor(
    private readonly repository: BackstageRepository,
    private readonly deps: {
      roles: RolesService;
      music: MusicService;
      auth: AuthService;
      files: FilesService;
      settings: SettingsService;
      outbox: Outbox;
      appUrl: string;
      /** The decision reaches the bell too (the mail above already tells it in full). */
      notifications: NotificationsService;
    },
  ) {}

  async create(userId: number, input: BackstageRequestValues): Promise<BackstageRequest> {
    if (await this.repository.hasPending(userId, input.type))
      throw new ValidationError({}, BACKSTAGE_MESSAGES.alreadyPending);
    const artistId = await this.checkedArtist(userId, input.type, input.artist_id ?? null);
    const image = input.image ? await this.checkedImage(userId, input.image) : null;
    const proofs = [...new Set(input.proof_file_ids)];
    for (const [index, fileId] of proofs.entries()) {
      const entry = await this.deps.files.entryById(fileId);
      if (!entry || entry.user_id !== userId || entry.disk_prefix !== PROOF_PREFIX)
        throw ValidationError.field(`proof_file_ids.${index}`, BACKSTAGE_MESSAGES.unknownFile);
    }
    let id: number;
    try {
      id = await this.repository.create({
        type: input.type,
        user_id: userId,
        artist_id: artistId,
        artist_name: input.artist_name,
        image,
        links: input.links,
        proof_file_ids: proofs,
        message: input.message || null,
      });
    } catch (error) {
      // Two requests at once: the one-pending index refuses the second.
      if (isUniqueViolation(error))
        throw new ValidationError({}, BACKSTAGE_MESSAGES.alreadyPending);
      throw error;
    }
    return this.present(await this.require(id));
  }

  /** Stores an image (public, for the artist) or a proof file (private) for a request. */
  async storeFile(userId: number, upload: RequestFileUpload): Promise<FileEntry> {
    // Control characters (NUL above all) have no place in a name, and PostgreSQL refuses NUL.
    const name = withoutControlCharacters(upload.name).trim().slice(0, 255) || 'file';
    const rules = restrictionsOf(await this.deps.settings.all());
    const sniffed = await sniffBuffer(upload.bytes.subarray(0, 4100));
    const dot = name.lastIndexOf('.');
    const extension = (dot > 0 ? name.slice(dot + 1) : (sniffed.extension ?? ''))
      .toLowerCase()
      .slice(0, 16);
    if (upload.kind === 'image') {
      if (!RASTER_IMAGE_EXTENSIONS.includes(sniffed.extension ?? ''))
        throw ValidationError.field('file', BACKSTAGE_MESSAGES.notImage);
      if (upload.bytes.length > BACKSTAGE_IMAGE_MAX_BYTES)
        throw ValidationError.field('file', 'The image may not be larger than 2 MB.');
    } else {
      if (upload.bytes.length > BACKSTAGE_PROOF_MAX_BYTES)
        throw ValidationError.field('file', 'A proof file may not be larger than 10 MB.');
      assertContentAllowed(
        { size: upload.bytes.length, extension, clientMime: sniffed.mime },
        sniffed,
        rules,
      );
    }
    const row = await this.deps.files.storePublicFile({
      userId,
      name,
      diskPrefix: upload.kind === 'image' ? IMAGE_PREFIX : PROOF_PREFIX,
      fileName: generatedName() + (sniffed.extension ? `.${sniffed.extension}` : ''),
      bytes: upload.bytes,
      mime: sniffed.mime,
      extension: sniffed.extension ?? extension,
      disk: upload.kind === 'image' ? 'public' : 'uploads',
    });
    return presentFileEntry(row);
  }

  async show(ctx: PermissionContext, id: number): Promise<BackstageRequest> {
    const row = orNotFound(await this.repository.findById(id));
    if (!canView(ctx, row)) throw forbidden();
    return this.present(row);
  }

  /** A proof file of the request, for its author or a reviewer. */
  async proofFile(ctx: PermissionContext, id: number, fileId: number): Promise<FileEntryRow> {
    const row = orNotFound(await this.repository.findById(id));
    if (!canView(ctx, row)) throw forbidden();
    if (!parseFileIds(row.proof_file_ids).includes(fileId)) throw notFound();
    return orNotFound(await this.deps.files.entryById(fileId));
  }

  readFile(entry: FileEntryRow) {
    return this.deps.files.read(entry);
  }

  /** The artists the user manages (the verify form's choices). */
  managedArtists(userId: number) {
    return this.repository
      .managedArtists(userId)
      .then((rows) => rows.map((row) => ({ ...row, verified: !!row.verified })));
  }

  list(query: BackstageRequestListQuery): Promise<Paginated<BackstageRequestListItem>> {
    return this.repository.list(query);
  }

  /**
   * Approves: in one transaction the artist is created (become-artist), linked to the user
   * and verified (claim-artist) or verified (verify-artist), the user is given music.create,
   * and the request is marked approved. Then the user is told.
   */
  async approve(reviewerId: number, id: number): Promise<BackstageRequest> {
    const before = await this.require(id);
    // Read outside the transaction: SQLite has one connection, which the transaction holds.
    const held = await this.deps.roles.permissionsOfUser(before.user_id);
    const holdsMusicCreate = hasPermission(
      { user: { id: before.user_id, permissions: held }, guestRole: null },
      'music.create',
    );
    await this.repository.transaction(async (repository) => {
      const row = orNotFound(await repository.lockForReview(id));
      if (row.status !== 'pending')
        throw new ValidationError({}, BACKSTAGE_MESSAGES.alreadyDecided);
      // The artist rows belong to the music module: its service writes them, in this transaction.
      let artistId = row.artist_id;
      if (row.type === 'become-artist') {
        artistId = await this.deps.music.createVerifiedArtist(
          { name: row.artist_name, image: row.image, links: parseLinks(row.links) },
          row.user_id,
          repository.connection,
        );
      } else {
        const verified =
          !!artistId &&
          (await this.deps.music.verifyArtist(
            artistId,
            row.type === 'claim-artist' ? row.user_id : undefined,
            repository.connection,
          ));
        if (!verified) throw ValidationError.field('artist_id', 'The artist no longer exists.');
      }
      if (!holdsMusicCreate)
        await this.deps.roles.grantToUser(row.user_id, 'music.create', [], repository.connection);
      const decided = await repository.decide(id, {
        status: 'approved',
        reviewed_by: reviewerId,
        artist_id: artistId,
      });
      if (!decided) throw new ValidationError({}, BACKSTAGE_MESSAGES.alreadyDecided);
    });
    // A privilege change rotates the session id (the user's next page or call).
    await this.deps.auth.requestSessionRotation(before.user_id);
    return this.told(await this.require(id));
  }

  async deny(reviewerId: number, id: number, reason: string): Promise<BackstageRequest> {
    orNotFound(await this.repository.findById(id));
    const decided = await this.repository.decide(id, {
      status: 'denied',
      reviewed_by: reviewerId,
      deny_reason: reason,
    });
    if (!decided) throw new ValidationError({}, BACKSTAGE_MESSAGES.alreadyDecided);
    return this.told(await this.require(id));
  }

  async deleteMany(ids: number[]): Promise<void> {
    await this.repository.deleteMany([...new Set(ids)]);
  }

  /** Mails the author the decision, then hands it to the in-app notifier. */
  private async told(row: BackstageRequestRow): Promise<BackstageRequest> {
    const request = await this.present(row);
    const common = {
      to: request.user.email,
      type: request.type,
      artistName: request.artist?.name ?? request.artist_name,
    };
    if (request.user.email) {
      await this.deps.outbox.send(
        request.status === 'approved'
          ? requestApprovedMail({ ...common, uploadUrl: `${this.deps.appUrl}/backstage/upload` })
          : requestDeniedMail({ ...common, reason: request.deny_reason ?? '' }),
      );
    }
    await this.notifyInApp(request);
    return request;
  }

  /** A failed notification is reported, never the reviewer's failure: the decision stands. */
  private async notifyInApp(request: BackstageRequest): Promise<void> {
    const notifications = this.deps.notifications;
    await notifications
      .notify(
        request.user.id,
        'backstage.request_decided',
        backstageDecisionMessage({
          approved: request.status === 'approved',
          artistName: request.artist?.name ?? request.artist_name,
          notes: request.status === 'denied' ? request.deny_reason : null,
        }),
        { alreadyMailed: true },
      )
      .catch((error: unknown) => notifications.reportFailure('backstage decision', error));
  }

  private async require(id: number): Promise<BackstageRequestRow> {
    return orNotFound(await this.repository.findById(id));
  }

  private async checkedArtist(
    userId: number,
    type: BackstageRequestType,
    artistId: number | null,
  ): Promise<number | null> {
    if (type === 'become-artist') return null;
    if (!artistId) throw ValidationError.field('artist_id', BACKSTAGE_MESSAGES.artistRequired);
    const artist = await this.repository.findArtist(artistId);
    if (!artist) throw ValidationError.field('artist_id', BACKSTAGE_MESSAGES.artistRequired);
    if (type === 'verify-artist') {
      if (artist.user_id !== userId)
        throw ValidationError.field('artist_id', BACKSTAGE_MESSAGES.notYourArtist);
      if (artist.verified)
        throw ValidationError.field('artist_id', BACKSTAGE_MESSAGES.alreadyVerified);
    } else if (artist.user_id === userId) {
      throw ValidationError.field('artist_id', BACKSTAGE_MESSAGES.alreadyYours);
    }
    return artist.id;
  }

  /** The image must be one the user uploaded for a request (a public `/storage/` URL). */
  private async checkedImage(userId: number, url: string): Promise<string> {
    const entry = await this.deps.files.publicFileAt(url);
    if (!entry || entry.user_id !== userId || entry.disk_prefix !== IMAGE_PREFIX)
      throw ValidationError.field('image', BACKSTAGE_MESSAGES.unknownFile);
    return url;
  }

  private async present(row: BackstageRequestRow): Promise<BackstageRequest> {
    const people = await this.repository.peopleOf(row);
    const proofs: BackstageRequest['proof_files'] = [];
    for (const fileId of parseFileIds(row.proof_file_ids)) {
      const entry = await this.deps.files.entryById(fileId);
      if (!entry) continue;
      proofs.push({
        id: entry.id,
        name: entry.name,
        mime: entry.mime,
        file_size: Number(entry.file_size),
        url: `/api/v1/backstage-requests/${row.id}/files/${entry.id}`,
      });
    }
    return {
      id: row.id,
      type: row.type as BackstageRequestType,
      status: row.status as BackstageRequestStatus,
      user: people.user ?? { id: row.user_id, name: '', email: '', image: null },
      artist: people.artist,
      artist_name: row.artist_name,
      image: row.image,
      links: parseLinks(row.links),
      proof_files: proofs,
      message: row.message,
      deny_reason: row.deny_reason,
      reviewed_by: people.reviewer,
      reviewed_at: row.reviewed_at ? String(row.reviewed_at) : null,
      created_at: String(row.created_at),
      updated_at: String(row.updated_at),
    };
  }
}

function withoutControlCharacters(text: string): string {
  return [...text].filter((c) => c.charCodeAt(0) >= 32 && c.charCodeAt(0) !== 127).join('');
}

function parseFileIds(json: string): number[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is number => Number.isInteger(v)) : [];
  } catch {
    return [];
  }
}

function parseLinks(json: string): { url: string; title: string }[] {
  try {
    const value: unknown = JSON.parse(json);
    if (!Array.isArray(value)) return [];
    return value
      .filter((v): v is { url: unknown; title: unknown } => !!v && typeof v === 'object')
      .map((v) => ({
        url: typeof v.url === 'string' ? v.url : '',
        title: typeof v.title === 'string' ? v.title : '',
      }));
  } catch {
    return [];
  }
}

/** Whether `ctx` may review requests (the routes also guard on music.update). */
export { isReviewer };
