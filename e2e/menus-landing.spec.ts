import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEFAULT_MENUS } from '../packages/shared/src/menus/default-menus';
import { menusSettingSchema, type Menu } from '../packages/shared/src/menus/menus.schemas';
import { newAccount, registerThroughApi } from './support/account-users';
import { loginAsAdminThroughForm } from './support/session';
import { useDedicatedServer } from './support/spec-server';

/**
 * Menus and the landing page on a server of this spec's own: it changes the
 * site's menus, homepage and billing, which no other spec may see. The demo seed gives it
 * plans. The tests run in order in one worker.
 */
test.describe.configure({ mode: 'default' });

const server = useDedicatedServer();
const at = server.at;

/** A user registered in a browser context of their own; returns the page and the user id. */
async function newUserPage(browser: Browser): Promise<{ page: Page; userId: number }> {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  const account = await registerThroughApi(page, newAccount());
  const row = server.db.prepare('select id from users where email = ?').get(account.email) as {
    id: number;
  };
  return { page, userId: row.id };
}

function grantPermission(userId: number, name: string): void {
  const permission = server.db.prepare('select id from permissions where name = ?').get(name) as {
    id: number;
  };
  server.db
    .prepare(
      'insert into user_permissions (user_id, permission_id, restrictions) values (?, ?, null)',
    )
    .run(userId, permission.id);
}

const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

test('a navbar item with a permission shows only to users holding it, in the navbar and the mobile drawer', async ({
  browser,
}) => {
  // The admin adds the item in the appearance editor ("Done means") and saves.
  const adminContext = await browser.newContext({ baseURL: server.url });
  const admin = await adminContext.newPage();
  await loginAsAdminThroughForm(admin, at('/login'));
  await admin.goto(at('/admin/appearance/menus'));
  const primaryName = (DEFAULT_MENUS[0] as Menu).name;
  await admin
    .getByRole('list', { name: 'Menus' })
    .getByRole('button', { name: new RegExp(`^${primaryName}`) })
    .click();
  await admin.getByRole('button', { name: 'Add item' }).click();
  const itemEditor = admin.getByRole('region', { name: 'Edit menu item' });
  await itemEditor.getByRole('textbox', { name: 'Label' }).fill('Studio');
  await itemEditor.getByRole('textbox', { name: 'Action' }).fill('/backstage/upload');
  await itemEditor.getByPlaceholder('Filter permissions').fill('music.create');
  await itemEditor.getByText('Upload and create music.').click();
  await expect(itemEditor.getByRole('list', { name: 'Required permissions' })).toContainText(
    'music.create',
  );
  await admin.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(admin.getByText('Appearance saved').first()).toBeVisible();
  // Saved through PUT admin/appearance, checked by the same schema.
  const saved = menusSettingSchema.parse(server.getSetting('menus'));
  expect(saved[0]!.items.at(-1)).toMatchObject({
    label: 'Studio',
    action: '/backstage/upload',
    permissions: ['music.create'],
  });
  await adminContext.close();

  const holder = await newUserPage(browser);
  const other = await newUserPage(browser);
  grantPermission(holder.userId, 'music.create');

  await holder.page.goto(at('/'));
  await expect(mainNavigation(holder.page).getByRole('link', { name: 'Studio' })).toHaveAttribute(
    'href',
    '/backstage/upload',
  );

  await other.page.goto(at('/'));
  await expect(mainNavigation(other.page).getByRole('link', { name: 'Search' })).toBeVisible();
  await expect(mainNavigation(other.page).getByRole('link', { name: 'Studio' })).toHaveCount(0);

  // At phone width the drawer carries the same items, filtered the same way.
  for (const [page, count] of [
    [holder.page, 1],
    [other.page, 0],
  ] as const) {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Main navigation' });
    await expect(drawer.getByRole('link', { name: 'Search' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Studio' })).toHaveCount(count);
  }
  await holder.page.context().close();
  await other.page.context().close();
});

test('the landing page shows the configured headline, features, pricing while billing is on, and its footer menu', async ({
  page,
}) => {
  server.setSetting('homepage.type', 'landingPage');
  server.setSetting('landing.headline', 'Every record, one tap away');
  server.setSetting('landing.actions', [
    { label: 'Browse the catalog', action: '/search', type: 'primary' },
  ]);
  server.setSetting('landing.features_title', 'Why people stay');
  server.setSetting('landing.features', [
    { title: 'Hi-fi streams', body: 'Lossless where it matters.', icon: 'headphones' },
  ]);
  server.setSetting('landing.secondary_features', [
    { title: 'Built for crates', subtitle: 'Library', body: 'Sort it your way.', image: '' },
  ]);
  server.setSetting('landing.pricing_title', 'Pick a plan');
  server.setSetting('billing.enable', true);
  // The landing footer shows the menu placed there (the default footer menu gives it up).
  server.setSetting('menus', [
    ...DEFAULT_MENUS.map((menu) => ({
      ...menu,
      positions: menu.positions.filter((position) => position !== 'landing-footer'),
    })),
    {
      id: 'landing-links',
      name: 'Landing links',
      positions: ['landing-footer'],
      items: [{ id: 'press', label: 'Press kit', type: 'route', action: '/pages/press' }],
    },
  ]);

  await page.goto(at('/'));
  const landing = page.getByTestId('landing-page');
  await expect(landing.getByRole('heading', { level: 1 })).toHaveText('Every record, one tap away');
  await expect(landing.getByRole('link', { name: 'Browse the catalog' })).toHaveAttribute(
    'href',
    '/search',
  );
  await expect(landing.getByRole('heading', { name: 'Why people stay' })).toBeVisible();
  await expect(landing.getByRole('heading', { name: 'Hi-fi streams' })).toBeVisible();
  await expect(landing.getByRole('heading', { name: 'Built for crates' })).toBeVisible();
  const pricing = landing.getByTestId('landing-pricing');
  await expect(pricing.getByRole('heading', { name: 'Pick a plan' })).toBeVisible();
  await expect(pricing.getByTestId('plan-list').getByRole('article').first()).toBeVisible();
  await expect(
    landing.getByTestId('site-footer').getByRole('link', { name: 'Press kit' }),
  ).toHaveAttribute('href', '/pages/press');

  // Billing off: no plans on the landing page.
  server.setSetting('billing.enable', false);
  await page.goto(at('/landing'));
  await expect(landing.getByRole('heading', { level: 1 })).toHaveText('Every record, one tap away');
  await expect(landing.getByTestId('landing-pricing')).toHaveCount(0);
});
