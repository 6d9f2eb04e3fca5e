import { randomBytes } from 'node:crypto';
import type { PermissionContext } from '@tonearm/shared/permissions/permissions';
import type {
  AudioMetadata,
  DeleteEntriesInput,
  FileEntry,
  UploadDisk,
} from '@tonearm/shared/uploads/uploads.schemas';
import {
  FILE_ENTRY_PATH_MAX,
  FOLDER_TOO_DEEP_MESSAGE,
} from '@tonearm/shared/uploads/uploads.schemas';
import { forbidden, notFound, ValidationError } from '../../platform/errors';
import type { FileEntryRow } from '../../platform/db/schema';
import type { Storage } from '../../platform/storage/storage';
import { parseStorageKey, storageKey } from '../../platform/storage/storage-driver';
import { canManageEntry } from './files.policy';
import type { FilesRepository } from './files.repository';

/** The upload rules other modules check before they take a file. */
export { canUpload, isOverUploadLimit } from './files.policy';

/** A fresh random name for stored bytes: paths come from ids, never from the client. */
export function generatedName(): string {
  return randomBytes(16).toString('hex');
}

export interface NewStoredFile {
  userId: number;
  name: string;
  fileName: string;
  diskPrefix: string;
  size: number;
  mime: string;
  extension: string;
  disk: UploadDisk;
  parentId: number | null;
  relativePath: string | null;
  audio: AudioMetadata | null;
}

/**
 * The audio metadata as stored with the entry. Entries stored before a field existed (e.g.
 * `durationSource`) answer it as null: the declared answer (fileEntrySchema) requires every one.
 */
function storedAudioMetadata(json: string): AudioMetadata {
  const stored = JSON.parse(json) as Partial<AudioMetadata>;
  return {
    title: stored.title ?? null,
    artists: stored.artists ?? [],
    album: stored.album ?? null,
    trackNumber: stored.trackNumber ?? null,
    duration: stored.duration ?? null,
    genre: stored.genre ?? [],
    lyrics: stored.lyrics ?? null,
    coverUrl: stored.coverUrl ?? null,
    waveform: stored.waveform ?? null,
    durationSource: stored.durationSource ?? null,
  };
}

export function presentFileEntry(row: FileEntryRow): FileEntry {
  const url =
    row.disk === 'public'
      ? `/storage/${row.disk_prefix}/${row.file_name}`
      : `/api/v1/file-entries/${row.id}`;
  return {
    id: row.id,
    name: row.name,
    file_name: row.file_name,
    file_size: Number(row.file_size),
    mime: row.mime,
    extension: row.extension,
    type: row.type,
    disk: row.disk,
    disk_prefix: row.disk_prefix,
    parent_id: row.parent_id,
    path: row.path,
    user_id: row.user_id,
    url,
    audio: row.audio_metadata ? storedAudioMetadata(row.audio_metadata) : null,
    created_at: row.created_at,
    updated_at: row.updated_at,
    deleted_at: row.deleted_at,
  };
}

export class FilesService {
  constructor(
    private readonly repository: FilesRepository,
    private readonly storage: Storage,
  ) {}

  uploadsCount(userId: number): Promise<number> {
    return this.repository.countUploadsOf(userId);
  }

  /** Records bytes already stored in full; called only once an upload is complete. */
  async createEntry(file: NewStoredFile): Promise<FileEntry> {
    const parent = await this.folderFor(file.userId, file.parentId, file.relativePath, file.disk);
    const row = await this.repository.create({
      name: file.name,
      file_name: file.fileName,
      file_size: file.size,
      mime: file.mime,
      extension: file.extension,
      type: 'file',
      disk: file.disk,
      disk_prefix: file.diskPrefix,
      parent_id: parent?.id ?? null,
      path: parent ? childPath(parent) : '',
      user_id: file.userId,
      audio_metadata: file.audio ? JSON.stringify(file.audio) : null,
    });
    return presentFileEntry(row);
  }

  /**
   * Folder uploads keep their structure: each folder of `relativePath` becomes a folder entry
   * under `parentId`, reused when the user already has it.
   */
  private async folderFor(
    userId: number,
    parentId: number | null,
    relativePath: string | null,
    disk: UploadDisk,
  ): Promise<FileEntryRow | null> {
    let parent: FileEntryRow | null = null;
    if (parentId !== null) {
      const found = await this.repository.findById(parentId);
      if (!found || found.type !== 'folder' || found.deleted_at) throw notFound();
      if (found.user_id !== userId) throw forbidden();
      parent = found;
    }
    const folders = (relativePath ?? '').split('/').slice(0, -1).filter(Boolean);
    // Refused before any folder is made: each level adds "/" and an id of up to 10 digits.
    const base = parent ? childPath(parent) : '';
    if (base.length + folders.length * 11 > FILE_ENTRY_PATH_MAX)
      throw ValidationError.field('relativePath', FOLDER_TOO_DEEP_MESSAGE);
    for (const name of folders.map((n) => n.slice(0, 255))) {
      const existing = await this.repository.findFolder(userId, parent?.id ?? null, name);
      parent =
        existing ??
        (await this.repository.create({
          name,
          file_name: generatedName(),
          file_size: 0,
          mime: 'inode/directory',
          extension: '',
          type: 'folder',
          disk,
          disk_prefix: generatedName(),
          parent_id: parent?.id ?? null,
          path: parent ? childPath(parent) : '',
          user_id: userId,
          audio_metadata: null,
        }));
    }
    return parent;
  }

