import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FileStore } from '@tus/file-store';
import type { S3Store } from '@tus/s3-store';
import { extensionOf } from '@tonearm/shared/uploads/upload-rules';
import type {
  FileEntry,
  S3EntryInput,
  S3MultipartCompleteInput,
  S3SimplePresignInput,
  UploadDisk,
  UploadMetadata,
} from '@tonearm/shared/uploads/uploads.schemas';
import { uploadMetadataField } from '@tonearm/shared/uploads/uploads.schemas';
import { AppError, forbidden, notFound, ValidationError } from '../../platform/errors';
import type { Storage } from '../../platform/storage/storage';
import { storageKey } from '../../platform/storage/storage-driver';
import { allowBrowserUploads, corsWarning } from '../../platform/storage/bucket-cors';
import {
  abortMultipartUpload,
  deleteObjects,
  listMultipartUploads,
  listRootObjects,
} from '../../platform/storage/bucket-uploads';
import { PRESIGNED_ACL, type S3Disk } from '../../platform/storage/s3-disk';
import type { FilesService } from '../files/files.service';
import { generatedName } from '../files/files.service';
import type { SettingsService } from '../settings/settings.service';
import { analyzeAudio, isAudio, type AudioAnalysis } from './audio-metadata';
import { TUS_ID, tusError } from './tus-server';
import {
  assertAllowed,
  assertContentAllowed,
  restrictionsOf,
  sniffBuffer,
  sniffFile,
  SNIFF_BYTES,
  type SniffedType,
} from './upload-restrictions';
import type { UploadsRepository } from './uploads.repository';

/** Audio probing and upload restrictions, for the modules that take in files other ways. */
export { analyzeAudio, isAudio } from './audio-metadata';
import type { Ffmpeg } from '../../platform/media/ffmpeg';
export { assertContentAllowed, restrictionsOf, sniffBuffer } from './upload-restrictions';

export interface ClientFileInfo {
  clientName: string;
  clientExtension: string;
  clientMime: string;
  size: number;
  metadata: UploadMetadata;
}

const HOUR_MS = 60 * 60 * 1000;
/** What a direct multipart upload's object key looks like: `<disk>/<prefix>/<name>`. */
const DIRECT_UPLOAD_KEY = /^(uploads|public)\/[a-f0-9]{32}\/[a-f0-9]{32}$/;
/** What the tus S3 store leaves at the bucket's root: the object, its .info and its .part. */
const TUS_OBJECT_KEY = /^([a-f0-9]{32})(\.info|\.part)?$/;

export interface UploadsLog {
  info: (message: string) => void;
  warn: (message: string) => void;
}

/**
 * Turns complete uploads into file entries, whatever carried them (multipart form, tus, direct
 * S3). Every path checks the restrictions twice: on what the client declares before bytes are
 * accepted, and on the sniffed content once they are.
 */
export class UploadsService {
  private tusStore: FileStore | S3Store | null = null;
  private bucketCors: Promise<void> | null = null;

  /**
   * `browser` is where the web app runs (the bucket must accept direct uploads from there) and
   * where the bucket's set-up is reported.
   */
  constructor(
    private readonly repository: UploadsRepository,
    private readonly storage: Storage,
    private readonly files: FilesService,
    private readonly settings: SettingsService,
    private readonly ffmpeg: Ffmpeg,
    private readonly browser: { origin: string; log: UploadsLog },
  ) {}

  /**
   * A setter, not a constructor argument: the tus server that owns this store is built by the
   * uploads routes plugin, and it needs this service first (to check each new upload).
   */
  attachTusStore(store: FileStore | S3Store): void {
    this.tusStore = store;
  }

  /**
   * Once per process, makes the bucket's CORS rules let the app's origin PUT and read, with
   * ETag exposed (browsers upload to it directly). A failure is logged, not thrown: an operator
   * may have set the rules by hand with credentials that cannot read them.
   */
  prepareDirectUploads(): Promise<void> {
    const s3 = this.storage.s3;
    const browser = this.browser;
    if (!s3) return Promise.resolve();
    this.bucketCors ??= s3.client
      .get()
      .then((client) => allowBrowserUploads(client, s3.bucket, browser.origin))
      .then(
        (result) => {
          if (result === 'updated')
            browser.log.info(
              `Direct uploads: bucket "${s3.bucket}" now accepts uploads from ${browser.origin}`,
            );
        },
        (error: unknown) => browser.log.warn(corsWarning(s3.bucket, browser.origin, error)),
      );
    return this.bucketCors;
  }

