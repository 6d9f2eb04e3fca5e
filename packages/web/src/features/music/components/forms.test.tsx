import { screen, waitFor, within } from '@testing-library/react';
import {
  MUSIC_MESSAGES,
  draftsResponseSchema,
  editableTrackResponseSchema,
} from '@tonearm/shared/music/music.schemas';
import { searchResponseSchema } from '@tonearm/shared/search/search.schemas';
import { describe, expect, it } from 'vitest';
import { toastStore } from '@/components/ui/toast/toast-store';
import { answer, fail, sentRequests } from '@/test/http';
import { renderWithProviders, resetTestState, testUser } from '@/test/render-with-providers';
import { ArtistForm } from './artist-form';
import { TrackForm } from './track-form';
import { draftTrack } from '@/test/music-test-fixtures';

/** GET answers by URL: no drafts, and the artist search finds nobody. */
function answerGets() {
  answer.get('backstage/drafts', { tracks: [], albums: [] }, draftsResponseSchema);
  answer.get(
    'search',
    {
      query: '',
      results: { tracks: [], albums: [], artists: [], playlists: [], users: [], tags: [] },
    },
    searchResponseSchema,
  );
}

const artist = {
  id: 4,
  name: 'Neon Harbor',
  image: null,
  bio: null,
  verified: false,
  links: [],
  genres: [],
  followers_count: 0,
  plays_count: 0,
  images: [],
  user_id: 7,
};

describe('ArtistForm', () => {
  it('says a link must be http(s) and keeps Save off until it is', async () => {
    const { events } = renderWithProviders(<ArtistForm artist={artist} />, {
      bootstrap: { user: testUser() },
    });
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await events.click(screen.getByRole('button', { name: 'Add link' }));
    const link = screen.getByTestId('artist-link');
    await events.type(within(link).getByRole('textbox', { name: 'URL' }), 'ftp://x');
    expect(await screen.findByText(MUSIC_MESSAGES.linkScheme)).toBeInTheDocument();
    expect(save).toBeDisabled();

    const url = within(link).getByRole('textbox', { name: 'URL' });
    await events.clear(url);
    await events.type(url, 'https://x.io');
    await waitFor(() => expect(screen.queryByText(MUSIC_MESSAGES.linkScheme)).toBeNull());
    await waitFor(() => expect(save).toBeEnabled());
  }, 20_000);

  it('shows Verified only to music.update holders', () => {
    renderWithProviders(<ArtistForm artist={artist} />, { bootstrap: { user: testUser() } });
    expect(screen.queryByRole('checkbox', { name: 'Verified' })).toBeNull();
    resetTestState();
    renderWithProviders(<ArtistForm artist={artist} />, {
      bootstrap: { user: testUser({ permissions: [{ id: 1, name: 'music.update' }] as never }) },
    });
    expect(screen.getByRole('checkbox', { name: 'Verified' })).toBeInTheDocument();
  });
});

describe('TrackForm', () => {
  const track = draftTrack({ id: 12, name: 'Untitled 01' });

  it('needs an artist, then saves the changed title with PUT tracks/{id}', async () => {
    answerGets();
    answer.put(
      'tracks/:id',
      { track: { ...track, name: 'Harbour Lights' } },
      editableTrackResponseSchema,
    );
    const { events } = renderWithProviders(<TrackForm track={track} />, {
      bootstrap: { user: testUser() },
    });
    const save = screen.getByTestId('save-track');
    expect(save).toBeDisabled();

    await events.click(screen.getByRole('button', { name: 'Remove Neon Harbor' }));
    expect(await screen.findByText(MUSIC_MESSAGES.artistRequired)).toBeInTheDocument();
    expect(save).toBeDisabled();

    const artists = screen.getByRole('textbox', { name: 'Artists' });
    await events.type(artists, 'Neon Harbor{Enter}');
    await waitFor(() => expect(screen.queryByText(MUSIC_MESSAGES.artistRequired)).toBeNull());

    const title = screen.getByRole('textbox', { name: 'Title' });
    await events.clear(title);
    await events.type(title, 'Harbour Lights');
    await waitFor(() => expect(save).toBeEnabled());
    await events.click(save);
    await waitFor(() => expect(sentRequests('put')).not.toHaveLength(0));
    const { path, body } = sentRequests('put')[0]!;
    expect(path).toBe('/api/v1/tracks/12');
    expect(body).toMatchObject({ name: 'Harbour Lights', artists: [{ name: 'Neon Harbor' }] });
  }, 20_000);

  it("puts the server's field errors on the fields", async () => {
    answerGets();
    fail.put('tracks/:id', 422, { message: 'Invalid', errors: { name: ['This name is taken.'] } });
    const { events } = renderWithProviders(<TrackForm track={track} />, {
      bootstrap: { user: testUser() },
    });
    const title = screen.getByRole('textbox', { name: 'Title' });
    await events.type(title, '!');
    await events.click(screen.getByTestId('save-track'));
    expect(await screen.findByText('This name is taken.')).toBeInTheDocument();
    expect(toastStore.get()).toBeNull();
  });
});
