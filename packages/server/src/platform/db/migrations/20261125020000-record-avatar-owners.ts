import type { Generated, Kysely } from 'kysely';

interface Tables {
  users: { id: number; image: string | null };
  file_entries: {
    id: Generated<number>;
    name: string;
    file_name: string;
    file_size: number;
    mime: string;
    extension: string;
    type: string;
    disk: string;
    disk_prefix: string;
    parent_id: number | null;
    path: string;
    user_id: number | null;
  };
}

const MIME: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

/**
 * Avatars are now file entries of their user (public disk, prefix `avatars`), so an image URL
 * can be checked against its owner. Avatars uploaded before this were named
 * `<user id>-<20 hex>.<ext>` by the server: each user whose image is such a file named after
 * their own id gets the entry, and their URL stays as it is. An image naming another user's
 * file gets none (nothing of it will ever be deleted with this account). Sizes are unknown
 * here (no disk access in a migration) and recorded as 0.
 */
export async function up(unknownDb: Kysely<unknown>): Promise<void> {
  const db = unknownDb as unknown as Kysely<Tables>;
  const users = await db
    .selectFrom('users')
    .select(['id', 'image'])
    .where('image', 'like', '/storage/avatars/%')
    .execute();
  for (const user of users) {
    const fileName = user.image!.slice('/storage/avatars/'.length);
    const match = /^(\d+)-[a-f0-9]{20}\.(jpg|png|gif|webp)$/.exec(fileName);
    if (!match || Number(match[1]) !== user.id) continue;
    const existing = await db
      .selectFrom('file_entries')
      .select('id')
      .where('disk', '=', 'public')
      .where('disk_prefix', '=', 'avatars')
      .where('file_name', '=', fileName)
      .executeTakeFirst();
    if (existing) continue;
    await db
      .insertInto('file_entries')
      .values({
        name: `avatar.${match[2]}`,
        file_name: fileName,
        file_size: 0,
        mime: MIME[match[2]!]!,
        extension: match[2]!,
        type: 'file',
        disk: 'public',
        disk_prefix: 'avatars',
        parent_id: null,
        path: '',
        user_id: user.id,
      })
      .execute();
  }
}

/** The entries stay: the files they record are still there, and the app before this ignored them. */
export async function down(): Promise<void> {}