  async restrictions() {
    return restrictionsOf(await this.settings.all());
  }

  /** The cheap check on what the client says, before any byte is stored. */
  async checkDeclared(file: { size: number; name: string; extension?: string; mime: string }) {
    assertAllowed(
      {
        size: file.size,
        extension: file.extension || extensionOf(file.name),
        mime: file.mime || 'application/octet-stream',
      },
      await this.restrictions(),
    );
  }

  /** tus creation hook: the same check, answered as a tus error. */
  async checkNewTusUpload(upload: {
    size?: number;
    metadata?: Record<string, string | null>;
  }): Promise<void> {
    if (upload.size === undefined) throw tusError(422, 'The upload length must be known.');
    const meta = upload.metadata ?? {};
    const name = meta.name ?? meta.filename ?? '';
    try {
      await this.checkDeclared({
        size: upload.size,
        name,
        extension: meta.extension ?? undefined,
        mime: meta.filetype ?? meta.mime ?? '',
      });
    } catch (error) {
      if (error instanceof AppError) throw tusError(422, error.message);
      throw error;
    }
  }

  /** Sniffs the first bytes of a stream that has not been stored yet (multipart form). */
  async checkHead(file: ClientFileInfo, head: Uint8Array): Promise<SniffedType> {
    const sniffed = await sniffBuffer(head.subarray(0, SNIFF_BYTES));
    assertContentAllowed(
      { size: file.size, extension: declaredExtension(file), clientMime: file.clientMime },
      sniffed,
      await this.restrictions(),
    );
    return sniffed;
  }

  /**
   * A complete local file becomes an entry: sniff, check, read audio tags, move the bytes to
   * their disk under generated names. The temporary file is gone afterwards either way.
   */
  async storeLocalFile(userId: number, tempPath: string, file: ClientFileInfo): Promise<FileEntry> {
    try {
      const { size } = await fsp.stat(tempPath);
      const sniffed = await sniffFile(tempPath);
      assertContentAllowed(
        { size, extension: declaredExtension(file), clientMime: file.clientMime },
        sniffed,
        await this.restrictions(),
      );
      const disk = file.metadata.disk ?? 'uploads';
      const diskPrefix = generatedName();
      const fileName = generatedName();
      const audio = isAudio(sniffed.mime) ? await analyzeAudio(this.ffmpeg, tempPath) : null;
      await this.storage
        .disk(disk)
        .putFile(storageKey(diskPrefix, fileName), tempPath, { mime: sniffed.mime });
      return await this.createEntry(userId, file, {
        disk,
        diskPrefix,
        fileName,
        size,
        mime: sniffed.mime,
        audio,
      });
    } finally {
      await fsp.rm(tempPath, { force: true });
    }
  }

  private async createEntry(
    userId: number,
    file: ClientFileInfo,
    stored: {
      disk: UploadDisk;
      diskPrefix: string;
      fileName: string;
      size: number;
      mime: string;
      audio: AudioAnalysis | null;
    },
  ): Promise<FileEntry> {
    let audio = stored.audio?.metadata ?? null;
    if (audio && stored.audio?.cover) {
      const coverName = `${generatedName()}.${coverExtension(stored.audio.cover.mime)}`;
      await this.storage
        .disk('public')
        .put(storageKey('covers', coverName), Buffer.from(stored.audio.cover.data), {
          mime: stored.audio.cover.mime,
        });
      audio = { ...audio, coverUrl: `/storage/covers/${coverName}` };
    }
    return this.files.createEntry({
      userId,
      name: (file.metadata.name || file.clientName).slice(0, 255),
      fileName: stored.fileName,
      diskPrefix: stored.diskPrefix,
      size: stored.size,
      mime: stored.mime,
      extension: declaredExtension(file),
      disk: stored.disk,
      parentId: file.metadata.parentId ?? null,
      relativePath: file.metadata.relativePath ?? null,
      audio,
    });
  }

