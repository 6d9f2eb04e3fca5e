import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type Page,
} from '@playwright/test';
import { generate } from 'otplib';
import { useDedicatedServerWithInbox } from './support/spec-server';

/**
 * Accounts and authentication flows against a server of this spec's own: it turns
 * on email confirmation and reCAPTCHA and sends real SMTP mail to an smtp-server this spec
 * runs, none of which may touch the shared server other specs use. The tests run in order in
 * one worker (one server), each with its own users.
 */
test.describe.configure({ mode: 'default' });

const PASSWORD = 'a long unusual passphrase';
const { server, inbox } = useDedicatedServerWithInbox();
const at = server.at;

test.beforeAll(() => {
  server.setSetting('require_email_confirmation', true);
  server.setSetting('branding.site_name', 'Groove');
});
let counter = 0;
const newEmail = (label: string) => `${label}-${Date.now()}-${counter++}@example.com`;

/** An API client of the dedicated server holding an XSRF token, like a browser. */
async function apiClient(): Promise<{
  api: APIRequestContext;
  post: (url: string, data?: unknown) => ReturnType<APIRequestContext['post']>;
  get: APIRequestContext['get'];
}> {
  const api = await playwrightRequest.newContext({ baseURL: server.url });
  await api.get('/api/v1/health');
  const xsrf = async () =>
    decodeURIComponent(
      (await api.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')!.value,
    );
  return {
    api,
    get: api.get.bind(api),
    post: async (url, data) =>
      api.post(url, {
        data: data ?? {},
        headers: { 'X-XSRF-TOKEN': await xsrf(), Accept: 'application/json' },
      }),
  };
}

/** A verified user made through the real register call; the verification is set in the DB. */
async function createVerifiedUser(label: string) {
  const email = newEmail(label);
  const client = await apiClient();
  const response = await client.post('/auth/register', {
    email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
  });
  expect(response.ok()).toBe(true);
  server.db
    .prepare('update users set email_verified_at = ? where email = ?')
    .run(new Date().toISOString(), email);
  return { email, client };
}

async function logIn(page: Page, email: string, password = PASSWORD) {
  await page.goto(at('/login'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('register with email confirmation: validation, the mailed code, and the gate lifting', async ({
  page,
}) => {
  server.setSetting('registration.policies', [{ id: 'terms', label: 'I accept the terms' }]);
  await page.goto(at('/register'));
  await expect(page.getByRole('heading', { name: 'Create a new account' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Already have an account? Sign in.' })).toBeVisible();
  // No social provider is enabled: no divider.
  await expect(page.getByText('OR', { exact: true })).toHaveCount(0);

  // Email, password, confirmation and every policy are required.
  await page.getByRole('button', { name: 'Create account' }).click();
  const form = page.getByTestId('register-form');
  await expect(form.getByText('This field is required.')).toHaveCount(4);

  const email = newEmail('register');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm password').fill('different');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByText('The password must be at least 8 characters.')).toBeVisible();
  await expect(form.getByText('The password confirmation does not match.')).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill('password1');
  await page.getByLabel('Confirm password').fill('password1');
  await page.getByRole('checkbox', { name: 'I accept the terms' }).check({ force: true });
  const sentAfter = Date.now();
  await page.getByRole('button', { name: 'Create account' }).click();
  // The common-password rule lives on the server; its answer lands on the field.
  await expect(
    form.getByText('This password is too common. Choose a less predictable one.'),
  ).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();

  // Needs_email_verification goes to /, where the verify gate shows.
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  await expect(page).toHaveURL(at('/'));
  const masked = `${email.slice(0, 2)}****@example.com`;
  await expect(page.getByText(`Enter the verification code we sent to ${masked}`)).toBeVisible();
  const code = page.getByRole('textbox', { name: 'Code' });
  await expect(code).toHaveAttribute('placeholder', 'Enter your verification code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('maxlength', '6');
  await expect(code).toBeFocused();

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('This field is required.')).toBeVisible();
  await code.fill('12ab');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Code must be numeric.')).toBeVisible();

  const mail = await inbox.waitForMail(email, sentAfter);
  expect(mail.subject).toMatch(/^Your Groove verification code: \d{6}$/);
  const sentCode = /\b(\d{6})\b/.exec(mail.text ?? '')![1]!;
  expect(mail.html).toContain(sentCode);

  const wrong = sentCode === '000000' ? '111111' : '000000';
  await code.fill(wrong);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('This code is not valid.')).toBeVisible();

  // A resend mails a new code; the toast says so.
  const resentAfter = Date.now();
  await page.getByRole('button', { name: 'request a resend' }).click();
  await expect(page.getByTestId('toast').getByText('Email sent')).toBeVisible();
  const resent = await inbox.waitForMail(email, resentAfter);
  const freshCode = /\b(\d{6})\b/.exec(resent.text ?? '')![1]!;

  await code.fill(freshCode);
  await page.getByRole('button', { name: 'Next' }).click();
  // The page reloads and the gate lifts.
  await expect(page.getByTestId('gate-screen')).toHaveCount(0);
  await expect(page.getByTestId('user-menu-trigger')).toBeVisible();
  server.setSetting('registration.policies', []);
});

test('login with two-factor: a code, then a recovery code that works once', async ({ browser }) => {
  const { email, client } = await createVerifiedUser('two-factor');
  expect((await client.post('/auth/user/confirm-password', { password: PASSWORD })).ok()).toBe(
    true,
  );
  expect((await client.post('/auth/user/two-factor-authentication')).ok()).toBe(true);
  const { secret } = (await (await client.get('/auth/user/two-factor/qr-code')).json()) as {
    secret: string;
  };
  const confirmed = await client.post('/auth/user/confirmed-two-factor-authentication', {
    code: await generate({ secret }),
  });
  const { recovery_codes: recoveryCodes } = (await confirmed.json()) as {
    recovery_codes: string[];
  };
  expect(recoveryCodes).toHaveLength(8);

  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, email);
  const challenge = page.getByTestId('two-factor-challenge');
  await expect(challenge.getByRole('heading', { name: 'Two factor authentication' })).toBeVisible();
  const codeField = challenge.getByLabel('Code');
  await codeField.fill('123');
  await challenge.getByRole('button', { name: 'Continue' }).click();
  await expect(challenge.getByText('The code must be 6 characters.')).toBeVisible();
  await codeField.fill('000000');
  await challenge.getByRole('button', { name: 'Continue' }).click();
  await expect(
    challenge.getByText('The provided two factor authentication code was invalid.'),
  ).toBeVisible();
  // The setup used this time step's code: the next step's code is accepted once.
  await codeField.fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
  await challenge.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(at('/'));
  await expect(page.getByTestId('user-menu-trigger')).toBeVisible();
  await context.close();

  const useRecoveryCode = async (code: string) => {
    const ctx = await browser.newContext();
    const p = await ctx.newPage();
    await logIn(p, email);
    const form = p.getByTestId('two-factor-challenge');
    await form.getByRole('button', { name: 'Use a recovery code' }).click();
    const field = form.getByLabel('Recovery code');
    await expect(field).toHaveAttribute('maxlength', '21');
    await field.fill('too-short');
    await form.getByRole('button', { name: 'Continue' }).click();
    await expect(form.getByText('The recovery code must be 21 characters.')).toBeVisible();
    await field.fill(code);
    await form.getByRole('button', { name: 'Continue' }).click();
    return { ctx, page: p, form };
  };

  const first = await useRecoveryCode(recoveryCodes[0]!);
  await expect(first.page).toHaveURL(at('/'));
  await expect(first.page.getByTestId('user-menu-trigger')).toBeVisible();
  await first.ctx.close();

  const second = await useRecoveryCode(recoveryCodes[0]!);
  await expect(
    second.form.getByText('The provided two factor recovery code was invalid.'),
  ).toBeVisible();
  await expect(second.page).toHaveURL(at('/login'));
  await second.ctx.close();
});

test('"Stay signed in for a month" gives a 30-day cookie; unticked, a browser-session one', async ({
  browser,
}) => {
  const { email } = await createVerifiedUser('remember');
  const sessionCookie = async (remember: boolean) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(at('/login'));
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    if (!remember)
      await page
        .getByRole('checkbox', { name: 'Stay signed in for a month' })
        .uncheck({ force: true });
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByTestId('user-menu-trigger')).toBeVisible();
    const cookie = (await context.cookies()).find((c) => c.name === 'tonearm_session')!;
    await context.close();
    return cookie;
  };
  const remembered = await sessionCookie(true);
  const days = (remembered.expires - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(29.9);
  expect(days).toBeLessThanOrEqual(30);
  expect((await sessionCookie(false)).expires).toBe(-1);
});

test('forgot and reset password through the emailed link', async ({ page }) => {
  const { email } = await createVerifiedUser('reset');

  await page.goto(at('/forgot-password'));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('This field is required.')).toBeVisible();

  await page.goto(at(`/forgot-password?email=${encodeURIComponent(email)}`));
  const emailField = page.getByLabel('Email');
  await expect(emailField).toHaveValue(email);
  await expect(emailField).toBeDisabled();
  const sentAfter = Date.now();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page
      .getByTestId('toast')
      .getByText(
        'If that email address is in our records, we have emailed a password reset link to it.',
      ),
  ).toBeVisible();
  await expect(page).toHaveURL(at('/login'));

  const mail = await inbox.waitForMail(email, sentAfter);
  expect(mail.subject).toBe('Reset your Groove password');
  const link = new URL(/https?:\/\/\S+\/password\/reset\/\S+/.exec(mail.text ?? '')![0]);
  expect(link.searchParams.get('email')).toBe(email);
  await page.goto(at(`${link.pathname}${link.search}`));
  await expect(page.getByLabel('Email')).toHaveValue(email);
  const newPassword = 'my fresh new passphrase';
  await page.getByLabel('New password').fill(newPassword);
  await page.getByLabel('Confirm password').fill('not the same');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('The password confirmation does not match.')).toBeVisible();
  await page.getByLabel('Confirm password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByTestId('toast').getByText('Your password has been reset!')).toBeVisible();
  await expect(page).toHaveURL(at('/login'));

  // The link works once.
  await page.goto(at(`${link.pathname}${link.search}`));
  await page.getByLabel('New password').fill('yet another passphrase');
  await page.getByLabel('Confirm password').fill('yet another passphrase');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('This password reset link is invalid or has expired.')).toBeVisible();

  await logIn(page, email, newPassword);
  await expect(page.getByTestId('user-menu-trigger')).toBeVisible();
});

test('a banned user sees only the suspended screen and can log out', async ({ page }) => {
  const { email } = await createVerifiedUser('banned');
  await logIn(page, email);
  await expect(page.getByTestId('user-menu-trigger')).toBeVisible();
  // Test-only: the ban is written to the row, as an admin's ban would.
  server.db
    .prepare('update users set banned_at = ? where email = ?')
    .run(new Date().toISOString(), email);
  await page.goto(at('/'));
  await expect(page.getByRole('heading', { name: 'Your account is suspended' })).toBeVisible();
  await expect(
    page.getByText(
      "You can't open Groove because your account is suspended. Contact the Admin to re-activate your account.",
    ),
  ).toBeVisible();
  await expect(page.getByTestId('navbar')).toHaveCount(0);
  await expect(page.getByRole('textbox')).toHaveCount(0);
  const refused = await page.request.get(at('/auth/user/confirmed-password-status'));
  expect(refused.status()).toBe(403);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(at('/login'));
  await expect(page.getByTestId('login-form')).toBeVisible();
});

test('registration with reCAPTCHA on shows "Could not verify you are human." when the check fails', async ({
  page,
}) => {
  server.setSetting('recaptcha.site_key', 'test-site-key');
  server.setSetting('recaptcha.enable.register', true);
  try {
    // No network to Google here: the script fails to load, so no human check can pass.
    await page.route(/https:\/\/www\.(google|gstatic)\.com\/recaptcha\/.*/, (route) =>
      route.abort(),
    );
    await page.goto(at('/register'));
    const email = newEmail('robot');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(
      page.getByTestId('toast').getByText('Could not verify you are human.'),
    ).toBeVisible();
    await expect(page).toHaveURL(at('/register'));
    const row = server.db.prepare('select id from users where email = ?').get(email);
    expect(row).toBeUndefined();
  } finally {
    server.setSetting('recaptcha.enable.register', false);
  }
});

test('registration pages: headings, a locked prefilled email, and the disabled redirect', async ({
  page,
}) => {
  await page.goto(at('/register?redirectFrom=pricing'));
  await expect(
    page.getByRole('heading', { name: "First, let's create your account" }),
  ).toBeVisible();
  await page.goto(at('/workspace/join/register?email=invitee%40example.com'));
  await expect(
    page.getByRole('heading', { name: 'To join your team on Groove, create an account' }),
  ).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('invitee@example.com');
  await expect(page.getByLabel('Email')).toBeDisabled();

  server.setSetting('registration.disable', true);
  try {
    await page.goto(at('/register'));
    await expect(page).toHaveURL(at('/login'));
    await page.goto(at('/workspace/join/register'));
    await expect(page.getByTestId('register-form')).toBeVisible();
  } finally {
    server.setSetting('registration.disable', false);
  }
});
