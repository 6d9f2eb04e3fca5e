import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../platform/db/schema';
import { ADMIN_AUTHORIZATION_MATRIX } from './admin-authorization-matrix';
import {
  AUTHORIZATION_MATRIX,
  CALLERS,
  outcomeOf,
  routesNotIn,
  routesOfRows,
  routeTableOf,
  sendMatrixRequest,
  type Caller,
  type MatrixRow,
} from './authorization-matrix';
import {
  buildOwnerWorld,
  catalogIds,
  ownerWorldState,
  confirmedClient,
  type CatalogIds,
  type MatrixFixture,
  type OwnerWorld,
} from './authorization-matrix-fixtures';
import { buildCatalogOfOne } from './catalog-fixtures';
import { buildUser, seededAdmin } from './factories';
import { TestClient, type TestApp } from './test-app';
import { useTestApp } from './use-test-app';

function errorLogLines(t: TestApp): number {
  const dir = path.join(t.config.dataDir, 'logs');
  if (!fs.existsSync(dir)) return 0;
  return fs
    .readdirSync(dir)
    .map((name) => fs.readFileSync(path.join(dir, name), 'utf8').split('\n').filter(Boolean))
    .reduce((sum, lines) => sum + lines.length, 0);
}

/** The callers who are not the owner. */
interface Cast {
  other: UserRow;
  admin: UserRow;
}