  /** POST tus/entries: a finished tus upload of this user becomes an entry. */
  async tusEntry(userId: number, uploadKey: string): Promise<FileEntry> {
    const store = this.tusStore;
    if (!store || !TUS_ID.test(uploadKey)) throw notFound();
    const upload = await store.getUpload(uploadKey).catch(() => null);
    if (!upload || upload.metadata?.userId !== String(userId)) throw notFound();
    if (upload.size === undefined || upload.offset !== upload.size) {
      // Nothing partial becomes a file entry.
      throw ValidationError.field('uploadKey', 'The upload is not complete.');
    }
    const meta = upload.metadata ?? {};
    const clientName = meta.name ?? meta.filename ?? 'upload';
    const file: ClientFileInfo = {
      clientName,
      clientExtension: meta.extension ?? extensionOf(clientName),
      clientMime: meta.filetype ?? 'application/octet-stream',
      size: upload.size,
      metadata: parseMetadata(meta.metadata),
    };
    if (this.storage.driver === 'local') {
      const entry = await this.storeLocalFile(
        userId,
        path.join(this.storage.tusDir, uploadKey),
        file,
      );
      await fsp.rm(path.join(this.storage.tusDir, `${uploadKey}.json`), { force: true });
      return entry;
    }
    // S3: the tus store assembled the object at the bucket root under the upload id.
    const disk = file.metadata.disk ?? 'uploads';
    const s3Disk = this.storage.s3Disk(disk)!;
    const diskPrefix = generatedName();
    const fileName = generatedName();
    const key = storageKey(diskPrefix, fileName);
    await s3Disk.copyFromBucketRoot(uploadKey, key);
    await store.remove(uploadKey).catch(() => undefined);
    return this.finishS3Object(userId, s3Disk, key, file, { diskPrefix, fileName });
  }

  /** Sniffs, checks and reads tags of an object already in the bucket; refused ones are deleted. */
  private async finishS3Object(
    userId: number,
    disk: S3Disk,
    key: string,
    file: ClientFileInfo,
    names: { diskPrefix: string; fileName: string },
  ): Promise<FileEntry> {
    const stat = await disk.stat(key);
    if (!stat) throw ValidationError.field('filename', 'The upload is not complete.');
    const head = await streamToBuffer(
      await disk.read(key, { start: 0, end: Math.max(0, Math.min(stat.size, SNIFF_BYTES) - 1) }),
    );
    const sniffed = await sniffBuffer(stat.size === 0 ? new Uint8Array() : head);
    try {
      assertContentAllowed(
        { size: stat.size, extension: declaredExtension(file), clientMime: file.clientMime },
        sniffed,
        await this.restrictions(),
      );
    } catch (error) {
      await disk.delete(key);
      throw error;
    }
    let audio: AudioAnalysis | null = null;
    if (isAudio(sniffed.mime)) {
      const temp = path.join(this.storage.partialDir, generatedName());
      await fsp.mkdir(this.storage.partialDir, { recursive: true });
      try {
        await pipeline(await disk.read(key), fs.createWriteStream(temp));
        audio = await analyzeAudio(this.ffmpeg, temp);
      } finally {
        await fsp.rm(temp, { force: true });
      }
    }
    return this.createEntry(userId, file, {
      disk: disk.name,
      diskPrefix: names.diskPrefix,
      fileName: names.fileName,
      size: stat.size,
      mime: sniffed.mime,
      audio,
    });
  }

  private s3DiskOrFail(disk: UploadDisk): S3Disk {
    const s3 = this.storage.s3Disk(disk);
    if (!s3) throw new AppError('validation', 'Direct uploads need S3 storage.');
    return s3;
  }

  /** The S3 disk a direct upload goes to, once what the browser declared of the file passes. */
  private async acceptDirectUpload(input: S3SimplePresignInput): Promise<S3Disk> {
    const disk = this.s3DiskOrFail(input.disk);
    await this.prepareDirectUploads();
    await this.checkDeclared({
      size: input.size,
      name: input.filename,
      extension: input.extension,
      mime: input.mime,
    });
    return disk;
  }

  /** Remembers a direct upload the browser is about to send, for when it says it is done. */
  private recordPending(
    userId: number,
    input: S3SimplePresignInput,
    kind: 's3Simple' | 's3Multipart',
    names: { diskPrefix: string; fileName: string },
    uploadId: string | null,
  ) {
    return this.repository.createPending({
      user_id: userId,
      kind,
      disk: input.disk,
      disk_prefix: names.diskPrefix,
      file_name: names.fileName,
      upload_id: uploadId,
      size: input.size,
      mime: input.mime,
      extension: input.extension,
    });
  }

  /** POST s3/simple/presign: a signed URL the browser PUTs the file to. */
  async presignSimple(userId: number, input: S3SimplePresignInput) {
    const disk = await this.acceptDirectUpload(input);
    const names = { diskPrefix: generatedName(), fileName: generatedName() };
    const pending = await this.recordPending(userId, input, 's3Simple', names, null);
    const key = storageKey(pending.disk_prefix, pending.file_name);
    const url = await disk.presignPut(key, { mime: input.mime, size: input.size });
    return { url, acl: PRESIGNED_ACL, key };
  }

