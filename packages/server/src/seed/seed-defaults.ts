import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Services } from '../container';
import type { AppConfig } from '../platform/config';

/**
 * Everything a new install needs: roles and permissions, settings, the default light
 * and dark themes, English lines and the first admin. Safe to run on every start.
 */
export async function seedDefaults(
  services: Services,
  config: AppConfig,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Promise<void> {
  await services.roles.seedDefaults();
  await services.settings.seedDefaults();
  await services.appearance.seedDefaults();
  await services.localization.seedDefaults();
  await seedFirstAdmin(services, config, log);
  // Privacy policy, terms and about, once per install (after the settings).
  await services.customPages.seedDefaults();
}

async function seedFirstAdmin(
  services: Services,
  config: AppConfig,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Promise<void> {
  if ((await services.users.count()) > 0) return;
  const email = config.admin.email ?? 'admin@tonearm.local';
  const generated = !config.admin.password;
  const password = config.admin.password ?? randomBytes(12).toString('base64url');
  await services.users.create({
    email,
    password,
    name: 'Admin',
    email_verified_at: new Date().toISOString(),
    roleNames: ['users', 'admin'],
  });
  if (generated) {
    // Printed once, on the start that created the account; it is stored only as a hash.
    process.stdout.write(
      `\n  First admin created: ${email}\n  Password: ${password}\n  (set ADMIN_EMAIL and ADMIN_PASSWORD to choose them)\n\n`,
    );
  } else {
    log.info({ email }, 'first admin created');
  }
}
