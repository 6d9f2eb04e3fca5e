import type { Comment, CommentReply } from '@tonearm/shared/catalog/catalog.schemas';
import type { Paginated, PaginationQuery } from '@tonearm/shared/http/http.schemas';
import { paginate } from '@tonearm/shared/http/http.schemas';
import type { DB } from '../../platform/db/database';
import { forbidden, notFound, unauthenticated, ValidationError } from '../../platform/errors';
import type { Viewer } from '../catalog/catalog.service';
import { canSeeRow } from '../catalog/visibility.queries';
import type { CommentsRepository } from './comments.repository';
import { commentMessage, type NotificationsService } from '../notifications/notifications.service';

interface CommentRow {
  id: number;
  content: string;
  position_ms: number | null;
  parent_id: number | null;
  deleted_at: string | null;
  created_at: string;
  /** Null on a tombstone whose author's account is gone. */
  user_id: number | null;
  user_name: string | null;
  user_image: string | null;
}

function present(row: CommentRow): CommentReply {
  const deleted = row.deleted_at !== null;
  const author =
    row.user_id !== null && row.user_name !== null
      ? { id: row.user_id, name: row.user_name, image: row.user_image }
      : null;
  return {
    id: row.id,
    // A tombstone says nothing of what was written or by whom.
    content: deleted ? '' : row.content,
    position_ms: deleted ? null : row.position_ms,
    parent_id: row.parent_id,
    user: deleted ? null : author,
    deleted,
    created_at: row.created_at,
  };
}

/**
 * Comments on tracks, each optionally at a position in the track.
 *
 * Deleting works like a real service's: a comment nobody answered goes at once; one with replies
 * stays as a tombstone (no words, no author) so the thread under it, often other people's
 * replies, stays readable; a tombstone goes when its last reply does. Deleting an account
 * deletes its author's comments by the same rule (`forgetAuthor`).
 */
export class CommentsService {
  constructor(
    private readonly repo: CommentsRepository,
    /** A reply tells the comment's author, a comment tells the track's uploader. */
    private readonly notifications?: NotificationsService,
  ) {}

  /**
   * Top-level comments, newest first, each with its whole thread of replies (oldest first).
   * Replies to replies are flattened into the thread; their `parent_id` still names the reply
   * they answer. `comments_count` counts every comment still standing, replies included.
   */
  /** 404 unless the track exists and the viewer may see it (a draft: its owner and editors). */
  private async assertTrackVisible(trackId: number, viewer: Viewer): Promise<void> {
    const row = await this.repo.trackVisibility(trackId);
    if (!row || !canSeeRow(row, viewer)) throw notFound();
  }

  async list(
    trackId: number,
    query: PaginationQuery,
    viewer: Viewer = null,
  ): Promise<{ pagination: Paginated<Comment>; comments_count: number }> {
    await this.assertTrackVisible(trackId, viewer);
    const [{ rows, total }, commentsCount] = await Promise.all([
      this.repo.page(trackId, query.perPage, (query.page - 1) * query.perPage),
      this.repo.liveCount(trackId),
    ]);
    const replies = await this.repo.threads(rows.map((row) => row.id));
    const byRoot = new Map<number, CommentReply[]>();
    for (const reply of replies) {
      const thread = byRoot.get(Number(reply.root_id)) ?? [];
      thread.push(present(reply));
      byRoot.set(Number(reply.root_id), thread);
    }
    const data = rows.map((row): Comment => {
      const thread = byRoot.get(row.id) ?? [];
      return {
        ...present(row),
        replies_count: thread.filter((reply) => !reply.deleted).length,
        replies: thread,
      };
    });
    return { pagination: paginate(data, total, query), comments_count: commentsCount };
  }