describe('the authorization matrix: every route × guest, other user, owner, admin', () => {
  // Every matrix request comes from 127.0.0.1: the per-address limits must not answer first.
  const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
  let catalog: CatalogIds;
  let shared: OwnerWorld;
  let other: UserRow;
  let admin: UserRow;
  let bystanderId: number;

  beforeAll(async () => {
    await buildCatalogOfOne(t, 'Matrix');
    await t.services.settings.update({
      'player.enable_download': true,
      // A provider whose endpoints are never reached: starting a login only builds a URL.
      'social.facebook.enable': true,
      'social.facebook.client_id': 'matrix',
      'social.facebook.client_secret': 'matrix',
      'social.facebook.issuer': '',
      'social.facebook.authorization_url': 'http://127.0.0.1:9/authorize',
      'social.facebook.token_url': 'http://127.0.0.1:9/token',
      'social.facebook.userinfo_url': 'http://127.0.0.1:9/me',
    });
    catalog = await catalogIds(t);
    other = await buildUser(t, { name: 'Matrix Other' });
    shared = await buildOwnerWorld(t, catalog, other.id);
    bystanderId = (await buildUser(t, { name: 'Matrix Bystander' })).id;
    admin = await seededAdmin(t);
  }, 120_000);

  it('has a row for every route of the route table, and no row for a route that is gone', () => {
    const table = routeTableOf(t);
    // Admin routes are in the admin matrix, sent by a holder of each admin permission.
    const rows = routesOfRows(AUTHORIZATION_MATRIX, ADMIN_AUTHORIZATION_MATRIX);
    expect(
      routesNotIn(table, rows),
      'routes without a row in test/authorization-matrix.ts or test/admin-authorization-matrix.ts',
    ).toEqual([]);
    expect(routesNotIn(rows, table), 'rows naming no route').toEqual([]);
  });

  it('answers every caller as the matrix says, with no 500 and no private data', async () => {
    const logLinesBefore = errorLogLines(t);
    const mismatches: string[] = [];
    const leaks: string[] = [];
    const changes: string[] = [];
    const allSecrets = new Set<string>();
    let sent = 0;
    let serverErrors = 0;
    let unauthorizedSuccesses = 0;

    const clientFor = async (caller: Caller, owner: UserRow, cast: Cast): Promise<TestClient> => {
      switch (caller) {
        case 'guest':
          return new TestClient(t.app);
        case 'other':
          return confirmedClient(t, cast.other);
        case 'owner':
          return confirmedClient(t, owner);
        case 'admin':
          return confirmedClient(t, cast.admin);
      }
    };

    const send = async (key: string, row: MatrixRow, caller: Caller) => {
      // A fresh row may delete the caller's own account too: it gets its own other and admin.
      const cast: Cast =
        row.setup === 'fresh'
          ? {
              other: await buildUser(t, { name: 'Matrix Other' }),
              admin: await buildUser(t, { name: 'Matrix Admin', roleNames: ['users', 'admin'] }),
            }
          : { other, admin };
      const world =
        row.setup === 'fresh' ? await buildOwnerWorld(t, catalog, cast.other.id) : shared;
      allSecrets.add(world.secret);
      const fixture: MatrixFixture = { ...world, ...catalog, bystanderId };
      const request = row.request?.(fixture) ?? {};
      const callerId = {
        guest: null,
        other: cast.other.id,
        owner: world.owner.id,
        admin: cast.admin.id,
      }[caller];
      if (row.prepare && callerId !== null) await row.prepare(t, callerId, fixture);
      const client = await clientFor(caller, world.owner, cast);
      // A guest or another user must leave the owner's data exactly as it was.
      const stateBefore =
        caller === 'guest' || caller === 'other' ? await ownerWorldState(t, world) : undefined;
      const response = await sendMatrixRequest(client, key, request);
      sent += 1;
      const status = response.statusCode;
      const outcome = outcomeOf(status);
      const expected = row[caller];
      if (status >= 500) serverErrors += 1;
      if (status >= 200 && status < 300 && expected !== 'ok') unauthorizedSuccesses += 1;
      if (outcome !== expected) {
        mismatches.push(
          `${key} as ${caller}: expected ${expected}, got ${status} ${response.body.slice(0, 160)}`,
        );
      }
      const shown = row.shows?.(fixture);
      if (outcome === 'ok' && shown !== undefined && !response.body.includes(shown)) {
        mismatches.push(`${key} as ${caller}: the answer does not show "${shown}"`);
      }
      // Any owner's private playlist, not only the one this row targets.
      const secrets = caller === 'owner' ? [] : [...allSecrets];
      if (secrets.some((secret) => response.body.includes(secret))) {
        leaks.push(`${key} as ${caller}: ${status} shows an owner's private playlist`);
      }
      if (stateBefore !== undefined) {
        const stateAfter = await ownerWorldState(t, world);
        const changed = Object.keys(stateBefore).filter(
          (part) => JSON.stringify(stateBefore[part]) !== JSON.stringify(stateAfter[part]),
        );
        if (changed.length) changes.push(`${key} as ${caller}: changed ${changed.join(', ')}`);
      }
      // The email address is the owner's and their managers' (users.update) to see.
      if ((caller === 'guest' || caller === 'other') && response.body.includes(world.owner.email)) {
        leaks.push(`${key} as ${caller}: ${status} shows the owner's email address`);
      }
    };

    for (const [key, row] of Object.entries(AUTHORIZATION_MATRIX)) {
      for (const caller of CALLERS) await send(key, row, caller);
    }
    const newErrorLogLines = errorLogLines(t) - logLinesBefore;

    const routes = new Set(t.app.routeTable.map((route) => `${route.method} ${route.url}`)).size;
    console.info(
      `authorization matrix (${t.database.config.dialect}): routes: ${routes}, requests sent: ${sent}, ` +
        `responses ≥ 500: ${serverErrors}, unauthorized successes: ${unauthorizedSuccesses}, ` +
        `private data shown to others: ${leaks.length}, ` +
        `changes to the owner's data by others: ${changes.length}, ` +
        `error-log entries: ${newErrorLogLines}`,
    );
    expect({
      mismatches,
      leaks,
      changes,
      serverErrors,
      unauthorizedSuccesses,
      newErrorLogLines,
    }).toEqual({
      mismatches: [],
      leaks: [],
      changes: [],
      serverErrors: 0,
      unauthorizedSuccesses: 0,
      newErrorLogLines: 0,
    });
  }, 600_000);
});
