import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/components/ui/toast/toast-store';
import { apiClient } from '@/lib/api-client';
import { getBootstrapData } from '@/lib/bootstrap-store';
import { renderWithProviders, testUser } from '@/test/render-with-providers';
import { AccountDetailsPanel } from './account-details-panel';
import { answer, fail, sentBodies, sentRequests } from '@/test/http';

function renderPanel() {
  const user = testUser({ first_name: 'John', last_name: 'Doe' });
  return renderWithProviders(<AccountDetailsPanel user={user} />, {
    bootstrap: { user },
    path: '/account-settings',
  });
}

function pick(file: File) {
  fireEvent.change(screen.getByTestId('avatar-input'), { target: { files: [file] } });
}

const png = (size: number) => new File([new Uint8Array(size)], 'me.png', { type: 'image/png' });

describe('AccountDetailsPanel: the avatar client check', () => {
  it('refuses a file that is not an image without uploading', () => {
    renderPanel();
    pick(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByTestId('avatar-error')).toHaveTextContent('Please select an image.');
    expect(sentRequests('post')).toEqual([]);
  });

  it('refuses an SVG, which could carry script', () => {
    renderPanel();
    pick(new File(['<svg/>'], 'a.svg', { type: 'image/svg+xml' }));
    expect(screen.getByTestId('avatar-error')).toHaveTextContent('Please select an image.');
    expect(sentRequests('post')).toEqual([]);
  });

  it('refuses an image over 2 MB (2097152 bytes) without uploading', () => {
    renderPanel();
    pick(png(2_097_153));
    expect(screen.getByTestId('avatar-error')).toHaveTextContent('Please select an image.');
    expect(sentRequests('post')).toEqual([]);
  });

  it('uploads an image of up to 2 MB as the multipart field "file"', async () => {
    const route = answer.post('users/me/avatar', {
      user: testUser({ image: '/storage/avatars/7-a.png' }),
    });
    // jsdom's File loses its bytes and name on the way through the network stand-in, so the
    // file itself is checked where the client is handed it; the request still goes out.
    const post = vi.spyOn(apiClient, 'post');
    renderPanel();
    const file = png(2_097_152);
    pick(file);
    await waitFor(() => expect(toastStore.get()?.message).toBe('Uploaded avatar'));
    expect(route.calls).toHaveLength(1);
    const [url, body] = post.mock.calls[0]!;
    expect(url).toBe('users/me/avatar');
    expect((body as FormData).get('file')).toBe(file);
    expect(screen.queryByTestId('avatar-error')).not.toBeInTheDocument();
    expect(getBootstrapData().user?.image).toBe('/storage/avatars/7-a.png');
  });

  it("shows the server's message for the file field when it has one", async () => {
    fail.post('*', 422, {
      errors: { file: ['The file must be an image (JPEG, PNG, GIF or WebP).'] },
    });
    renderPanel();
    pick(png(100));
    expect(await screen.findByTestId('avatar-error')).toHaveTextContent(
      'The file must be an image (JPEG, PNG, GIF or WebP).',
    );
  });
});

describe('AccountDetailsPanel: names', () => {
  it('enables Save only after a change and toasts "Updated account details"', async () => {
    answer.put('*', { user: testUser({ first_name: 'Jane', name: 'Jane Doe' }) });
    const { events } = renderPanel();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    const first = screen.getByRole('textbox', { name: 'First name' });
    await events.clear(first);
    await events.type(first, 'Jane');
    await waitFor(() => expect(save).toBeEnabled());
    await events.click(save);
    await waitFor(() => expect(toastStore.get()?.message).toBe('Updated account details'));
    expect(sentBodies('put', 'users/me')).toContainEqual({ first_name: 'Jane', last_name: 'Doe' });
    expect(getBootstrapData().user?.name).toBe('Jane Doe');
  });

  it('puts server field errors on the fields', async () => {
    fail.put('*', 422, {
      errors: { last_name: ['The name may not be longer than 100 characters.'] },
    });
    const { events } = renderPanel();
    await events.type(screen.getByRole('textbox', { name: 'Last name' }), 'x');
    await events.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The name may not be longer than 100 characters.'),
    ).toBeInTheDocument();
  });
});
