import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { Link, useLocation } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { useCreateComment } from '@/features/catalog/api/create-comment';
import { useDeleteComment } from '@/features/catalog/api/delete-comment';
import { useTrackComments } from '@/features/catalog/api/get-track-comments';
import type { Comment, Track } from '@/features/catalog/catalog-types';
import { getPlayer } from '@/features/player/engine/player-instance';
import { usePlayerState } from '@/features/player/hooks/use-player';
import { useCurrentUser } from '@/lib/bootstrap-store';
import { RelativeTime, useTrans } from '@/lib/i18n';
import { paths } from '@/config/paths';
import { formatDuration } from './format-duration';

/** Comments as avatars on a bar the length of the track; each sits at its position. */
export function CommentTimeline({ track, comments }: { track: Track; comments: Comment[] }) {
  const t = useTrans();
  const isCurrent = usePlayerState(
    (state) => state.queue[state.currentIndex]?.track.id === track.id,
  );
  const progress = usePlayerState((state) =>
    isCurrent && state.duration ? state.currentTime / state.duration : 0,
  );
  const positioned = comments.filter((comment) => comment.position_ms !== null);
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
  const { data } = useTrackComments(track.id);
  const create = useCreateComment();
  const remove = useDeleteComment();
  const [content, setContent] = useState('');
  const isCurrent = usePlayerState(
    (state) => state.queue[state.currentIndex]?.track.id === track.id,
  );
  const positionMs = usePlayerState((state) =>
    isCurrent ? Math.floor(state.currentTime * 1000) : null,
  );
  const comments = data?.data ?? [];

  return (
    <section aria-labelledby="comments-heading" className="space-y-5" data-testid="track-comments">
      <h2 id="comments-heading" className="text-xl font-bold md:text-2xl">
        {t('Comments')}{' '}
        <span className="text-base font-normal text-muted">{data ? data.total : ''}</span>
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
      <ul className="space-y-4">
        {comments.map((comment) => (
          <li key={comment.id} className="group flex gap-3" data-testid="comment">
            <Avatar src={comment.user.image} name={comment.user.name} size={36} />
            <div className="min-w-0 flex-1">
              <div className="flex items-center gap-2 text-sm">
                <Link
                  to={paths.userProfile(comment.user)}
                  className="font-semibold hover:underline"
                >
                  {comment.user.name}
                </Link>
                {comment.position_ms !== null ? (
                  <span className="rounded bg-primary/10 px-1.5 text-xs font-medium text-primary tabular-nums">
                    {formatDuration(comment.position_ms)}
                  </span>
                ) : null}
                <span className="text-xs text-muted">
                  <RelativeTime date={comment.created_at} />
                </span>
              </div>
              <p className="mt-0.5 text-sm break-words">{comment.content}</p>
            </div>
            {user && user.id === comment.user.id ? (
              <AriaButton
                aria-label={t('Delete comment')}
                onPress={() => remove.mutate({ id: comment.id, trackId: track.id })}
                className="grid size-8 place-items-center rounded-full text-muted opacity-0 outline-none group-hover:opacity-100 hover:text-danger focus-visible:opacity-100"
              >
                <Trash2 aria-hidden className="size-4" />
              </AriaButton>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
