import { expect, test, type Browser, type Page } from '@playwright/test';
import { canonicalPaths } from '@tonearm/shared/seo/canonical-paths';
import { newAccount, type TestAccount } from './support/account-users';
import { toggleSwitch } from './support/forms';
import { useDedicatedServer } from './support/spec-server';
import { loginAsAdminThroughForm } from './support/session';

/**
 * Ads and SEO on a server of this spec's own: turning ads on must not touch
 * the shared server other specs use. The tests run in order in one worker.
 */
test.describe.configure({ mode: 'default' });

const server = useDedicatedServer();
const at = server.at;

/**
 * The ad tries to read the page that frames it and the site's cookies, then writes what it
 * got into itself. A sandbox without allow-same-origin makes both a SecurityError.
 */
const PROBE_AD = `<div id="probe" style="height:60px;background:#fde68a">checking</div>
<script>
  var result = [];
  try { result.push('parent:' + parent.document.title); } catch (e) { result.push('parent-blocked:' + e.name); }
  try { result.push('cookie:' + document.cookie); } catch (e) { result.push('cookie-blocked:' + e.name); }
  try { result.push('storage:' + typeof localStorage.length); } catch (e) { result.push('storage-blocked:' + e.name); }
  document.getElementById('probe').textContent = result.join(' ');
</script>`;

/** A new user, logged in, in a browser context of its own. */
async function listener(browser: Browser): Promise<{ page: Page; account: TestAccount }> {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  const account = newAccount();
  await page.goto('/404');
  const xsrf = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')!;
  const response = await page.request.post('/auth/register', {
    data: { ...account, password_confirmation: account.password },
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf.value), Accept: 'application/json' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return { page, account };
}

function firstArtistId(): number {
  const row = server.db.prepare('select id from artists order by id limit 1').get() as {
    id: number;
  };
  return row.id;
}

test('an admin sets an ad: a free listener sees it, sandboxed; an ad-free subscriber does not', async ({
  page,
  browser,
}) => {
  const cspViolations: string[] = [];
  await loginAsAdminThroughForm(page, at('/login'));
  await page.goto(at('/admin/ads'));
  await expect(page.getByRole('heading', { name: 'Ads', level: 1 })).toBeVisible();
  // The cookie notice sits over the bottom of the page until accepted.
  await page.getByTestId('cookie-notice').getByRole('button', { name: 'Accept' }).click();
  await toggleSwitch(page, /Show ads/);
  await page.getByRole('textbox', { name: 'Artist page top' }).fill(PROBE_AD);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('toast')).toContainText('Ads saved');

  const artistId = firstArtistId();
  const free = await listener(browser);
  free.page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  await free.page.goto(`/artist/${artistId}`);
  const slot = free.page.getByTestId('ad-artist_top');
  await expect(slot).toBeVisible();
  const frame = slot.locator('iframe');
  const sandbox = (await frame.getAttribute('sandbox'))!.split(' ');
  expect(sandbox).toContain('allow-scripts');
  expect(sandbox).not.toContain('allow-same-origin');
  // From inside the ad: the parent page, the cookies and the storage are out of reach.
  const probe = free.page.frameLocator('[data-testid="ad-artist_top"] iframe').locator('#probe');
  await expect(probe).toContainText('parent-blocked:SecurityError');
  await expect(probe).toContainText('cookie-blocked:SecurityError');
  await expect(probe).toContainText('storage-blocked:SecurityError');
  // The ad reported its height (60px) and the frame took it.
  await expect(frame).toHaveCSS('height', '60px');
  const box = await slot.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(1000);
  // The page's JSON-LD is data: the strict CSP raised nothing over it.
  expect(await free.page.locator('script[type="application/ld+json"]').count()).toBe(1);
  expect(cspViolations).toEqual([]);

  // A subscriber to the paid demo plan (ad-free) gets neither the slot nor the snippet.
  const subscriber = await listener(browser);
  const userId = (
    server.db.prepare('select id from users where email = ?').get(subscriber.account.email) as {
      id: number;
    }
  ).id;
  const premium = server.db.prepare("select id from products where name = 'Premium'").get() as {
    id: number;
  };
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')!;
  const granted = await page.request.post(at('/api/v1/admin/subscriptions'), {
    data: { user_id: userId, product_id: premium.id, price_id: null, ends_at: null },
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf.value), Accept: 'application/json' },
  });
  expect(granted.status(), await granted.text()).toBe(201);
  // Leave the page it registered from (a guest's page then, which may still ask for ads).
  await subscriber.page.goto('about:blank');
  const frameRequests: string[] = [];
  subscriber.page.on('request', (request) => {
    if (request.url().includes('/api/v1/ads')) frameRequests.push(request.url());
  });
  await subscriber.page.goto(`/artist/${artistId}`);
  await expect(subscriber.page.getByTestId('artist-page')).toBeVisible();
  await expect(subscriber.page.getByTestId('ad-artist_top')).toHaveCount(0);
  expect(frameRequests).toEqual([]);
  const direct = await subscriber.page.request.get('/api/v1/ads/artist_top/frame');
  expect(direct.status()).toBe(404);
  expect(await direct.text()).not.toContain('probe');
});

test('an artist page’s HTML carries its own title, description, og:image and JSON-LD without JavaScript', async ({
  request,
}) => {
  const artist = server.db
    .prepare('select id, name from artists where image is not null order by id limit 1')
    .get() as {
    id: number;
    name: string;
  };
  const response = await request.get(at(`/artist/${artist.id}`));
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(`<title>${artist.name} | Tonearm</title>`);
  expect(html).toMatch(/<meta name="description" content="Listen to [^"]+">/);
  expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"/]+\/[^"]+">/);
  const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  expect(JSON.parse(jsonLd![1]!)).toMatchObject({ '@type': 'MusicGroup', name: artist.name });
});

test('the tab title follows the listener from page to page without a reload', async ({ page }) => {
  const album = server.db
    .prepare(
      `select albums.id, albums.name, artists.name as artist from albums
       join album_artists on album_artists.album_id = albums.id
       join artists on artists.id = album_artists.artist_id
       where albums.id in (select album_id from album_artists group by album_id having count(*) = 1)
       order by albums.id limit 1`,
    )
    .get() as { id: number; name: string; artist: string };
  await page.goto(at(canonicalPaths.album(album.id, album.name, album.artist)));
  await expect(page).toHaveTitle(`${album.name} by ${album.artist} | Tonearm`);
  // Client-side from here on: the served <title> is not what changes the tab.
  await page.getByTestId('album-page').getByRole('link', { name: album.artist }).first().click();
  await expect(page).toHaveURL(/\/artist\//);
  await expect(page).toHaveTitle(`${album.artist} | Tonearm`);
  await page.getByTestId('navbar').getByTestId('site-logo').click();
  await expect(page).toHaveURL(new RegExp(`^${server.url}/$`));
  await expect(page).toHaveTitle('Tonearm');
});
