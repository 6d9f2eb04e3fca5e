import { CornerDownRight, MessageSquareOff, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { Link, useLocation } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { useCreateComment } from '@/features/catalog/api/create-comment';
import { useDeleteComment } from '@/features/catalog/api/delete-comment';
import { useTrackComments } from '@/features/catalog/api/get-track-comments';
import type {
  Comment,
  CommentReply,
  Track,
  UserRef,
} from '@tonearm/shared/catalog/catalog.schemas';
import { getPlayer, usePlayerState } from '@/features/player/public';
import { useCommentAnchor } from '@/features/catalog/hooks/use-comment-anchor';
import { useCurrentUser } from '@/lib/bootstrap-store';
import { RelativeTime, useTrans } from '@/lib/i18n';
import { paths } from '@/config/paths';
import { formatDuration } from '@/lib/format-duration';

/** A comment that is still standing, with its author (a tombstone has neither words nor one). */
type LiveComment<T extends CommentReply = CommentReply> = T & { user: UserRef };

function isLive<T extends CommentReply>(comment: T): comment is LiveComment<T> {
  return !comment.deleted && comment.user !== null;
}

/** Comments as avatars on a bar the length of the track; each sits at its position. */
export function CommentTimeline({ track, comments }: { track: Track; comments: Comment[] }) {
  const t = useTrans();
  const isCurrent = usePlayerState(
    (state) => state.queue[state.currentIndex]?.track.id === track.id,
  );
  const progress = usePlayerState((state) =>
    isCurrent && state.duration ? state.currentTime / state.duration : 0,
  );
  const positioned = comments.filter(isLive).filter((comment) => comment.position_ms !== null);
  return (
    <div
      className="relative h-12"
      aria-label={t('Comments on the timeline')}
      role="group"
      data-testid="comment-timeline"
    >
      <div className="absolute inset-x-0 bottom-2 h-1.5 overflow-hidden rounded-full bg-fg/10">
        <div className="h-full bg-primary/70" style={{ width: `${progress * 100}%` }} />
      </div>
      {positioned.map((comment) => {
        const left = Math.min(
          100,
          ((comment.position_ms ?? 0) / Math.max(1, track.duration_ms)) * 100,
        );
        return (
          <AriaButton
            key={comment.id}
            aria-label={t(':name at :time: :content', {
              name: comment.user.name,
              time: formatDuration(comment.position_ms ?? 0),
              content: comment.content,
            })}
            onPress={() => isCurrent && getPlayer().seek((comment.position_ms ?? 0) / 1000)}
            className="group absolute bottom-3 -translate-x-1/2 rounded-full outline-none focus-visible:ring-2 focus-visible:ring-primary"
            style={{ left: `${left}%` }}
          >
            <span className="block rounded-full ring-2 ring-bg transition group-hover:scale-125">
              <Avatar src={comment.user.image} name={comment.user.name} size={22} />
            </span>
            <span className="pointer-events-none absolute bottom-full left-1/2 mb-2 hidden w-max max-w-64 -translate-x-1/2 rounded-lg bg-fg px-2.5 py-1.5 text-left text-xs text-bg shadow-lg group-hover:block group-focus-visible:block">
              <b>{comment.user.name}</b> · {formatDuration(comment.position_ms ?? 0)}
              <br />
              {comment.content}
            </span>
          </AriaButton>
        );
      })}
    </div>
  );
}

/** Comments on a track: the timeline, a form that comments at the current position, the list. */
export function TrackComments({ track }: { track: Track }) {
  const t = useTrans();
  const user = useCurrentUser();
  const location = useLocation();
  const { data, hasNextPage, fetchNextPage, isFetchingNextPage } = useTrackComments(track.id);
  const create = useCreateComment();
  const [content, setContent] = useState('');
  const isCurrent = usePlayerState(
    (state) => state.queue[state.currentIndex]?.track.id === track.id,
  );
  const positionMs = usePlayerState((state) =>
    isCurrent ? Math.floor(state.currentTime * 1000) : null,
  );
  const pages = data?.pages ?? [];
  // A comment posted while pages load shifts the next page by one: show each comment once.
  const seen = new Set<number>();
  const comments = pages
    .flatMap((page) => page.pagination.data)
    .filter((comment) => !seen.has(comment.id) && seen.add(comment.id));
  useCommentAnchor(comments.length);

  return (
    <section aria-labelledby="comments-heading" className="space-y-5" data-testid="track-comments">
      <h2 id="comments-heading" className="text-xl font-bold md:text-2xl">
        {t('Comments')}{' '}
        <span className="text-base font-normal text-muted" data-testid="comments-count">
          {pages[0]?.comments_count ?? ''}
        </span>
      </h2>
      <CommentTimeline track={track} comments={comments} />
      {user ? (
        <form
          className="flex items-start gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (!content.trim()) return;
            create.mutate(
              { trackId: track.id, content: content.trim(), position_ms: positionMs },
              { onSuccess: () => setContent('') },
            );
          }}
        >
          <Avatar src={user.image} name={user.name} size={40} />
          <div className="flex-1">
            <label htmlFor="comment-input" className="sr-only">
              {t('Write a comment')}
            </label>
            <input
              id="comment-input"
              value={content}
              onChange={(event) => setContent(event.target.value)}
              placeholder={
                positionMs !== null
                  ? t('Comment at :time…', { time: formatDuration(positionMs) })
                  : t('Write a comment…')
              }
              className="h-11 w-full rounded-full border border-divider bg-bg-alt px-4 text-sm outline-none focus:border-primary focus:ring-2 focus:ring-primary/25"
            />
          </div>
          <Button type="submit" isDisabled={!content.trim() || create.isPending}>
            {t('Post')}
          </Button>
        </form>
      ) : (
        <p className="text-sm text-muted">
          <Link
            to={paths.login(location.pathname)}
            className="font-semibold text-primary hover:underline"
          >
            {t('Log in')}
          </Link>{' '}
          {t('to leave a comment.')}
        </p>
      )}
      <ul className="space-y-5">
        {comments.map((comment) => (
          <CommentThread key={comment.id} comment={comment} track={track} />
        ))}
      </ul>
      {hasNextPage ? (
        <Button
          variant="secondary"
          className="w-full"
          data-testid="load-more-comments"
          isDisabled={isFetchingNextPage}
          onPress={() => void fetchNextPage()}
        >
          {isFetchingNextPage ? t('Loading…') : t('Load more')}
        </Button>
      ) : null}
    </section>
  );
}

