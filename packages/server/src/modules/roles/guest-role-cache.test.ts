import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seededAdmin } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';
import { GUEST_ROLE_TTL_MS } from './guest-role-cache';
import { RolesRepository } from './roles.repository';
import { RolesService } from './roles.service';
import { has } from '../../test/capabilities';

const REDIS_URL = has('the guest role across instances', 'redis')
  ? process.env.TEST_REDIS_URL
  : undefined;

/** Two roles services on one database, each with its own Redis connection: two instances. */
describe.skipIf(!REDIS_URL)('the guest role across instances (scale-out)', () => {
  const t = useTestApp();
  let connections: Redis[];
  let first: RolesService;
  let second: RolesService;
  let adminId: number;

  beforeAll(async () => {
    connections = [new Redis(REDIS_URL!), new Redis(REDIS_URL!)];
    [first, second] = connections.map(
      (redis) =>
        new RolesService(new RolesRepository(t.database.db), t.services.settings, { redis }),
    ) as [RolesService, RolesService];
    adminId = (await seededAdmin(t)).id;
  });
  afterAll(() => {
    first?.close();
    second?.close();
    for (const redis of connections ?? []) redis.disconnect();
  });

  it('gives visitors of every instance the saved guest role well before the reuse time runs out', async () => {
    const before = await second.guestRole();
    expect(before?.permissions.map((p) => p.name)).toEqual(['music.view']);

    const savedAt = Date.now();
    await first.update(
      before!.id,
      {
        name: before!.name,
        description: null,
        default: false,
        guests: true,
        permissions: [
          { name: 'music.view', restrictions: [] },
          { name: 'music.download', restrictions: [] },
        ],
      },
      adminId,
    );
    await vi.waitFor(
      async () =>
        expect((await second.guestRole())?.permissions.map((p) => p.name)).toEqual([
          'music.view',
          'music.download',
        ]),
      { timeout: GUEST_ROLE_TTL_MS / 2, interval: 20 },
    );
    expect(Date.now() - savedAt).toBeLessThan(GUEST_ROLE_TTL_MS);
  });
});
