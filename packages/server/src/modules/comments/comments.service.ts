import type { Comment, CommentReply } from '@tonearm/shared/catalog/catalog.schemas';
import type { Paginated } from '@tonearm/shared/http/http.schemas';
import { paginate } from '@tonearm/shared/http/http.schemas';
import { forbidden, notFound, ValidationError } from '../../platform/errors';
import type { PageQuery } from '../catalog/catalog.service';
import type { CommentsRepository } from './comments.repository';

interface CommentRow {
  id: number;
  content: string;
  position_ms: number | null;
  parent_id: number | null;
  created_at: string;
  user_id: number;
  user_name: string;
  user_image: string | null;
  replies_count?: number | null;
}

function present(row: CommentRow): CommentReply {
  return {
    id: row.id,
    content: row.content,
    position_ms: row.position_ms,
    parent_id: row.parent_id,
    user: { id: row.user_id, name: row.user_name, image: row.user_image },
    created_at: row.created_at,
    ...(row.replies_count !== undefined ? { replies_count: Number(row.replies_count ?? 0) } : {}),
  };
}

/** Comments on tracks, each optionally at a position in the track. */
export class CommentsService {
  constructor(private readonly repo: CommentsRepository) {}

  /**
   * Top-level comments, newest first, each with its whole thread of replies (oldest first).
   * Replies to replies are flattened into the thread; their `parent_id` still names the reply
   * they answer.
   */
  async list(trackId: number, query: PageQuery): Promise<Paginated<Comment>> {
    if (!(await this.repo.trackExists(trackId))) throw notFound();
    const { rows, total } = await this.repo.page(
      trackId,
      query.perPage,
      (query.page - 1) * query.perPage,
    );
    const replies = await this.repo.threads(rows.map((row) => row.id));
    const byRoot = new Map<number, CommentReply[]>();
    for (const reply of replies) {
      const thread = byRoot.get(Number(reply.root_id)) ?? [];
      thread.push(present(reply));
      byRoot.set(Number(reply.root_id), thread);
    }
    const data = rows.map((row): Comment => {
      const thread = byRoot.get(row.id) ?? [];
      return { ...present(row), replies_count: thread.length, replies: thread };
    });
    return paginate(data, total, query);
  }

  async create(
    trackId: number,
    userId: number,
    input: {
      content: string;
      position_ms?: number | null | undefined;
      parent_id?: number | null | undefined;
    },
  ): Promise<{ comment: Comment }> {
    if (!(await this.repo.trackExists(trackId))) throw notFound();
    if (input.parent_id) {
      const parent = await this.repo.find(input.parent_id);
      if (!parent || parent.track_id !== trackId) {
        throw ValidationError.field('parent_id', 'The comment you reply to does not exist.');
      }
    }
    const id = await this.repo.create({
      track_id: trackId,
      user_id: userId,
      content: input.content,
      position_ms: input.position_ms ?? null,
      parent_id: input.parent_id ?? null,
    });
    const row = await this.repo.find(id);
    return { comment: { ...present(row!), replies_count: 0 } };
  }

  /** The author, or someone who may moderate music (`music.update`, admin). */
  async delete(id: number, userId: number, mayModerate: boolean): Promise<void> {
    const row = await this.repo.find(id);
    if (!row) throw notFound();
    if (row.user_id !== userId && !mayModerate) throw forbidden();
    await this.repo.delete(id);
  }
}
