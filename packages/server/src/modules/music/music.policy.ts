import type { PermissionContext } from '@tonearm/shared/permissions/permissions';
import { managesAllMusic } from '../catalog/catalog-access.queries';
import type { MusicOwnersRepository } from './music-owners.repository';

export type MusicKind = 'track' | 'album' | 'artist';

/**
 * Who may edit, delete and read the insights of a piece of music: an artist's
 * manager (`artists.user_id`) manages it and every album and track crediting it; an uploader
 * manages the tracks and albums they uploaded; music.update holders manage all.
 */
export class MusicPolicy {
  constructor(private readonly owners: MusicOwnersRepository) {}

  /**
   * 'missing' when there is no such row (answer 404), else whether the caller manages it
   * (answer 403 when not, or 404 for a draft or private item they cannot see).
   */
  async canManage(
    ctx: PermissionContext,
    kind: MusicKind,
    id: number,
  ): Promise<boolean | 'missing'> {
    const userId = ctx.user?.id;
    if (kind === 'artist') {
      const artist = await this.owners.artistManager(id);
      if (!artist) return 'missing';
      return managesAllMusic(ctx) || (userId !== undefined && artist.userId === userId);
    }
    const owners = await this.owners.owners(kind, id);
    if (!owners) return 'missing';
    if (managesAllMusic(ctx)) return true;
    return (
      userId !== undefined && (owners.userId === userId || owners.artistManagers.includes(userId))
    );
  }
}
