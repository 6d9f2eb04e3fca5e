import { screen, within } from '@testing-library/react';
import {
  trackCommentsResponseSchema,
  type Comment,
  type CommentReply,
  type Track,
} from '@tonearm/shared/catalog/catalog.schemas';
import { describe, expect, it } from 'vitest';
import { answer, pageOf } from '@/test/http';
import { renderWithProviders, testUser } from '@/test/render-with-providers';
import { TrackComments } from './track-comments';

const track = { id: 5, name: 'Harbour Lights', duration_ms: 60_000 } as Track;
const ada = { id: 7, name: 'Ada Lovelace', image: null };
const ruben = { id: 8, name: 'Ruben Reply', image: null };

const reply = (overrides: Partial<CommentReply>): CommentReply => ({
  id: 2,
  content: 'A Juno-60, I think',
  position_ms: 1000,
  user: ruben,
  deleted: false,
  created_at: '2026-01-01T00:00:00.000Z',
  parent_id: 1,
  ...overrides,
});

function answerComments(comments: Comment[], commentsCount: number) {
  answer.get(
    `tracks/${track.id}/comments`,
    { pagination: pageOf(comments, 1, 20), comments_count: commentsCount },
    trackCommentsResponseSchema,
  );
}

describe('TrackComments', () => {
  it("shows a deleted comment as a muted line, with nobody's name, above the replies it keeps", async () => {
    const tombstone: Comment = {
      ...reply({ id: 1, content: '', position_ms: null, user: null, deleted: true }),
      parent_id: null,
      replies_count: 1,
      replies: [reply({})],
    };
    answerComments([tombstone], 1);
    renderWithProviders(<TrackComments track={track} />, { bootstrap: { user: testUser(ada) } });

    const thread = await screen.findByTestId('comment');
    expect(within(thread).getByTestId('comment-deleted')).toHaveTextContent(
      'This comment was deleted',
    );
    const replies = within(thread).getByRole('list', { name: 'Replies to a deleted comment' });
    expect(within(replies).getByText('A Juno-60, I think')).toBeInTheDocument();
    expect(within(replies).getByText('Ruben Reply')).toBeInTheDocument();
    // Nothing to answer or delete on the tombstone itself: only the reply offers a reply.
    expect(within(thread).getAllByTestId('reply-button')).toHaveLength(1);
    expect(within(thread).queryByRole('button', { name: 'Delete comment' })).toBeNull();
    // The count is of the comments still standing; the timeline leaves the tombstone out.
    expect(screen.getByTestId('comments-count')).toHaveTextContent('1');
    expect(within(screen.getByTestId('comment-timeline')).queryAllByRole('button')).toHaveLength(0);
  });

  it('names whom a reply answers, but not when it answers a deleted reply', async () => {
    const thread: Comment = {
      ...reply({ id: 1, content: 'Which synth?', user: ada }),
      parent_id: null,
      replies_count: 2,
      replies: [
        reply({ id: 2, content: '', user: null, deleted: true, position_ms: null }),
        reply({ id: 3, content: 'Thanks!', user: ada, parent_id: 2 }),
        reply({ id: 4, content: 'You are welcome', user: ruben, parent_id: 3 }),
      ],
    };
    answerComments([thread], 3);
    renderWithProviders(<TrackComments track={track} />);

    const replies = await screen.findAllByTestId('comment-reply');
    expect(replies).toHaveLength(3);
    expect(replies[0]).toHaveTextContent('This comment was deleted');
    expect(replies[1]).not.toHaveTextContent('replying to');
    expect(replies[2]).toHaveTextContent('replying to Ada Lovelace');
    expect(screen.getByTestId('comments-count')).toHaveTextContent('3');
  });
});