  async findForDownload(ctx: PermissionContext, id: number): Promise<FileEntryRow> {
    const entry = await this.repository.findById(id);
    if (!entry || entry.deleted_at || entry.type !== 'file') throw notFound();
    if (!canManageEntry(ctx, entry)) throw forbidden();
    return entry;
  }

  /**
   * POST file-entries/delete: by id or by storage path; to the trash, or with
   * deleteForever the rows and their bytes. Only the owner or files.update may.
   */
  async deleteEntries(ctx: PermissionContext, input: DeleteEntriesInput): Promise<void> {
    const byPath = input.paths
      .map((p) => p.replace(/^\/?(storage\/)?/, '').split('/'))
      .filter((parts) => parts.length === 2)
      .map(([diskPrefix, fileName]) => ({ diskPrefix: diskPrefix!, fileName: fileName! }));
    const entries = [
      ...(await this.repository.findByIds(input.entryIds)),
      ...(await this.repository.findByStoragePaths(byPath)),
    ];
    if (entries.length === 0) throw notFound();
    if (entries.some((entry) => !canManageEntry(ctx, entry))) throw forbidden();
    const all = new Map<number, FileEntryRow>();
    for (const entry of entries) {
      all.set(entry.id, entry);
      if (entry.type === 'folder')
        for (const child of await this.repository.findDescendants(entry)) all.set(child.id, child);
    }
    const ids = [...all.keys()];
    if (!input.deleteForever) {
      await this.repository.softDelete(ids);
      return;
    }
    for (const entry of all.values()) {
      if (entry.type !== 'file') continue;
      await this.storage.disk(entry.disk).delete(storageKey(entry.disk_prefix, entry.file_name));
    }
    await this.repository.hardDelete(ids);
  }

  /**
   * Stores bytes the server generated or checked itself (an avatar) on the public disk and
   * records them as the user's file entry, so who owns them can be checked later.
   */
  async storePublicFile(file: {
    userId: number;
    name: string;
    diskPrefix: string;
    fileName: string;
    bytes: Uint8Array;
    mime: string;
    extension: string;
    /** `uploads` keeps the bytes private (served only through a checked route). */
    disk?: UploadDisk;
  }): Promise<FileEntryRow> {
    const key = storageKey(file.diskPrefix, file.fileName);
    const diskName = file.disk ?? 'public';
    const disk = this.storage.disk(diskName);
    await disk.put(key, Buffer.from(file.bytes), { mime: file.mime });
    try {
      return await this.repository.create({
        name: file.name,
        file_name: file.fileName,
        file_size: file.bytes.length,
        mime: file.mime,
        extension: file.extension,
        type: 'file',
        disk: diskName,
        disk_prefix: file.diskPrefix,
        parent_id: null,
        path: '',
        user_id: file.userId,
        audio_metadata: null,
      });
    } catch (error) {
      await disk.delete(key).catch(() => undefined);
      throw error;
    }
  }

  /** An entry by id, unchecked: for a module that checks access itself (backstage proofs). */
  async entryById(id: number): Promise<FileEntryRow | null> {
    const entry = await this.repository.findById(id);
    return entry && !entry.deleted_at && entry.type === 'file' ? entry : null;
  }

  /** The bytes of a stored file. */
  read(entry: FileEntryRow) {
    return this.storage.disk(entry.disk).read(storageKey(entry.disk_prefix, entry.file_name));
  }

  /** The recorded public file a `/storage/<prefix>/<name>` URL points at, or null. */
  async publicFileAt(url: string): Promise<FileEntryRow | null> {
    const match = /^\/storage\/([^/]+)\/([^/]+)$/.exec(url);
    if (!match) return null;
    const key = parseStorageKey(`${match[1]}/${match[2]}`);
    if (!key) return null;
    return (await this.repository.findPublicFile(match[1]!, match[2]!)) ?? null;
  }

  publicFilesOf(userId: number, diskPrefix: string): Promise<FileEntryRow[]> {
    return this.repository.publicFilesOf(userId, diskPrefix);
  }

  /** Deletes a file's bytes, then its entry. */
  async deleteStoredFile(entry: FileEntryRow): Promise<void> {
    await this.storage.disk(entry.disk).delete(storageKey(entry.disk_prefix, entry.file_name));
    await this.repository.hardDelete([entry.id]);
  }

  /** An entry by id, or null when there is none or it was deleted (music import reads it). */
  async findEntry(id: number): Promise<FileEntryRow | null> {
    const row = await this.repository.findById(id);
    return row && !row.deleted_at ? row : null;
  }

  existingFileNames(fileNames: string[]): Promise<Set<string>> {
    return this.repository.fileNamesExist(fileNames);
  }
}

/**
 * The `path` of an entry inside `parent`. Uploads into a deep folder, again and again, could
 * outgrow the column (a 500 on PostgreSQL): refuse them here, once for every way in.
 */
function childPath(parent: FileEntryRow): string {
  const path = parent.path ? `${parent.path}/${parent.id}` : String(parent.id);
  if (path.length > FILE_ENTRY_PATH_MAX)
    throw ValidationError.field('relativePath', FOLDER_TOO_DEEP_MESSAGE);
  return path;
}
