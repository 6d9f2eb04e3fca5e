// How much the request pipeline (rate limit, caller lookup, CSRF cookie, guard, bootstrap data)
// costs next to a bare Fastify route, measured in one run:
//   node --import tsx bench/http-pipeline.ts [--seconds 5] [--connections 50]
// Both servers run in this process, one at a time, on a fresh SQLite database; figures are
// requests per second and latency, with each target's ratio to the bare reference.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { COOKIES } from '@tonearm/shared/constants';
import { buildApp } from '../packages/server/src/app';
import { createServices } from '../packages/server/src/container';
import { loadConfig } from '../packages/server/src/platform/config';
import { createDatabase } from '../packages/server/src/platform/db/database';
import { migrateToLatest } from '../packages/server/src/platform/db/migrate';
import { seedDefaults } from '../packages/server/src/seed/seed-defaults';
import { numberArgs } from './support/number-args';

const { seconds, connections } = numberArgs({ seconds: '5', connections: '50' });

interface Result {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(
  name: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<Result> {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  const non2xx = result.non2xx + result.errors + result.timeouts;
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: non2xx,
  };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tonearm-bench-'));
const config = loadConfig({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  ADMIN_PASSWORD: 'bench-password',
  RATE_LIMIT_PER_MINUTE: '100000000',
});
const db = createDatabase(config.database);
await migrateToLatest(db);
const services = createServices(db, config);
await seedDefaults(services, config, { info: () => {}, warn: () => {} });
const user = await services.users.create({
  email: 'listener@bench.local',
  password: 'bench-password',
  name: 'Listener',
});
const { token } = await services.auth.createSession(
  user.id,
  { ip: '127.0.0.1', userAgent: 'bench' },
  true,
);

const reference = Fastify({ logger: false });
reference.get('/health', async () => ({ status: 'ok' }));
const referenceUrl = await reference.listen({ port: 0, host: '127.0.0.1' });

const app = await buildApp({ ...config, port: 0 }, { db });
const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });

const results: Result[] = [];
results.push(await measure('reference: bare Fastify GET /health', `${referenceUrl}/health`));
await reference.close();
results.push(await measure('GET /api/v1/health (guest)', `${appUrl}/api/v1/health`));
results.push(
  await measure('GET /api/v1/bootstrap-data (guest)', `${appUrl}/api/v1/bootstrap-data`),
);
results.push(
  await measure('GET /api/v1/bootstrap-data (logged in)', `${appUrl}/api/v1/bootstrap-data`, {
    cookie: `${COOKIES.session}=${token}`,
  }),
);
await app.close();
await db.destroy();
fs.rmSync(dataDir, { recursive: true, force: true });

const base = results[0]!.requestsPerSecond;
console.log(`\n${connections} connections, ${seconds} s each, ${os.cpus().length} cores\n`);
console.log(
  [
    'target'.padEnd(42),
    'req/s'.padStart(9),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'non-2xx'.padStart(8),
    'ratio'.padStart(7),
  ].join(' '),
);
for (const r of results) {
  console.log(
    [
      r.name.padEnd(42),
      r.requestsPerSecond.toFixed(0).padStart(9),
      String(r.p50).padStart(8),
      String(r.p99).padStart(8),
      String(r.errors).padStart(8),
      `${(r.requestsPerSecond / base).toFixed(2)}×`.padStart(7),
    ].join(' '),
  );
}
