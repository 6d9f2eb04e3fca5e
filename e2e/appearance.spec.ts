import { expect, test, type Frame, type Page } from '@playwright/test';
import { useDedicatedServer } from './support/spec-server';
import { loginAsAdminThroughForm, pageInNewContext } from './support/session';

/**
 * The appearance editor ("Done means"): edits show in the live preview before
 * they are saved, and once saved every visitor gets them. On a server of this spec's own: it
 * changes the site's theme and custom code. The tests run in order in one worker.
 */
test.describe.configure({ mode: 'default' });

const server = useDedicatedServer();
const at = server.at;

/** The preview frame once the app in it has started and painted its theme. */
async function previewFrame(page: Page): Promise<Frame> {
  await expect(page.getByTestId('appearance-preview')).toBeVisible();
  await expect.poll(() => page.frame({ name: 'appearance-editor' }) !== null).toBe(true);
  const frame = page.frame({ name: 'appearance-editor' })!;
  await expect
    .poll(() => frame.evaluate(() => document.documentElement.dataset.themeId), {
      timeout: 30_000,
    })
    .toBeTruthy();
  return frame;
}

/** What an element painted with the theme's primary colour and panel radius computes to. */
function themedProbe(target: Page | Frame) {
  return target.evaluate(() => {
    const probe = document.createElement('div');
    probe.style.backgroundColor = 'rgb(var(--be-primary))';
    probe.style.borderRadius = 'var(--be-radius)';
    document.body.appendChild(probe);
    const style = getComputedStyle(probe);
    const answer = { background: style.backgroundColor, radius: style.borderTopLeftRadius };
    probe.remove();
    return answer;
  });
}

test('the preview follows the primary colour and radius as they are typed; saving reaches every visitor', async ({
  page,
  browser,
}) => {
  await loginAsAdminThroughForm(page, at('/login'));
  await page.goto(at('/admin/appearance/themes'));
  await page.getByRole('link', { name: /Daylight/ }).click();
  await expect(page).toHaveURL(/\/admin\/appearance\/themes\/\d+$/);
  const frame = await previewFrame(page);
  expect(await themedProbe(frame)).toEqual({ background: 'rgb(214, 31, 105)', radius: '12px' });

  await page.getByRole('textbox', { name: 'Primary', exact: true }).fill('#0a78c8');
  await page.getByRole('textbox', { name: 'Panel corner radius' }).fill('2px');

  // Before saving: the frame shows the draft, a visitor still the saved theme.
  await expect
    .poll(() => themedProbe(frame))
    .toEqual({ background: 'rgb(10, 120, 200)', radius: '2px' });
  const guestBefore = await pageInNewContext(browser);
  await guestBefore.goto(at('/'));
  expect((await themedProbe(guestBefore)).background).toBe('rgb(214, 31, 105)');
  await guestBefore.context().close();

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('toast')).toContainText('Appearance saved');

  const guest = await pageInNewContext(browser);
  await guest.goto(at('/'));
  await expect
    .poll(() => themedProbe(guest))
    .toEqual({ background: 'rgb(10, 120, 200)', radius: '2px' });
  await guest.context().close();
});

test('the preview is the real app, navigable by its path field', async ({ page }) => {
  await loginAsAdminThroughForm(page, at('/login'));
  await page.goto(at('/admin/appearance/general'));
  const frame = await previewFrame(page);
  await page.getByRole('textbox', { name: 'Site name' }).fill('Night Radio');
  await expect(frame.getByTestId('site-logo').first()).toHaveAttribute('alt', 'Night Radio');
  const path = page.getByRole('textbox', { name: 'Preview path' });
  await path.fill('/account-settings');
  await path.press('Enter');
  await expect.poll(() => frame.url()).toContain('/account-settings');
  // Reset puts the saved name back, in the preview too.
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByRole('textbox', { name: 'Site name' })).toHaveValue('Tonearm');
});

test('custom CSS previews as typed; saved custom CSS and JS run for visitors under the strict CSP', async ({
  page,
  browser,
}) => {
  await loginAsAdminThroughForm(page, at('/login'));
  await page.goto(at('/admin/appearance/custom-code'));
  const frame = await previewFrame(page);
  await page
    .getByRole('textbox', { name: 'Custom CSS' })
    .fill('body { outline: 3px solid rgb(1, 2, 3); }');
  await expect
    .poll(() => frame.evaluate(() => getComputedStyle(document.body).outlineColor))
    .toBe('rgb(1, 2, 3)');
  await page
    .getByRole('textbox', { name: 'Custom JavaScript' })
    .fill("document.documentElement.dataset.customCode = 'ran';");
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('toast')).toContainText('Appearance saved');

  const guest = await pageInNewContext(browser);
  const violations: string[] = [];
  guest.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await guest.goto(at('/'));
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(/script-src [^;]*/.exec(csp)?.[0]).not.toContain('unsafe-inline');
  await expect
    .poll(() => guest.evaluate(() => document.documentElement.dataset.customCode))
    .toBe('ran');
  expect(await guest.evaluate(() => getComputedStyle(document.body).outlineColor)).toBe(
    'rgb(1, 2, 3)',
  );
  expect(violations).toEqual([]);
  await guest.context().close();
});
