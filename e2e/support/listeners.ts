import { randomBytes } from 'node:crypto';
import { expect, type Browser, type Page } from '@playwright/test';
import { registerThroughApi } from './account-users';
import { acceptCookies } from './player';

export interface Listener {
  page: Page;
  id: number;
  name: string;
}

/** A cookie-authenticated write, with the XSRF header the web client sends. */
export async function apiWrite(
  page: Page,
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  data: object = {},
) {
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN');
  const response = await page.request.fetch(url, {
    method,
    data,
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf?.value ?? ''), Accept: 'application/json' },
  });
  expect(response.ok(), `${method} ${url}: ${response.status()}`).toBe(true);
  return response.status() === 204 ? null : ((await response.json()) as unknown);
}

/**
 * A freshly registered user in a browser context of their own (a second person), named
 * "<firstName> <random>" so people can find them by name.
 */
export async function newListener(browser: Browser, firstName: string): Promise<Listener> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await acceptCookies(page);
  await registerThroughApi(page);
  const lastName = randomBytes(4).toString('hex');
  const { user } = (await apiWrite(page, 'PUT', '/api/v1/users/me', {
    first_name: firstName,
    last_name: lastName,
  })) as { user: { id: number; name: string } };
  expect(user.name).toBe(`${firstName} ${lastName}`);
  return { page, id: user.id, name: user.name };
}

/** A new private playlist of `owner`: its id and the address of its page. */
export async function createPrivatePlaylist(
  owner: Listener,
  name: string,
): Promise<{ id: number; url: string }> {
  const { playlist } = (await apiWrite(owner.page, 'POST', '/api/v1/playlists', {
    name,
    public: false,
  })) as { playlist: { id: number } };
  return { id: playlist.id, url: `/playlist/${playlist.id}/${slug(name)}` };
}

/** The slug the web app puts in track and album URLs. */
export function slug(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}
