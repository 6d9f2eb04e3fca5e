import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/components/ui/toast/toast-store';
import { clearActiveWorkspace, getActiveWorkspaceId } from '@/lib/active-workspace';
import { getBootstrapData } from '@/lib/bootstrap-store';
import { answer, answerGets, fail, sentRequests } from '@/test/http';
import {
  findProbedLocation,
  renderWithProviders,
  resetTestState,
  testBootstrapData,
  testUser,
  type TestBootstrapOptions,
} from '@/test/render-with-providers';
import { RegisterForm } from './register-form';

// The real estimator takes seconds to load in jsdom; password-strength-meter.test.tsx uses it.
vi.mock('../hooks/password-strength-estimator', () => ({ estimatePasswordScore: () => 3 }));

function renderRegister({
  url = '/register',
  path = '/register',
  bootstrap = {},
}: {
  url?: string;
  path?: string;
  bootstrap?: TestBootstrapOptions;
} = {}) {
  return renderWithProviders(<RegisterForm />, {
    bootstrap,
    path,
    url,
  });
}

const PASSWORD = 'quiet-owl-9';
const email = () => screen.getByRole('textbox', { name: 'Email' });
const password = () => screen.getByLabelText('Password');
const confirmation = () => screen.getByLabelText('Confirm password');

describe('RegisterForm', () => {
  it('shows the default heading, the fields and the sign-in link', () => {
    renderRegister();
    expect(screen.getByRole('heading', { name: 'Create a new account' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Already have an account? Sign in.' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('greets invitees and workspace joiners with the site name', () => {
    renderRegister({
      url: '/register?invite_id=5',
      bootstrap: { settings: { 'branding.site_name': 'Groove' } },
    });
    expect(
      screen.getByRole('heading', { name: 'To join your team on Groove, create an account' }),
    ).toBeInTheDocument();
  });

  it('says "First, let\'s create your account" when coming from pricing', () => {
    renderRegister({ url: '/register?redirectFrom=pricing' });
    expect(
      screen.getByRole('heading', { name: "First, let's create your account" }),
    ).toBeInTheDocument();
  });

  it('prefills and locks the email from the query', () => {
    renderRegister({ url: '/register?email=jo%40x.io' });
    expect(email()).toHaveValue('jo@x.io');
    expect(email()).toBeDisabled();
  });

  it('redirects to /login when registration is disabled', async () => {
    renderRegister({ bootstrap: { settings: { 'registration.disable': true } } });
    expect(await findProbedLocation()).toBe('/login');
  });

  it('stays on the workspace page when registration is disabled', () => {
    renderRegister({
      url: '/workspace/join/register',
      path: '/workspace/join/register',
      bootstrap: { settings: { 'registration.disable': true } },
    });
    expect(screen.getByTestId('register-form')).toBeInTheDocument();
  });

  it('requires the fields and every policy checkbox before calling the server', async () => {
    const { events } = renderRegister({
      bootstrap: {
        settings: { 'registration.policies': [{ id: 'terms', label: 'I accept the terms' }] },
      },
    });
    await events.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(email()).toHaveAccessibleDescription('This field is required.'));
    expect(password()).toHaveAccessibleDescription('This field is required.');
    expect(confirmation()).toHaveAccessibleDescription('This field is required.');
    expect(screen.getAllByText('This field is required.')).toHaveLength(4);
    expect(sentRequests('post')).toHaveLength(0);
  });

  it('refuses a confirmation that does not match', async () => {
    const { events } = renderRegister();
    await events.type(email(), 'jo@x.io');
    await events.type(password(), 'quiet-owl-9');
    await events.type(confirmation(), 'quiet-owl-8');
    await events.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(confirmation()).toHaveAccessibleDescription(
        'The password confirmation does not match.',
      ),
    );
  });

  it('posts the fields and policies, applies the data and goes to / when verification is needed', async () => {
    const data = testBootstrapData({ user: testUser({ email_verified_at: null }) });
    const register = answer.post('auth/register', {
      status: 'needs_email_verification',
      bootstrapData: data,
    });
    const { events } = renderRegister({
      bootstrap: {
        settings: { 'registration.policies': [{ id: 'terms', label: 'I accept the terms' }] },
      },
    });
    await events.type(email(), 'jo@x.io');
    await events.type(password(), PASSWORD);
    await events.type(confirmation(), PASSWORD);
    await events.click(screen.getByRole('checkbox', { name: 'I accept the terms' }));
    await events.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(register.bodies).toContainEqual({
        email: 'jo@x.io',
        password: PASSWORD,
        password_confirmation: PASSWORD,
        terms: true,
      }),
    );
    expect(await findProbedLocation()).toBe('/');
    // The data came over the wire: the same data, not the same object.
    expect(getBootstrapData()).toEqual(data);
  });

  it('sends the invite along and goes to the redirect target on success', async () => {
    fail.get('*', 404);
    const register = answer.post('auth/register', {
      status: 'success',
      bootstrapData: testBootstrapData({ user: testUser() }),
    });
    const { events } = renderRegister({
      url: '/workspace/join/register?invite_id=7&redirect=%2Flibrary',
      path: '/workspace/join/register',
    });
    await events.type(email(), 'jo@x.io');
    await events.type(password(), PASSWORD);
    await events.type(confirmation(), PASSWORD);
    await events.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(register.bodies).toContainEqual(
        expect.objectContaining({ invite_id: '7', invite_type: 'workspace' }),
      ),
    );
    expect(await findProbedLocation()).toBe('/library');
  });

  it("shows the server's field errors on the fields", async () => {
    fail.post('auth/register', 422, {
      message: 'The email has already been taken.',
      errors: { email: ['The email has already been taken.'] },
    });
    const { events } = renderRegister();
    await events.type(email(), 'jo@x.io');
    await events.type(password(), PASSWORD);
    await events.type(confirmation(), PASSWORD);
    await events.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(email()).toHaveAccessibleDescription('The email has already been taken.'),
    );
  });

  it('shows "Could not verify you are human." when the reCAPTCHA check fails, without registering', async () => {
    // The script cannot load in jsdom: the check fails.
    const append = vi
      .spyOn(document.head, 'appendChild')
      .mockImplementation(<T extends Node>(node: T) => {
        const script = node as unknown as HTMLScriptElement;
        setTimeout(() => {
          if (typeof script.onerror === 'function') script.onerror(new Event('error'));
        });
        return node;
      });
    const { events } = renderRegister({
      bootstrap: {
        settings: { 'recaptcha.enable.register': true, 'recaptcha.site_key': 'key' },
      },
    });
    await events.type(email(), 'jo@x.io');
    await events.type(password(), PASSWORD);
    await events.type(confirmation(), PASSWORD);
    await events.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(toastStore.get()).toMatchObject({
        message: 'Could not verify you are human.',
        type: 'danger',
      }),
    );
    expect(sentRequests('post', 'auth/register')).toHaveLength(0);
    append.mockRestore();
  });

  it('shows the social divider and buttons only when a provider is enabled', () => {
    renderRegister();
    expect(screen.queryByText('OR')).not.toBeInTheDocument();
    resetTestState();
    document.body.innerHTML = '';
    renderRegister({ bootstrap: { settings: { 'social.google.enable': true } } });
    expect(screen.getByText('OR')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
  });

  it('reads "Or sign up with" in compact mode', () => {
    renderRegister({
      bootstrap: { settings: { 'social.google.enable': true, 'social.compact_buttons': true } },
    });
    expect(screen.getByText('Or sign up with')).toBeInTheDocument();
  });
});

