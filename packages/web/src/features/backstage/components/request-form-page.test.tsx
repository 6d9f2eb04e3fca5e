import { screen, waitFor } from '@testing-library/react';
import { BACKSTAGE_MESSAGES } from '@tonearm/shared/backstage/backstage.schemas';
import { MUSIC_MESSAGES } from '@tonearm/shared/music/music.schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testUser } from '@/test/render-with-providers';
import { RequestFormPage } from './request-form-page';
import { answer, fail, sentBodies, sentRequests } from '@/test/http';

afterEach(() => {
  vi.restoreAllMocks();
});

const asUser = {
  bootstrap: {
    user: testUser({
      id: 5,
      permissions: [{ name: 'backstageRequests.create', restrictions: [] }],
    }),
  },
};

const submitted = { request: { id: 42, type: 'become-artist', status: 'pending' } };

describe('the backstage request form', () => {
  it('sends a become-artist request with its links, then opens request-submitted', async () => {
    answer.post('*', submitted, { status: 201 });
    const { events } = renderWithProviders(<RequestFormPage type="become-artist" />, {
      ...asUser,
      path: '/backstage/requests/become-artist',
    });
    const send = screen.getByRole('button', { name: 'Send request' });
    expect(send).toBeDisabled();
    await events.type(screen.getByLabelText(/Artist name/), 'The Newcomers');
    await events.click(screen.getByRole('button', { name: 'Add link' }));
    await events.type(screen.getByLabelText('URL'), 'https://example.com/band');
    await events.type(screen.getByLabelText('Title'), 'Site');
    await events.type(screen.getByLabelText('Message'), 'Hello');
    await waitFor(() => expect(send).toBeEnabled());
    await events.click(send);
    await waitFor(() =>
      expect(sentBodies('post', 'backstage-requests')).toContainEqual({
        type: 'become-artist',
        artist_id: null,
        artist_name: 'The Newcomers',
        image: null,
        links: [{ url: 'https://example.com/band', title: 'Site' }],
        proof_file_ids: [],
        message: 'Hello',
      }),
    );
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/backstage/requests/42/request-submitted',
    );
  }, 15_000);

  it('refuses a link that is not http(s) before sending', async () => {
    const { events } = renderWithProviders(<RequestFormPage type="become-artist" />, asUser);
    await events.type(screen.getByLabelText(/Artist name/), 'Linker');
    await events.click(screen.getByRole('button', { name: 'Add link' }));
    await events.type(screen.getByLabelText('URL'), 'ftp://example.com');
    expect(await screen.findByText(MUSIC_MESSAGES.linkScheme)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send request' })).toBeDisabled();
    expect(sentRequests('post')).toEqual([]);
  });

  it('shows the server refusal of a second pending request', async () => {
    fail.post('*', 422, { message: BACKSTAGE_MESSAGES.alreadyPending, errors: {} });
    const { events } = renderWithProviders(<RequestFormPage type="become-artist" />, asUser);
    await events.type(screen.getByLabelText(/Artist name/), 'Again');
    await events.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(BACKSTAGE_MESSAGES.alreadyPending)).toBeInTheDocument();
  });

  it('verify-artist chooses among the artists the user manages', async () => {
    answer.get('*', {
      artists: [
        { id: 7, name: 'Mine', image: null, verified: false },
        { id: 8, name: 'Already', image: null, verified: true },
      ],
    });
    answer.post('*', submitted, { status: 201 });
    const { events } = renderWithProviders(<RequestFormPage type="verify-artist" />, asUser);
    await events.click(await screen.findByRole('button', { name: 'Mine' }));
    expect(screen.queryByRole('button', { name: 'Already' })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Artist name/)).toHaveValue('Mine');
    await events.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() =>
      expect(sentBodies('post', 'backstage-requests')).toContainEqual(
        expect.objectContaining({ type: 'verify-artist', artist_id: 7, artist_name: 'Mine' }),
      ),
    );
  });

  it('claim-artist searches artists and sends the chosen one', async () => {
    answer.get('*', {
      query: 'old',
      results: { artists: [{ id: 3, name: 'Old Timers', image: null }] },
    });
    answer.post('*', submitted, { status: 201 });
    const { events } = renderWithProviders(<RequestFormPage type="claim-artist" />, asUser);
    expect(screen.getByRole('button', { name: 'Send request' })).toBeDisabled();
    await events.type(screen.getByLabelText('Search artists'), 'old');
    await events.click(await screen.findByRole('button', { name: 'Old Timers' }));
    expect(sentRequests('get', 'search').map(({ query }) => query)).toContainEqual({
      query: 'old',
      types: 'artists',
      limit: '8',
    });
    await events.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() =>
      expect(sentBodies('post', 'backstage-requests')).toContainEqual(
        expect.objectContaining({ type: 'claim-artist', artist_id: 3, artist_name: 'Old Timers' }),
      ),
    );
  });
});