/**
 * A top-level comment and its replies, indented one level below it, like SoundCloud: replies to
 * replies join the same thread and name whom they answer.
 */
function CommentThread({ comment, track }: { comment: Comment; track: Track }) {
  const t = useTrans();
  const [replyTo, setReplyTo] = useState<LiveComment | null>(null);
  const replies = comment.replies ?? [];
  // A reply to a tombstone says nothing of whom it answered.
  const authors = new Map<number, UserRef>(
    [comment, ...replies].filter(isLive).map((item) => [item.id, item.user]),
  );
  return (
    <li data-testid="comment" data-comment-id={comment.id}>
      <CommentItem comment={comment} track={track} onReply={setReplyTo} />
      {replies.length || replyTo ? (
        <div className="mt-3 ml-12 space-y-3 border-l-2 border-divider pl-4">
          {replies.length ? (
            <ul
              className="space-y-3"
              aria-label={
                comment.user
                  ? t('Replies to :name', { name: comment.user.name })
                  : t('Replies to a deleted comment')
              }
              data-testid="comment-replies"
            >
              {replies.map((reply) => (
                <li key={reply.id} data-testid="comment-reply" data-comment-id={reply.id}>
                  <CommentItem
                    comment={reply}
                    track={track}
                    small
                    answers={
                      reply.parent_id && reply.parent_id !== comment.id
                        ? authors.get(reply.parent_id)
                        : undefined
                    }
                    onReply={setReplyTo}
                  />
                </li>
              ))}
            </ul>
          ) : null}
          {replyTo ? (
            <ReplyForm
              key={replyTo.id}
              target={replyTo}
              track={track}
              onDone={() => setReplyTo(null)}
            />
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

function CommentItem({
  comment,
  track,
  small = false,
  answers,
  onReply,
}: {
  comment: CommentReply;
  track: Track;
  small?: boolean;
  /** For a reply to a reply: the author of the reply it answers. */
  answers?: UserRef | undefined;
  onReply: (comment: LiveComment) => void;
}) {
  const t = useTrans();
  const user = useCurrentUser();
  const remove = useDeleteComment();
  if (!isLive(comment)) {
    // The thread stays readable under a deleted comment; who wrote it and what is gone.
    return (
      <div className="flex items-center gap-3" data-testid="comment-deleted">
        <span
          aria-hidden
          style={{ width: small ? 28 : 36, height: small ? 28 : 36 }}
          className="grid shrink-0 place-items-center rounded-full bg-fg/10 text-muted"
        >
          <MessageSquareOff className="size-4" />
        </span>
        <p className="text-sm text-muted italic">{t('This comment was deleted')}</p>
      </div>
    );
  }
  return (
    <div className="group flex gap-3">
      <Avatar src={comment.user.image} name={comment.user.name} size={small ? 28 : 36} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 text-sm">
          <Link to={paths.userProfile(comment.user)} className="font-semibold hover:underline">
            {comment.user.name}
          </Link>
          {answers ? (
            <span className="inline-flex items-center gap-1 text-xs text-muted">
              <CornerDownRight aria-hidden className="size-3" />
              {t('replying to :name', { name: answers.name })}
            </span>
          ) : null}
          {comment.position_ms !== null && !small ? (
            <span className="rounded bg-primary/10 px-1.5 text-xs font-medium text-primary tabular-nums">
              {formatDuration(comment.position_ms)}
            </span>
          ) : null}
          <span className="text-xs text-muted">
            <RelativeTime date={comment.created_at} />
          </span>
        </div>
        <p className="mt-0.5 text-sm break-words">{comment.content}</p>
        {user ? (
          <AriaButton
            onPress={() => onReply(comment)}
            aria-label={t('Reply to :name', { name: comment.user.name })}
            data-testid="reply-button"
            className="mt-1 rounded text-xs font-semibold text-muted outline-none hover:text-fg focus-visible:ring-2 focus-visible:ring-primary"
          >
            {t('Reply')}
          </AriaButton>
        ) : null}
      </div>
      {user && user.id === comment.user.id ? (
        <AriaButton
          aria-label={small ? t('Delete reply') : t('Delete comment')}
          isDisabled={remove.isPending}
          onPress={() => remove.mutate({ id: comment.id, trackId: track.id })}
          className="grid size-8 shrink-0 place-items-center rounded-full text-muted opacity-0 outline-none group-hover:opacity-100 hover:text-danger focus-visible:opacity-100"
        >
          <Trash2 aria-hidden className="size-4" />
        </AriaButton>
      ) : null}
    </div>
  );
}

/** The inline reply form; a reply keeps the position in the track of what it answers. */
function ReplyForm({
  target,
  track,
  onDone,
}: {
  target: LiveComment;
  track: Track;
  onDone: () => void;
}) {
  const t = useTrans();
  const user = useCurrentUser();
  const create = useCreateComment();
  const [content, setContent] = useState('');
  if (!user) return null;
  const inputId = `reply-input-${target.id}`;
  return (
    <form
      className="flex items-start gap-2"
      data-testid="reply-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (!content.trim()) return;
        create.mutate(
          {
            trackId: track.id,
            content: content.trim(),
            parent_id: target.id,
            position_ms: target.position_ms,
          },
          { onSuccess: onDone },
        );
      }}
    >
      <Avatar src={user.image} name={user.name} size={28} />
      <div className="flex-1">
        <label htmlFor={inputId} className="sr-only">
          {t('Reply to :name', { name: target.user.name })}
        </label>
        <input
          id={inputId}
          // The form opens because the user asked to reply: typing can start at once.
          autoFocus
          value={content}
          onChange={(event) => setContent(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') onDone();
          }}
          placeholder={t('Reply to :name…', { name: target.user.name })}
          className="h-9 w-full rounded-full border border-divider bg-bg-alt px-3.5 text-sm outline-none focus:border-primary focus:ring-2 focus:ring-primary/25"
        />
      </div>
      <Button variant="ghost" size="sm" className="h-9" onPress={onDone}>
        {t('Cancel')}
      </Button>
      <Button
        type="submit"
        size="sm"
        className="h-9"
        isDisabled={!content.trim() || create.isPending}
      >
        {t('Reply')}
      </Button>
    </form>
  );
}
