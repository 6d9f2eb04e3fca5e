import { randomBytes } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { ADMIN, loginAsAdminThroughForm } from './support/session';
import { useDedicatedServerWithInbox } from './support/spec-server';

/**
 * Custom pages and the contact form, on a server of this spec's own that
 * sends real SMTP mail: an admin writes and publishes a page with the rich-text editor and a
 * guest reads it at both URL forms; a guest sends the contact form and the mail reaches the
 * site's contact address (the first admin) with Reply-To set to the guest.
 */
test.describe.configure({ mode: 'default' });

const { server, inbox } = useDedicatedServerWithInbox({ SEED_DEMO: 'false' });
const at = server.at;

async function guestPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'cookie_notice', value: 'true', url: server.url }]);
  return context.newPage();
}

async function loginAsAdmin(page: Page): Promise<void> {
  await page.context().addCookies([{ name: 'cookie_notice', value: 'true', url: server.url }]);
  await loginAsAdminThroughForm(page, at('/login'));
}

test('an admin publishes a page with the rich-text editor and a guest reads it at both URLs', async ({
  page,
  browser,
}) => {
  const suffix = randomBytes(3).toString('hex');
  const title = `Listening guide ${suffix}`;
  const slug = `listening-guide-${suffix}`;

  await loginAsAdmin(page);
  await page.goto(at('/admin'));
  await page.getByRole('link', { name: 'Custom pages' }).click();
  await expect(page.getByRole('heading', { name: 'Custom pages', level: 1 })).toBeVisible();
  // The seeded legal pages are listed.
  await expect(page.getByRole('link', { name: 'Privacy policy' })).toBeVisible();
  await page.getByRole('link', { name: 'New page' }).click();
  await expect(page).toHaveURL(/\/admin\/custom-pages\/new$/);

  const create = page.getByRole('button', { name: 'Create page' });
  await expect(create).toBeDisabled();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  // The slug follows the title until it is edited.
  await expect(page.getByRole('textbox', { name: 'Slug', exact: true })).toHaveValue(slug);

  const editor = page.getByTestId('rich-text-editor');
  await editor.click();
  await page.getByRole('button', { name: 'Heading', exact: true }).click();
  await page.keyboard.type('Getting started');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Press play and ');
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('turn it up');
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('.');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Bulleted list' }).click();
  await page.keyboard.type('Headphones on');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Volume up');
  await expect(editor.locator('h2')).toHaveText('Getting started');
  await expect(editor.locator('strong')).toHaveText('turn it up');

  await page.getByRole('textbox', { name: 'SEO title' }).fill(`${title} | Tonearm`);
  await page.getByRole('textbox', { name: 'SEO description' }).fill('How to listen well.');
  await expect(create).toBeEnabled();
  await create.click();
  await expect(page.getByTestId('toast').getByText('Page created')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/custom-pages\/\d+\/edit$/);
  const id = Number(/custom-pages\/(\d+)\/edit/.exec(page.url())![1]);

  const guest = await guestPage(browser);
  for (const url of [`/pages/${slug}`, `/pages/${id}/${slug}`]) {
    await guest.goto(at(url));
    const article = guest.getByTestId('custom-page');
    await expect(article.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(article.getByRole('heading', { name: 'Getting started', level: 2 })).toBeVisible();
    await expect(article.locator('strong')).toHaveText('turn it up');
    await expect(article.getByRole('listitem')).toHaveText(['Headphones on', 'Volume up']);
  }
  // The page's answer is in the HTML itself (no round trip on the first load).
  const html = await (await guest.request.get(at(`/pages/${slug}`))).text();
  expect(html).toContain(`/api/v1/custom-pages/${slug}`);
  expect(html).toContain('How to listen well.');

  await guest.goto(at('/pages/no-such-page'));
  await expect(guest.getByTestId('not-found-page')).toBeVisible();
  await guest.context().close();
});

test('a guest sends the contact form and the mail arrives with Reply-To set to them', async ({
  browser,
}) => {
  const guest = await guestPage(browser);
  const email = `visitor-${randomBytes(4).toString('hex')}@example.com`;
  await guest.goto(at('/pages/privacy-policy'));
  await expect(guest.getByRole('heading', { name: 'Privacy policy', level: 1 })).toBeVisible();
  await guest.getByRole('link', { name: 'contact us' }).first().click();
  await expect(guest).toHaveURL(/\/contact$/);

  const send = guest.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await guest.getByRole('textbox', { name: 'Name' }).fill('Vera Visitor');
  await guest.getByRole('textbox', { name: 'Email' }).fill(email);
  await expect(send).toBeDisabled();
  await guest.getByRole('textbox', { name: 'Message' }).fill('Could you add more jazz?\nThanks!');
  await expect(send).toBeEnabled();
  const since = Date.now();
  await send.click();
  await expect(
    guest.getByTestId('toast').getByText('Your message has been submitted.'),
  ).toBeVisible();
  await expect(guest.getByRole('textbox', { name: 'Name' })).toHaveValue('');

  const mail = await inbox.waitForMail(ADMIN.email, since);
  expect(mail.replyTo?.value[0]?.address).toBe(email);
  expect(mail.text).toContain('Could you add more jazz?');
  await guest.context().close();
});

test('the admins see the message in the contact messages list', async ({ page }) => {
  await loginAsAdmin(page);
  await page.goto(at('/admin/contact-messages'));
  await page.getByRole('link', { name: 'Vera Visitor' }).first().click();
  await expect(page.getByTestId('contact-message')).toContainText('Could you add more jazz?');
});

test('the page editor opens and edits under the Content-Security-Policy without a violation', async ({
  page,
}) => {
  // Both the console message and the DOM event: either alone can miss a kind of violation.
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy|violates/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `Content-Security-Policy violation: ${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  await loginAsAdmin(page);

  await page.goto(at('/admin/custom-pages/new'));
  const editor = page.getByTestId('rich-text-editor');
  await editor.click();
  await page.keyboard.type('Typed under a strict policy');
  await expect(editor).toContainText('Typed under a strict policy');
  expect(violations).toEqual([]);
  // TipTap's own stylesheet applies (white-space: pre-wrap keeps typed spaces).
  await expect(editor).toHaveCSS('white-space', /pre-wrap|break-spaces/);

  await page.goto(at('/admin/custom-pages'));
  await page.getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page.getByTestId('rich-text-editor')).toBeVisible();
  await expect(page.getByTestId('rich-text-editor')).toContainText(/\w/);
  expect(violations).toEqual([]);
});
