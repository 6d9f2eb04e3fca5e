import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@tonearm/shared/users/users.schemas';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/components/ui/toast/toast-store';
import { isInAppearanceEditor } from '@/lib/appearance-editor';
import { getBootstrapData } from '@/lib/bootstrap-store';
import { answer, fail, holdAnswer, sentRequests } from '@/test/http';
import { applyTestBootstrapData, testBootstrapData, testUser } from '@/test/render-with-providers';
import { AccountGate } from './account-gate';

vi.mock('@/lib/appearance-editor', () => ({ isInAppearanceEditor: vi.fn() }));

const originalLocation = window.location;
let assign: ReturnType<typeof vi.fn>;
let reload: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.mocked(isInAppearanceEditor).mockReturnValue(false);
  // The gates reload the page or load /login instead of routing; jsdom cannot navigate.
  assign = vi.fn();
  reload = vi.fn();
  Object.defineProperty(window, 'location', {
    configurable: true,
    value: { ...originalLocation, assign, reload },
  });
});

afterEach(() => {
  Object.defineProperty(window, 'location', { configurable: true, value: originalLocation });
});

const unverified = testUser({ email: 'john@example.com', email_verified_at: null });

function renderGate(user: User | null, settings: Record<string, unknown> = {}) {
  applyTestBootstrapData({ user, settings });
  const events = userEvent.setup();
  render(
    <AccountGate>
      <p>The app</p>
    </AccountGate>,
  );
  return { events };
}

/** The verify screen, once its lazily loaded code has rendered. */
async function renderVerifyScreen(user: User = unverified) {
  const rendered = renderGate(user, { require_email_confirmation: true });
  await screen.findByRole('heading', { name: 'Verify your email' });
  return rendered;
}

/** The suspended screen, once its lazily loaded code has rendered. */
async function renderSuspendedScreen(user: User, settings: Record<string, unknown> = {}) {
  const rendered = renderGate(user, settings);
  await screen.findByRole('heading', { name: 'Your account is suspended' });
  return rendered;
}

function codeField() {
  return screen.getByRole('textbox', { name: 'Code' });
}

// The gates load on demand (React.lazy); a cold first import can outlast findBy's 1 s wait on
// a busy machine, so load them once before the tests.
beforeAll(async () => {
  await import('./verify-email-gate');
  await import('./suspended-gate');
});