describe('RegisterForm on an invitation link (/workspace/join/register?email=…&inviteId=…)', () => {
  const INVITE = '8d0e5b1c-4a8e-4b71-9c2f-0d0b8a3e1f11';
  const url = `/workspace/join/register?email=jo%40x.io&inviteId=${INVITE}`;
  const joined = { id: 12, name: 'The Band', members_count: 2, role: 'member' as const };
  const renderInvite = () =>
    renderRegister({
      url,
      path: '/workspace/join/register',
      bootstrap: {
        settings: { 'registration.disable': true, 'branding.site_name': 'Groove' },
      },
    });

  afterEach(() => clearActiveWorkspace());

  it('greets the invitee with the locked address, even while registration is disabled', () => {
    renderInvite();
    expect(
      screen.getByRole('heading', { name: 'To join your team on Groove, create an account' }),
    ).toBeInTheDocument();
    expect(email()).toHaveValue('jo@x.io');
    expect(email()).toBeDisabled();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('sends invite_id and invite_type, then works in the joined workspace', async () => {
    const data = {
      ...testBootstrapData({ user: testUser({ email: 'jo@x.io' }) }),
      workspaces: [{ id: 0, name: 'Default', members_count: 1, role: 'owner' as const }, joined],
    };
    const register = answer.post('auth/register', { status: 'success', bootstrapData: data });
    const { events } = renderInvite();
    await events.type(password(), PASSWORD);
    await events.type(confirmation(), PASSWORD);
    await events.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await findProbedLocation()).toBe('/');
    expect(register.bodies).toContainEqual(
      expect.objectContaining({
        email: 'jo@x.io',
        invite_id: INVITE,
        invite_type: 'workspace',
      }),
    );
    expect(getActiveWorkspaceId()).toBe(12);
    expect(toastStore.get()?.message).toBe('Joined workspace');
    // The answer said which workspace: nothing more to ask.
    expect(sentRequests('get')).toHaveLength(0);
  });

  it('asks GET me/workspaces when the answer does not list the joined workspace', async () => {
    answer.post('auth/register', {
      status: 'success',
      bootstrapData: testBootstrapData({ user: testUser({ email: 'jo@x.io' }) }),
    });
    const { 'me/workspaces': workspaces } = answerGets({
      'me/workspaces': {
        workspaces: [{ id: 0, name: 'Default', members_count: 1, role: 'owner' }, joined],
      },
    });
    const { events } = renderInvite();
    await events.type(password(), PASSWORD);
    await events.type(confirmation(), PASSWORD);
    await events.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await findProbedLocation()).toBe('/');
    expect(workspaces!.calls.length).toBeGreaterThan(0);
    expect(getActiveWorkspaceId()).toBe(12);
  });
});
