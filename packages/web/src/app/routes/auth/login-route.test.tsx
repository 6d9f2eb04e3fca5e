import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/components/ui/toast/toast-store';
import { clearActiveWorkspace, getActiveWorkspaceId } from '@/lib/active-workspace';
import { apiClient } from '@/lib/api-client';
import { getBootstrapData } from '@/lib/bootstrap-store';
import {
  apiError,
  apiResponse,
  findProbedLocation,
  renderWithProviders,
  testBootstrapData,
  testUser,
} from '@/test/render-with-providers';
import { LoginRoute } from './login-route';

afterEach(() => {
  clearActiveWorkspace();
});

const INVITE = '8d0e5b1c-4a8e-4b71-9c2f-0d0b8a3e1f11';
const JOIN_URL = `/workspace/join/login?email=jo%40x.io&inviteId=${INVITE}`;
const loggedIn = () => testBootstrapData({ user: testUser({ email: 'jo@x.io' }) });

function renderLogin(url = JOIN_URL) {
  return renderWithProviders(<LoginRoute />, {
    path: url.split('?')[0],
    url,
    bootstrap: {},
  });
}

/** The server: login (optionally with a two-factor step) and the join answer. */
function fakeServer({
  twoFactor = false,
  join = () =>
    Promise.resolve(
      apiResponse({ workspace: { id: 12, name: 'The Band', members_count: 3, role: 'member' } }),
    ),
}: { twoFactor?: boolean; join?: () => Promise<unknown> } = {}) {
  const post = vi.spyOn(apiClient, 'post').mockImplementation((url: string) => {
    if (url === 'auth/login')
      return Promise.resolve(
        apiResponse(
          twoFactor ? { two_factor: true } : { status: 'success', bootstrapData: loggedIn() },
        ),
      );
    if (url === 'auth/two-factor-challenge')
      return Promise.resolve(apiResponse({ status: 'success', bootstrapData: loggedIn() }));
    return Promise.reject(apiError(404));
  });
  const get = vi.spyOn(apiClient, 'get').mockImplementation((url: string) => {
    if (url === `workspace/join/${INVITE}`) return join() as ReturnType<typeof apiClient.get>;
    return Promise.reject(apiError(404));
  });
  return { post, get };
}

async function signIn(events: ReturnType<typeof renderLogin>['events']) {
  await events.type(screen.getByLabelText('Password'), 'secret-password');
  await events.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('LoginRoute on an invitation link (/workspace/join/login?email=…&inviteId=…)', () => {
  it('prefills the email, and after login joins the workspace, which becomes active', async () => {
    const server = fakeServer();
    const { events } = renderLogin();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('jo@x.io');
    await signIn(events);

    expect(await findProbedLocation()).toBe('/');
    expect(server.post).toHaveBeenCalledWith(
      'auth/login',
      expect.objectContaining({ email: 'jo@x.io', password: 'secret-password' }),
    );
    expect(server.get).toHaveBeenCalledWith(`workspace/join/${INVITE}`);
    expect(getActiveWorkspaceId()).toBe(12);
    expect(toastStore.get()?.message).toBe('Joined workspace');
    expect(getBootstrapData().user?.email).toBe('jo@x.io');
  });

  it('joins after the two-factor step, not before', async () => {
    const server = fakeServer({ twoFactor: true });
    const { events } = renderLogin();
    await signIn(events);
    const code = await screen.findByRole('textbox', { name: 'Code' });
    expect(server.get).not.toHaveBeenCalled();

    await events.type(code, '123456');
    await events.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await findProbedLocation()).toBe('/');
    expect(server.get).toHaveBeenCalledWith(`workspace/join/${INVITE}`);
    expect(getActiveWorkspaceId()).toBe(12);
  });

  it('says "This invite is no longer valid" when it is gone, and still logs in', async () => {
    fakeServer({ join: () => Promise.reject(apiError(404)) });
    const { events } = renderLogin();
    await signIn(events);
    expect(await findProbedLocation()).toBe('/');
    await waitFor(() => expect(toastStore.get()?.message).toBe('This invite is no longer valid'));
    expect(getActiveWorkspaceId()).toBe(0);
    expect(getBootstrapData().user).not.toBeNull();
  });

  it('offers sign-up on the invitation register page, keeping the invitation', () => {
    fakeServer();
    renderLogin();
    expect(screen.getByRole('link', { name: 'Sign up.' })).toHaveAttribute(
      'href',
      `/workspace/join/register?email=jo%40x.io&inviteId=${INVITE}`,
    );
  });

  it('joins nothing on the plain login page', async () => {
    const server = fakeServer();
    const { events } = renderLogin(`/login?inviteId=${INVITE}`);
    await events.type(screen.getByRole('textbox', { name: 'Email' }), 'jo@x.io');
    await signIn(events);
    expect(await findProbedLocation()).toBe('/');
    expect(server.get).not.toHaveBeenCalled();
    expect(getActiveWorkspaceId()).toBe(0);
  });
});