describe('AccountGate', () => {
  it('renders the app for a verified user', () => {
    renderGate(testUser(), { require_email_confirmation: true });
    expect(screen.getByText('The app')).toBeInTheDocument();
    expect(screen.queryByTestId('gate-screen')).not.toBeInTheDocument();
  });

  it('renders the app for a guest', () => {
    renderGate(null, { require_email_confirmation: true });
    expect(screen.getByText('The app')).toBeInTheDocument();
  });

  it('renders the app for an unverified user when confirmation is not required', () => {
    renderGate(unverified, { require_email_confirmation: false });
    expect(screen.getByText('The app')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Verify your email' })).not.toBeInTheDocument();
  });

  it('lifts the gate once the bootstrap data has a verified user', async () => {
    await renderVerifyScreen();
    expect(screen.queryByText('The app')).not.toBeInTheDocument();
    applyTestBootstrapData({
      user: testUser({ email_verified_at: '2026-02-01T00:00:00.000Z' }),
      settings: { require_email_confirmation: true },
    });
    expect(screen.getByText('The app')).toBeInTheDocument();
  });
});

describe('AccountGate verify screen', () => {
  it('asks for the code sent to the masked address', async () => {
    await renderVerifyScreen();
    expect(screen.queryByText('The app')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
    expect(
      screen.getByText('Enter the verification code we sent to jo****@example.com'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Tonearm' })).toHaveAttribute(
      'src',
      '/images/logo-light.svg',
    );
  });

  it('shows the dark logo under a dark theme', async () => {
    document.cookie = 'theme=dark; path=/';
    await renderVerifyScreen();
    expect(screen.getByRole('img', { name: 'Tonearm' })).toHaveAttribute(
      'src',
      '/images/logo-dark.svg',
    );
  });

  it('has a required, numeric, one-time-code Code field of at most 6 characters, focused', async () => {
    await renderVerifyScreen();
    const field = codeField();
    expect(field).toHaveAttribute('placeholder', 'Enter your verification code');
    expect(field).toHaveAttribute('maxLength', '6');
    expect(field).toHaveAttribute('inputMode', 'numeric');
    expect(field).toHaveAttribute('autoComplete', 'one-time-code');
    expect(field).toBeRequired();
    await waitFor(() => expect(field).toHaveFocus());
  });

  it('keeps at most 6 characters of what is typed', async () => {
    const { events } = await renderVerifyScreen();
    await events.type(codeField(), '12345678');
    expect(codeField()).toHaveValue('123456');
  });

  it('posts the code to validate-email-verification-otp and reloads on success', async () => {
    const validate = answer.post('validate-email-verification-otp', {});
    const { events } = await renderVerifyScreen();
    await events.type(codeField(), '123456');
    await events.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(validate.bodies).toContainEqual({ code: '123456' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('disables "Next" while the code is being checked', async () => {
    const held = holdAnswer({});
    answer.post('validate-email-verification-otp', held.payload);
    const { events } = await renderVerifyScreen();
    await events.type(codeField(), '123456');
    await events.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    held.release();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
  });

  it("shows the server's error for code on the Code field", async () => {
    fail.post('validate-email-verification-otp', 422, {
      message: 'Invalid',
      errors: { code: ['This code is not valid.'] },
    });
    const { events } = await renderVerifyScreen();
    await events.type(codeField(), '000000');
    await events.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(codeField()).toHaveAccessibleDescription('This code is not valid.'));
    expect(codeField()).toHaveAttribute('aria-invalid', 'true');
    expect(reload).not.toHaveBeenCalled();
    expect(toastStore.get()).toBeNull();
  });

  it('toasts a failure without a code error', async () => {
    fail.post('validate-email-verification-otp', 500, { message: 'Mail is down.' });
    const { events } = await renderVerifyScreen();
    await events.type(codeField(), '123456');
    await events.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(toastStore.get()).toMatchObject({ message: 'Mail is down.', type: 'danger' }),
    );
  });

  it('refuses a code that is not numeric, without a call', async () => {
    const { events } = await renderVerifyScreen();
    await events.type(codeField(), '12ab');
    await events.click(screen.getByRole('button', { name: 'Next' }));
    expect(codeField()).toHaveAccessibleDescription('Code must be numeric.');
    expect(sentRequests('post')).toHaveLength(0);
  });

  it('asks for the code when none was entered, without a call', async () => {
    const { events } = await renderVerifyScreen();
    await events.click(screen.getByRole('button', { name: 'Next' }));
    expect(codeField()).toHaveAccessibleDescription('This field is required.');
    expect(sentRequests('post')).toHaveLength(0);
  });

  it('asks for a resend with the email and toasts "Email sent"', async () => {
    const resend = answer.post('resend-email-verification', {});
    const { events } = await renderVerifyScreen();
    await events.click(screen.getByRole('button', { name: 'request a resend' }));
    await waitFor(() =>
      expect(resend.bodies).toContainEqual({
        email: 'john@example.com',
      }),
    );
    await waitFor(() =>
      expect(toastStore.get()).toMatchObject({ message: 'Email sent', type: 'positive' }),
    );
  });

  it('masks an unknown address with asterisks and disables the resend', async () => {
    await renderVerifyScreen(testUser({ email: '', email_verified_at: null }));
    expect(screen.getByText('Enter the verification code we sent to ********')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'request a resend' })).toBeDisabled();
  });

  it('is shown before the suspended screen to a banned, unverified user', async () => {
    await renderVerifyScreen(
      testUser({ email_verified_at: null, banned_at: '2026-01-02T00:00:00Z' }),
    );
    expect(screen.getByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
  });
});

describe('AccountGate suspended screen', () => {
  const banned = testUser({ banned_at: '2026-01-02T00:00:00.000Z' });

  it('tells a banned user their account is suspended, naming the site', async () => {
    await renderSuspendedScreen(banned, { 'branding.site_name': 'Groove' });
    expect(screen.queryByText('The app')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your account is suspended' })).toBeInTheDocument();
    expect(
      screen.getByText(
        "You can't open Groove because your account is suspended. Contact the Admin to re-activate your account.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('logs out with POST auth/logout and loads /login', async () => {
    const guestData = testBootstrapData({ user: null });
    const logout = answer.post('auth/logout', { bootstrapData: guestData });
    const { events } = await renderSuspendedScreen(banned);
    await events.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(logout.bodies).toEqual([undefined]));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/login'));
    // The data came over the wire: the same data, not the same object.
    expect(getBootstrapData()).toEqual(guestData);
  });

  it('refuses to log out inside the appearance editor', async () => {
    vi.mocked(isInAppearanceEditor).mockReturnValue(true);
    const { events } = await renderSuspendedScreen(banned);
    await events.click(screen.getByRole('button', { name: 'Logout' }));
    expect(toastStore.get()).toMatchObject({
      message: "Can't logout while in appearance editor.",
      type: 'danger',
    });
    expect(sentRequests('post')).toHaveLength(0);
    expect(assign).not.toHaveBeenCalled();
  });
});
