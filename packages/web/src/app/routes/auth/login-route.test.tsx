import { screen, waitFor } from '@testing-library/react';
import { loginAnswerSchema, sessionStartedAnswerSchema } from '@tonearm/shared/auth/auth.schemas';
import { workspaceResponseSchema } from '@tonearm/shared/workspaces/workspaces.schemas';
import { afterEach, describe, expect, it } from 'vitest';
import { toastStore } from '@/components/ui/toast/toast-store';
import { clearActiveWorkspace, getActiveWorkspaceId } from '@/lib/active-workspace';
import { getBootstrapData } from '@/lib/bootstrap-store';
import { answer, fail, sentRequests } from '@/test/http';
import {
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
const JOIN_PATH = `workspace/join/${INVITE}`;
const loggedIn = () => testBootstrapData({ user: testUser({ email: 'jo@x.io' }) });

function renderLogin(url = JOIN_URL) {
  return renderWithProviders(<LoginRoute />, {
    path: url.split('?')[0],
    url,
    bootstrap: {},
  });
}

/** The server: login (optionally with a two-factor step) and the join answer. */
function answerLogin({ twoFactor = false, inviteGone = false } = {}) {
  fail.get('*', 404);
  fail.post('*', 404);
  const login = answer.post(
    'auth/login',
    twoFactor ? { two_factor: true } : { status: 'success', bootstrapData: loggedIn() },
    loginAnswerSchema,
  );
  answer.post(
    'auth/two-factor-challenge',
    { status: 'success', bootstrapData: loggedIn() },
    sessionStartedAnswerSchema,
  );
  if (inviteGone) fail.get(JOIN_PATH, 404);
  else
    answer.get(
      JOIN_PATH,
      { workspace: { id: 12, name: 'The Band', members_count: 3, role: 'member' } },
      workspaceResponseSchema,
    );
  return { login };
}

const joinRequests = () => sentRequests('get', JOIN_PATH);

async function signIn(events: ReturnType<typeof renderLogin>['events']) {
  await events.type(screen.getByLabelText('Password'), 'secret-password');
  await events.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('LoginRoute on an invitation link (/workspace/join/login?email=…&inviteId=…)', () => {
  it('prefills the email, and after login joins the workspace, which becomes active', async () => {
    const server = answerLogin();
    const { events } = renderLogin();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('jo@x.io');
    await signIn(events);

    expect(await findProbedLocation()).toBe('/');
    expect(server.login.bodies).toContainEqual(
      expect.objectContaining({ email: 'jo@x.io', password: 'secret-password' }),
    );
    expect(joinRequests()).not.toHaveLength(0);
    expect(getActiveWorkspaceId()).toBe(12);
    expect(toastStore.get()?.message).toBe('Joined workspace');
    expect(getBootstrapData().user?.email).toBe('jo@x.io');
  });

  it('joins after the two-factor step, not before', async () => {
    answerLogin({ twoFactor: true });
    const { events } = renderLogin();
    await signIn(events);
    const code = await screen.findByRole('textbox', { name: 'Code' });
    expect(sentRequests('get')).toEqual([]);

    await events.type(code, '123456');
    await events.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await findProbedLocation()).toBe('/');
    expect(joinRequests()).not.toHaveLength(0);
    expect(getActiveWorkspaceId()).toBe(12);
  });

  it('says "This invite is no longer valid" when it is gone, and still logs in', async () => {
    answerLogin({ inviteGone: true });
    const { events } = renderLogin();
    await signIn(events);
    expect(await findProbedLocation()).toBe('/');
    await waitFor(() => expect(toastStore.get()?.message).toBe('This invite is no longer valid'));
    expect(getActiveWorkspaceId()).toBe(0);
    expect(getBootstrapData().user).not.toBeNull();
  });

  it('offers sign-up on the invitation register page, keeping the invitation', () => {
    answerLogin();
    renderLogin();
    expect(screen.getByRole('link', { name: 'Sign up.' })).toHaveAttribute(
      'href',
      `/workspace/join/register?email=jo%40x.io&inviteId=${INVITE}`,
    );
  });

  it('joins nothing on the plain login page', async () => {
    answerLogin();
    const { events } = renderLogin(`/login?inviteId=${INVITE}`);
    await events.type(screen.getByRole('textbox', { name: 'Email' }), 'jo@x.io');
    await signIn(events);
    expect(await findProbedLocation()).toBe('/');
    expect(sentRequests('get')).toEqual([]);
    expect(getActiveWorkspaceId()).toBe(0);
  });
});
