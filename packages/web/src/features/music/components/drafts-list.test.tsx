import { screen, waitFor, within } from '@testing-library/react';
import {
  draftsResponseSchema,
  publishResponseSchema,
  type DraftsResponse,
} from '@tonearm/shared/music/music.schemas';
import { describe, expect, it } from 'vitest';
import { toastStore } from '@/components/ui/toast/toast-store';
import { answer } from '@/test/http';
import { renderWithProviders, testUser } from '@/test/render-with-providers';
import { DRAFTS_POLL_MS, draftsQueryOptions } from '../api/music-api';
import { DraftsList, groupDrafts } from './drafts-list';
import { draftAlbum, draftTrack } from '@/test/music-test-fixtures';

const album = draftAlbum({ id: 20, name: 'Night Drive' });
const drafts: DraftsResponse = {
  tracks: [
    draftTrack({ id: 3, name: 'Coda', album_id: 20, number: 2 }),
    draftTrack({
      id: 5,
      name: 'Loose single',
      tags: [{ id: 1, name: 'synthwave', slug: 'synthwave' }],
    }),
    draftTrack({ id: 2, name: 'Intro', album_id: 20, number: 1 }),
    draftTrack({
      id: 9,
      name: 'Still going',
      processing: 'processing',
      processing_progress: 40,
    }),
    draftTrack({
      id: 11,
      name: 'Broken',
      processing: 'failed',
      processing_error: 'This file is not audio the server can read.',
    }),
  ],
  albums: [album],
};

describe('groupDrafts', () => {
  it('puts album tracks under their album in number order, the rest after', () => {
    const groups = groupDrafts(drafts.tracks, drafts.albums);
    expect(groups.map((g) => g.album?.name ?? null)).toEqual(['Night Drive', null]);
    expect(groups[0]!.tracks.map((t) => t.name)).toEqual(['Intro', 'Coda']);
    expect(groups[1]!.tracks.map((t) => t.name)).toEqual(['Loose single', 'Still going', 'Broken']);
  });
});

describe('drafts polling', () => {
  it('asks again every 2 s while a track is queued or processing, and stops when all are done', () => {
    const interval = draftsQueryOptions().refetchInterval as (query: unknown) => number | false;
    const query = (data: DraftsResponse) => ({ state: { data } });
    expect(interval(query(drafts))).toBe(DRAFTS_POLL_MS);
    expect(interval(query({ tracks: [draftTrack({ processing: 'queued' })], albums: [] }))).toBe(
      DRAFTS_POLL_MS,
    );
    expect(
      interval(
        query({ tracks: [draftTrack(), draftTrack({ id: 2, processing: 'failed' })], albums: [] }),
      ),
    ).toBe(false);
    expect(interval({ state: { data: undefined } })).toBe(false);
  });
});

function answerDrafts() {
  answer.get('backstage/drafts', drafts, draftsResponseSchema);
}

describe('DraftsList', () => {
  it('shows the groups, progress, errors and tags, and publishes the selected drafts by id', async () => {
    answerDrafts();
    const publish = answer.post(
      'music/publish',
      { tracks: [draftTrack({ id: 5, name: 'Loose single', status: 'published' })] },
      publishResponseSchema,
    );
    const { events } = renderWithProviders(<DraftsList />, { bootstrap: { user: testUser() } });

    const groups = await screen.findAllByTestId('draft-group');
    expect(within(groups[0]!).getByTestId('draft-group-title')).toHaveTextContent('Night Drive');
    expect(
      within(groups[0]!)
        .getAllByTestId('draft-title')
        .map((n) => n.textContent),
    ).toEqual(['1.Intro', '2.Coda']);
    expect(within(groups[1]!).getByTestId('draft-group-title')).toHaveTextContent('Singles');
    expect(screen.getByRole('progressbar', { name: 'Processing Still going' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(screen.getByTestId('draft-error')).toHaveTextContent('not audio the server can read');
    expect(screen.getByTestId('draft-tags')).toHaveTextContent('synthwave');

    await events.click(screen.getByRole('checkbox', { name: 'Select Loose single' }));
    await events.click(screen.getByRole('checkbox', { name: 'Select Intro' }));
    await events.click(screen.getByRole('button', { name: 'Publish selected (2)' }));
    await waitFor(() =>
      expect(publish.bodies).toContainEqual({ track_ids: [5, 2], album_ids: [] }),
    );
    await waitFor(() =>
      expect(toastStore.get()).toMatchObject({
        message: 'Published “Loose single”',
        action: { label: 'View', target: '/track/5/loose-single' },
      }),
    );
  });

  it('publishes a whole album, and everything', async () => {
    answerDrafts();
    const publish = answer.post('music/publish', { tracks: [] }, publishResponseSchema);
    const { events } = renderWithProviders(<DraftsList />, { bootstrap: { user: testUser() } });
    await events.click(await screen.findByRole('button', { name: 'Publish album' }));
    await waitFor(() => expect(publish.bodies.at(-1)).toEqual({ track_ids: [], album_ids: [20] }));
    await events.click(screen.getByRole('button', { name: 'Publish all' }));
    await waitFor(() =>
      expect(publish.bodies.at(-1)).toEqual({ track_ids: [5, 9, 11], album_ids: [20] }),
    );
  });

  it('opens a draft in place in the track form', async () => {
    answerDrafts();
    const { events } = renderWithProviders(<DraftsList />, { bootstrap: { user: testUser() } });
    const row = (await screen.findAllByTestId('draft-row'))[0]!;
    await events.click(within(row).getByRole('button', { name: 'Edit' }));
    expect(within(row).getByRole('textbox', { name: 'Title' })).toHaveValue('Intro');
  });
});