  /** POST s3/entries: a direct upload this user finished becomes an entry. */
  async s3Entry(userId: number, input: S3EntryInput): Promise<FileEntry> {
    const pending = await this.repository.findPendingByFileName(input.filename);
    if (!pending || pending.user_id !== userId) throw notFound();
    const disk = this.s3DiskOrFail(pending.disk);
    const key = storageKey(pending.disk_prefix, pending.file_name);
    const file: ClientFileInfo = {
      clientName: input.clientName,
      clientExtension: input.clientExtension,
      clientMime: input.clientMime,
      size: input.size,
      metadata: { ...(input.metadata ?? {}), disk: pending.disk },
    };
    const entry = await this.finishS3Object(userId, disk, key, file, {
      diskPrefix: pending.disk_prefix,
      fileName: pending.file_name,
    });
    await this.repository.deletePending(pending.id);
    return entry;
  }

  async multipartCreate(userId: number, input: S3SimplePresignInput) {
    const disk = await this.acceptDirectUpload(input);
    const diskPrefix = generatedName();
    const fileName = generatedName();
    const key = storageKey(diskPrefix, fileName);
    const uploadId = await disk.createMultipart(key, input.mime);
    await this.recordPending(userId, input, 's3Multipart', { diskPrefix, fileName }, uploadId);
    return { uploadId, key };
  }

  /** The pending multipart upload `key` names, if this user started it with this upload id. */
  private async ownMultipart(userId: number, key: string, uploadId: string) {
    const [diskPrefix, fileName, ...rest] = key.split('/');
    if (!diskPrefix || !fileName || rest.length) throw notFound();
    const pending = await this.repository.findPendingByFileName(fileName);
    if (
      !pending ||
      pending.kind !== 's3Multipart' ||
      pending.disk_prefix !== diskPrefix ||
      pending.upload_id !== uploadId
    )
      throw notFound();
    if (pending.user_id !== userId) throw forbidden();
    return {
      pending,
      disk: this.s3DiskOrFail(pending.disk),
      key: storageKey(diskPrefix, fileName),
    };
  }

  async multipartUploadedParts(userId: number, key: string, uploadId: string) {
    const own = await this.ownMultipart(userId, key, uploadId);
    return { parts: await own.disk.listParts(own.key, uploadId) };
  }

  async multipartSignParts(userId: number, key: string, uploadId: string, partNumbers: number[]) {
    const own = await this.ownMultipart(userId, key, uploadId);
    const urls = await Promise.all(
      partNumbers.map(async (partNumber) => ({
        partNumber,
        url: await own.disk.signPart(own.key, uploadId, partNumber),
      })),
    );
    return { urls };
  }

  async multipartComplete(userId: number, input: S3MultipartCompleteInput) {
    const own = await this.ownMultipart(userId, input.key, input.uploadId);
    await own.disk.completeMultipart(own.key, input.uploadId, input.parts);
    return { location: input.key };
  }

  async multipartAbort(userId: number, key: string, uploadId: string) {
    const own = await this.ownMultipart(userId, key, uploadId);
    await own.disk.abortMultipart(own.key, uploadId).catch(() => undefined);
    await this.repository.deletePending(own.pending.id);
  }

