import { beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../platform/db/schema';
import {
  ADMIN_AUTHORIZATION_MATRIX,
  ADMIN_PERMISSIONS,
  type AdminMatrixRow,
} from './admin-authorization-matrix';
import {
  AUTHORIZATION_MATRIX,
  outcomeOf,
  routesNotIn,
  routesOfRows,
  routeTableOf,
  sendMatrixRequest,
} from './authorization-matrix';
import { confirmedClient } from './authorization-matrix-fixtures';
import { buildCatalogOfOne } from './catalog-fixtures';
import { buildUser, seededAdmin } from './factories';
import { TestClient } from './test-app';
import { useTestApp } from './use-test-app';

type AdminPermission = (typeof ADMIN_PERMISSIONS)[number];
type AdminCaller = 'guest' | 'plain' | 'admin' | `holder of ${AdminPermission}`;

/** What a caller must get: only the route's own permission (or `admin`) opens it. */
function expectedOutcome(row: AdminMatrixRow, caller: AdminCaller): string {
  if (caller === 'guest') return '401';
  if (caller === 'admin') return 'ok';
  if (caller === 'plain') return '403';
  return caller === `holder of ${row.permission}` ? 'ok' : '403';
}

describe('the admin authorization matrix: every admin route × guest, plain user, each single admin permission, admin', () => {
  const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
  const callers = new Map<AdminCaller, UserRow | null>();

  beforeAll(async () => {
    await buildCatalogOfOne(t, 'Matrix');
    callers.set('guest', null);
    callers.set('plain', await buildUser(t, { name: 'Admin Matrix Plain' }));
    for (const permission of ADMIN_PERMISSIONS) {
      callers.set(
        `holder of ${permission}`,
        await buildUser(t, { name: `Holder ${permission}`, permissions: [{ name: permission }] }),
      );
    }
    callers.set('admin', await seededAdmin(t));
  }, 120_000);

  it('has a row for every route in exactly one matrix, and no row for a route that is gone', () => {
    const table = routeTableOf(t);
    const adminRows = routesOfRows(ADMIN_AUTHORIZATION_MATRIX);
    const mainRows = routesOfRows(AUTHORIZATION_MATRIX);
    expect(
      [...adminRows].filter((route) => mainRows.has(route)),
      'routes in both matrices',
    ).toEqual([]);
    expect(routesNotIn(adminRows, table), 'admin rows naming no route').toEqual([]);
    // A route guarded by an admin permission belongs here.
    const adminPermissions = new Set<string>(ADMIN_PERMISSIONS);
    const guardedByAdmin = t.app.routeTable
      .filter((route) => {
        const guard = (route.config as { guard?: { permissions?: readonly string[] } } | undefined)
          ?.guard;
        const permissions = guard?.permissions ?? [];
        return permissions.length > 0 && permissions.every((name) => adminPermissions.has(name));
      })
      .map((route) => `${route.method} ${route.url}`);
    expect(
      guardedByAdmin.filter((route) => !adminRows.has(route) && !mainRows.has(route)),
      'admin routes without a row in test/admin-authorization-matrix.ts',
    ).toEqual([]);
  });

  it('answers every caller as the permission says: no unauthorized success, no 500', async () => {
    const mismatches: string[] = [];
    let sent = 0;
    let serverErrors = 0;
    let unauthorizedSuccesses = 0;
    for (const [key, row] of Object.entries(ADMIN_AUTHORIZATION_MATRIX)) {
      for (const [caller, user] of callers) {
        const request = (await row.request?.(t, user?.id ?? null)) ?? {};
        const client = user ? await confirmedClient(t, user) : new TestClient(t.app);
        const response = await sendMatrixRequest(client, key, request);
        sent += 1;
        const expected = expectedOutcome(row, caller);
        const outcome = outcomeOf(response.statusCode);
        if (response.statusCode >= 500) serverErrors += 1;
        if (response.statusCode < 300 && expected !== 'ok') unauthorizedSuccesses += 1;
        if (outcome !== expected)
          mismatches.push(
            `${key} as ${caller}: expected ${expected}, got ${response.statusCode} ${response.body.slice(0, 160)}`,
          );
      }
    }
    console.info(
      `admin authorization matrix (${t.database.config.dialect}): admin routes: ` +
        `${Object.keys(ADMIN_AUTHORIZATION_MATRIX).length}, callers: ${callers.size}, ` +
        `requests sent: ${sent}, responses ≥ 500: ${serverErrors}, ` +
        `unauthorized successes: ${unauthorizedSuccesses}`,
    );
    expect({ mismatches, serverErrors, unauthorizedSuccesses }).toEqual({
      mismatches: [],
      serverErrors: 0,
      unauthorizedSuccesses: 0,
    });
  }, 600_000);
});