  async create(
    trackId: number,
    userId: number,
    input: {
      content: string;
      position_ms?: number | null | undefined;
      parent_id?: number | null | undefined;
    },
    viewer: Viewer = { id: userId },
  ): Promise<{ comment: Comment }> {
    await this.assertTrackVisible(trackId, viewer);
    // The parent stays locked until the reply is in: a delete running meanwhile waits, then sees
    // the reply and keeps a tombstone, instead of the insert failing on a vanished parent.
    // Read back inside the transaction: once it ends, a deletion of the account that waited
    // may take the comment at once.
    let parentAuthorId: number | null = null;
    const row = await this.repo.transaction(async (repo) => {
      // The author's row before the parent, in the order deleting an account takes them; an
      // author whose account went meanwhile is logged out.
      if (!(await repo.lockAuthor(userId))) throw unauthenticated();
      if (input.parent_id) {
        const parent = await repo.findForUpdate(input.parent_id);
        // A tombstone keeps its thread but takes no new answers: there is nothing left to answer.
        if (!parent || parent.track_id !== trackId || parent.deleted_at !== null) {
          throw ValidationError.field('parent_id', 'The comment you reply to does not exist.');
        }
        parentAuthorId = parent.user_id;
      }
      const id = await repo.create({
        track_id: trackId,
        user_id: userId,
        content: input.content,
        position_ms: input.position_ms ?? null,
        parent_id: input.parent_id ?? null,
      });
      return (await repo.find(id))!;
    });
    const comment = present(row);
    await this.tellAbout(comment, trackId, parentAuthorId);
    return { comment: { ...comment, replies_count: 0 } };
  }

  /**
   * The parent comment's author hears of a reply, the track's uploader of a comment (a reply
   * included, unless they already heard of it as the parent's author); nobody hears of their
   * own. A failure here never fails the comment.
   */
  private async tellAbout(
    comment: CommentReply,
    trackId: number,
    parentAuthorId: number | null,
  ): Promise<void> {
    const notifications = this.notifications;
    const author = comment.user;
    if (!notifications || !author) return;
    try {
      const track = await this.repo.trackForNotice(trackId);
      if (!track) return;
      const about = { author, track, content: comment.content };
      if (parentAuthorId !== null && parentAuthorId !== author.id) {
        await notifications.notify(
          parentAuthorId,
          'comment.reply',
          commentMessage({ ...about, kind: 'reply' }),
        );
      }
      if (
        track.user_id !== null &&
        track.user_id !== author.id &&
        track.user_id !== parentAuthorId
      ) {
        await notifications.notify(
          track.user_id,
          'comment.on_track',
          commentMessage({ ...about, kind: 'on_track' }),
        );
      }
    } catch (error) {
      // The comment stands whatever happens to its notification.
      notifications.reportFailure(`comment ${comment.id}`, error);
    }
  }

  /**
   * The author, or someone who may moderate music (`music.update`, admin). A comment with
   * replies becomes a tombstone; one without goes, and so do the tombstones above it that it
   * was the last reply of. A tombstone is already deleted: 404.
   */
  async delete(id: number, userId: number, mayModerate: boolean): Promise<void> {
    await this.repo.transaction(async (repo) => {
      const row = await repo.findForUpdate(id);
      if (!row || row.deleted_at !== null) throw notFound();
      if (row.user_id !== userId && !mayModerate) throw forbidden();
      if (await repo.hasReplies(id)) {
        await repo.markDeleted(id);
        return;
      }
      await repo.delete(id);
      await this.removeEmptyTombstones(repo, row.parent_id);
    });
  }

  /**
   * Before the user's account goes, inside `within`, the transaction that deletes it: their
   * comments with someone else's live comment below them (at any depth) become tombstones that
   * no longer name them; the rest go, their replies under other people's comments too, and so
   * do the tombstones those replies were the last of. Nothing of theirs is left pointing at the
   * account, and nobody else's comment goes with it.
   */
  async forgetAuthor(userId: number, within: DB): Promise<void> {
    await this.repo.transaction(async (repo) => {
      const authored = await repo.lockAuthoredBy(userId);
      if (!authored.length) return;
      const kept = new Set(await repo.answeredByOthers(userId));
      await repo.markDeletedWithoutAuthor([...kept]);
      const gone = authored.filter((comment) => !kept.has(comment.id));
      await repo.deleteMany(gone.map((comment) => comment.id));
      const goneIds = new Set(gone.map((comment) => comment.id));
      const above = new Set(
        gone
          .map((comment) => comment.parent_id)
          .filter((parentId): parentId is number => parentId !== null && !goneIds.has(parentId)),
      );
      for (const parentId of above) await this.removeEmptyTombstones(repo, parentId);
    }, within);
  }

  /**
   * After a comment went: the tombstones above it that it was the last reply of go too, up to
   * the first comment still standing or still answered.
   */
  private async removeEmptyTombstones(
    repo: CommentsRepository,
    parentId: number | null,
  ): Promise<void> {
    let nextId = parentId;
    while (nextId !== null) {
      const parent = await repo.findForUpdate(nextId);
      if (!parent || parent.deleted_at === null || (await repo.hasReplies(parent.id))) break;
      await repo.delete(parent.id);
      nextId = parent.parent_id;
    }
  }
}
