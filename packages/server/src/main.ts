import { buildApp } from './app';
import { createServices } from './container';
import { loadConfig } from './platform/config';
import { createDatabase, releaseDatabaseMemory, withStartupLock } from './platform/db/database';
import { migrateToLatest } from './platform/db/migrate';
import { releaseMemoryWhenQuiet } from './platform/runtime/memory-release';
import { seedDefaults } from './seed/seed-defaults';
import { seedDemoCatalog } from './seed/demo/demo-catalog';
import { seedDemoPlans } from './seed/demo/demo-plans';

/** config -> migrate -> seed -> listen. */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = createDatabase(config.database);
  await withStartupLock(db, async () => {
    await migrateToLatest(db);
    const services = createServices(db, config);
    await seedDefaults(services, config, console);
    // The demo plans (and billing switched on) come with a newly seeded demo catalog only.
    if (config.seedDemo && (await seedDemoCatalog(services, config, { log: console })))
      await seedDemoPlans(services, { log: console });
  });
  const app = await buildApp(config, { db });
  app.addHook('onClose', () => db.destroy());

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }
  // Bursts of requests leave memory behind: given back once the server is quiet.
  const memory = releaseMemoryWhenQuiet(app.server, {
    releaseCaches: () => releaseDatabaseMemory(db),
  });
  app.addHook('onClose', () => memory.stop());
  await app.listen({ port: config.port, host: config.host });
  // Background tasks (pruning, cleanup) run only in a serving process, never in tests.
  app.services.scheduler.start({ firstRunDelayMs: 5000 });
  // Background jobs (audio processing): tests drain them instead.
  app.services.jobs.start();
  app.log.info(`Tonearm is listening on ${config.appUrl}`);
  // Start-up (migrations, seeding, module loading) leaves garbage behind.
  setTimeout(() => memory.releaseNow(), 1_000).unref();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