  /**
   * Removes what unfinished uploads left behind once older than `uploads.orphan_max_age_hours`:
   * tus uploads never turned into entries, partial form uploads, and direct S3 uploads.
   */
  async cleanupOrphans(now = Date.now()): Promise<{ removed: number }> {
    const hours = Number(await this.settings.get('uploads.orphan_max_age_hours'));
    const cutoff = now - (Number.isFinite(hours) && hours > 0 ? hours : 24) * HOUR_MS;
    let removed = 0;
    if (this.storage.driver === 'local') {
      for (const name of await readdirSafe(this.storage.tusDir)) {
        const match = /^([a-f0-9]{32})\.json$/.exec(name);
        if (!match) continue;
        const info = JSON.parse(
          await fsp.readFile(path.join(this.storage.tusDir, name), 'utf8').catch(() => '{}'),
        ) as { creation_date?: string };
        const created = info.creation_date ? Date.parse(info.creation_date) : 0;
        if (created < cutoff) {
          await fsp.rm(path.join(this.storage.tusDir, match[1]!), { force: true });
          await fsp.rm(path.join(this.storage.tusDir, name), { force: true });
          removed++;
        }
      }
    } else {
      // A storage server without ListMultipartUploads still gets the rest cleaned up.
      removed += await this.removeStaleBucketUploads(cutoff).catch((error: unknown) => {
        this.browser.log.warn(
          `Upload cleanup could not list the bucket's uploads: ${String(error)}`,
        );
        return 0;
      });
    }
    for (const name of await readdirSafe(this.storage.partialDir)) {
      const file = path.join(this.storage.partialDir, name);
      const stats = await fsp.stat(file).catch(() => null);
      if (stats && stats.mtimeMs < cutoff) {
        await fsp.rm(file, { force: true, recursive: true });
        removed++;
      }
    }
    for (const pending of await this.repository.findPendingStarted(
      '<',
      new Date(cutoff).toISOString(),
    )) {
      const disk = this.storage.s3Disk(pending.disk);
      const key = storageKey(pending.disk_prefix, pending.file_name);
      if (disk && pending.kind === 's3Multipart' && pending.upload_id)
        await disk.abortMultipart(key, pending.upload_id).catch(() => undefined);
      else if (disk) await disk.delete(key).catch(() => undefined);
      await this.repository.deletePending(pending.id);
      removed++;
    }
    return { removed };
  }
  /**
   * On S3, unfinished multipart uploads older than the cutoff (direct ones under a disk's
   * prefix, tus ones at the root), and what the tus store left beside them, go; the rest of the
   * bucket is left alone, as it may be shared. Answers how many uploads went.
   *
   * A storage server's Initiated time is not trusted alone (moto dates every upload 2010-11-10):
   * a direct upload whose record here is newer than the cutoff, or a tus upload whose objects
   * changed since, is still in flight, and aborting it would lose a listener's upload.
   */
  private async removeStaleBucketUploads(cutoff: number): Promise<number> {
    const s3 = this.storage.s3;
    if (!s3) return 0;
    const client = await s3.client.get();
    const started = await this.repository.findPendingStarted('>=', new Date(cutoff).toISOString());
    const tracked = new Set(started.map((pending) => pending.upload_id));
    const rootObjects: { key: string; lastModified: Date; tusId: string }[] = [];
    for await (const object of listRootObjects(client, s3.bucket)) {
      const tusId = TUS_OBJECT_KEY.exec(object.key)?.[1];
      if (tusId) rootObjects.push({ ...object, tusId });
    }
    const freshTusIds = new Set(
      rootObjects.filter((o) => o.lastModified.getTime() >= cutoff).map((o) => o.tusId),
    );
    const staleTusIds = new Set<string>();
    let removed = 0;
    for await (const upload of listMultipartUploads(client, s3.bucket)) {
      if (upload.initiated.getTime() >= cutoff || tracked.has(upload.uploadId)) continue;
      const tusId = TUS_ID.test(upload.key) ? upload.key : null;
      if (tusId ? freshTusIds.has(tusId) : !DIRECT_UPLOAD_KEY.test(upload.key)) continue;
      await abortMultipartUpload(client, s3.bucket, upload);
      if (tusId) staleTusIds.add(tusId);
      else removed++;
    }
    // A tus upload's .info and .part, and a finished upload nobody turned into an entry.
    const leftovers: string[] = [];
    for (const object of rootObjects) {
      if (object.lastModified.getTime() >= cutoff && !staleTusIds.has(object.tusId)) continue;
      leftovers.push(object.key);
      staleTusIds.add(object.tusId);
    }
    await deleteObjects(client, s3.bucket, leftovers);
    return removed + staleTusIds.size;
  }
}

function declaredExtension(file: ClientFileInfo): string {
  return (file.clientExtension || extensionOf(file.clientName)).replace(/^\./, '').toLowerCase();
}

/** tus carries the upload metadata as JSON text in one Upload-Metadata value. */
function parseMetadata(raw: string | null | undefined): UploadMetadata {
  const parsed = uploadMetadataField.safeParse(raw ?? {});
  return parsed.success ? parsed.data : {};
}

function coverExtension(mime: string): string {
  if (mime.includes('png')) return 'png';
  if (mime.includes('webp')) return 'webp';
  if (mime.includes('gif')) return 'gif';
  return 'jpg';
}

async function readdirSafe(dir: string): Promise<string[]> {
  return fsp.readdir(dir).catch(() => []);
}

async function streamToBuffer(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}
