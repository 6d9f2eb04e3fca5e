import { screen, waitFor } from '@testing-library/react';
import type { BootstrapData } from '@tonearm/shared/bootstrap/bootstrap.schemas';
import { describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/components/ui/toast/toast-store';
import { getBootstrapData } from '@/lib/bootstrap-store';
import {
  findProbedLocation,
  renderWithProviders,
  testBootstrapData,
  testUser,
  type TestBootstrapOptions,
} from '@/test/render-with-providers';
import { answer, fail, sentRequests } from '@/test/http';
import { ONBOARDING_SELECTION_KEY } from '../hooks/use-auth-redirect';
import { LoginForm } from './login-form';

function renderLogin({
  url = '/login',
  onTwoFactor,
  bootstrap = {},
}: { url?: string; onTwoFactor?: () => void; bootstrap?: TestBootstrapOptions } = {}) {
  return renderWithProviders(<LoginForm onTwoFactor={onTwoFactor} />, {
    bootstrap,
    path: '/login',
    url,
  });
}

function emailField() {
  return screen.getByRole('textbox', { name: 'Email' });
}

function passwordField() {
  return screen.getByLabelText('Password');
}

function loggedIn(overrides: Parameters<typeof testUser>[0] = {}): BootstrapData {
  return testBootstrapData({ user: testUser(overrides) });
}

/** Answers auth/login with the bootstrap data of `data`. */
function answerLogin(data: BootstrapData = loggedIn()) {
  return answer.post('auth/login', { status: 'success', bootstrapData: data });
}

async function signIn(
  events: ReturnType<typeof renderLogin>['events'],
  email = 'john@example.com',
  password = 'secret-password',
) {
  await events.type(emailField(), email);
  await events.type(passwordField(), password);
  await events.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('LoginForm', () => {
  it('shows the form with "Stay signed in for a month" checked by default', () => {
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('type', 'email');
    expect(passwordField()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: 'Stay signed in for a month' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Sign up.' })).toHaveAttribute('href', '/register');
  });

  it('leaves the sign-up link out when registration is disabled', () => {
    renderLogin({ bootstrap: { settings: { 'registration.disable': true } } });
    expect(screen.queryByRole('link', { name: 'Sign up.' })).not.toBeInTheDocument();
  });

  it('requires the email and the password before calling the server', async () => {
    const { events } = renderLogin();
    await events.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(emailField()).toHaveAccessibleDescription('This field is required.'),
    );
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(passwordField()).toHaveAccessibleDescription('This field is required.');
    expect(sentRequests('post')).toEqual([]);
  });

  it('rejects an email that is not an address', async () => {
    const { events } = renderLogin();
    await signIn(events, 'john');
    await waitFor(() =>
      expect(emailField()).toHaveAccessibleDescription('Enter a valid email address.'),
    );
    expect(sentRequests('post')).toEqual([]);
  });

  it('posts the email, the password and remember: true to auth/login', async () => {
    const post = answerLogin();
    const { events } = renderLogin();
    await signIn(events);
    await waitFor(() =>
      expect(post.bodies).toContainEqual({
        email: 'john@example.com',
        password: 'secret-password',
        remember: true,
      }),
    );
  });

  it('sends remember: false when "Stay signed in" is unchecked', async () => {
    const post = answerLogin();
    const { events } = renderLogin();
    await events.click(screen.getByRole('checkbox', { name: 'Stay signed in for a month' }));
    await signIn(events);
    await waitFor(() =>
      expect(post.bodies).toContainEqual(expect.objectContaining({ remember: false })),
    );
  });

  it('disables "Continue" while signing in', async () => {
    answer.post('auth/login', {}, { pending: true });
    const { events } = renderLogin();
    await signIn(events);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled());
  });

  it("shows the server's email error on the email field and stays on the page", async () => {
    fail.post('auth/login', 422, {
      message: 'These credentials do not match our records.',
      errors: { email: ['These credentials do not match our records.'] },
    });
    const { events } = renderLogin();
    const before = getBootstrapData();
    await signIn(events);
    await waitFor(() =>
      expect(emailField()).toHaveAccessibleDescription(
        'These credentials do not match our records.',
      ),
    );
    expect(emailField()).toHaveFocus();
    expect(toastStore.get()).toBeNull();
    expect(getBootstrapData()).toBe(before);
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('toasts a failure that carries no field error', async () => {
    fail.post('auth/login', 500, { message: 'Database is down.' });
    const { events } = renderLogin();
    await signIn(events);
    await waitFor(() =>
      expect(toastStore.get()).toMatchObject({ message: 'Database is down.', type: 'danger' }),
    );
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('hands a two-factor answer to onTwoFactor without logging in', async () => {
    answer.post('auth/login', { two_factor: true });
    const onTwoFactor = vi.fn();
    const { events } = renderLogin({ onTwoFactor });
    const before = getBootstrapData();
    await signIn(events);
    await waitFor(() => expect(onTwoFactor).toHaveBeenCalledTimes(1));
    expect(getBootstrapData()).toBe(before);
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });
});

describe('LoginForm after a successful login', () => {
  it('applies the new bootstrap data and sends a user to /', async () => {
    const data = loggedIn();
    answerLogin(data);
    const { events, router } = renderLogin();
    await signIn(events);
    expect(await findProbedLocation()).toBe('/');
    // The data came over the wire: the same data, not the same object.
    expect(getBootstrapData()).toEqual(data);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('clears the query cache', async () => {
    answerLogin();
    const { events, queryClient } = renderLogin();
    queryClient.setQueryData(['user-workspaces'], ['guest data']);
    await signIn(events);
    await findProbedLocation();
    expect(queryClient.getQueryData(['user-workspaces'])).toBeUndefined();
  });

  it('sends an admin to /admin', async () => {
    answerLogin(loggedIn({ permissions: [{ name: 'admin.access' }] }));
    const { events } = renderLogin({ url: '/login' });
    await signIn(events);
    expect(await findProbedLocation()).toBe('/admin');
  });

  it('sends an admin on their way to a page there instead', async () => {
    answerLogin(loggedIn({ permissions: [{ name: 'admin.access' }] }));
    const { events } = renderLogin({ url: '/login?redirect=%2Fapi-docs' });
    await signIn(events);
    expect(await findProbedLocation()).toBe('/api-docs');
  });

  it('sends a user with a stored onboarding selection to its checkout', async () => {
    localStorage.setItem(ONBOARDING_SELECTION_KEY, JSON.stringify({ productId: 3, priceId: 9 }));
    answerLogin();
    const { events } = renderLogin({ url: '/login?redirect=%2Flibrary' });
    await signIn(events);
    expect(await findProbedLocation()).toBe('/checkout/3/9');
  });

  it('follows a same-site redirect query parameter', async () => {
    answerLogin();
    const { events } = renderLogin({ url: '/login?redirect=%2Flibrary%2Fsongs%3Fsort%3Dnew' });
    await signIn(events);
    expect(await findProbedLocation()).toBe('/library/songs?sort=new');
  });

  it.each([
    ['//evil.com/phish', '%2F%2Fevil.com%2Fphish'],
    ['/\\evil.com', '%2F%5Cevil.com'],
    ['/<tab>/evil.com', '%2F%09%2Fevil.com'],
    ['https://evil.com', 'https%3A%2F%2Fevil.com'],
  ])('never follows a redirect to another site (%s) and goes to / instead', async (_, encoded) => {
    answerLogin();
    const { events } = renderLogin({ url: `/login?redirect=${encoded}` });
    await signIn(events);
    expect(await findProbedLocation()).toBe('/');
  });
});

describe('demo-site login', () => {
  it('comes prefilled with the demo credentials on a demo site', () => {
    renderLogin({
      bootstrap: {
        settings: {
          'site.demo': true,
          'site.demo_email': 'demo@example.com',
          'site.demo_password': 'demo-pass',
        },
      },
    });
    expect(emailField()).toHaveValue('demo@example.com');
    expect(passwordField()).toHaveValue('demo-pass');
  });

  it('starts empty when the site is not a demo', () => {
    renderLogin({ bootstrap: { settings: { 'site.demo': false, 'site.demo_email': 'x@y.z' } } });
    expect(emailField()).toHaveValue('');
    expect(passwordField()).toHaveValue('');
  });
});
