import type { AppConfig } from './platform/config';
import type { DB } from './platform/db/database';
import { AppearanceRepository } from './modules/appearance/appearance.repository';
import { AppearanceService } from './modules/appearance/appearance.service';
import { AuthRepository } from './modules/auth/auth.repository';
import { AuthService } from './modules/auth/auth.service';
import { BootstrapService } from './modules/bootstrap/bootstrap.service';
import { LocalizationRepository } from './modules/localization/localization.repository';
import { LocalizationService } from './modules/localization/localization.service';
import { RolesRepository } from './modules/roles/roles.repository';
import { RolesService } from './modules/roles/roles.service';
import { SettingsRepository } from './modules/settings/settings.repository';
import { SettingsService } from './modules/settings/settings.service';
import { UsersRepository } from './modules/users/users.repository';
import { UsersService } from './modules/users/users.service';
import { WorkspacesRepository } from './modules/workspaces/workspaces.repository';
import { WorkspacesService } from './modules/workspaces/workspaces.service';
import { FilesRepository } from './modules/files/files.repository';
import { FilesService } from './modules/files/files.service';
import { UploadsRepository } from './modules/uploads/uploads.repository';
import { UploadsService } from './modules/uploads/uploads.service';
import { Storage } from './platform/storage/storage';

/** Wires repositories into services; the one place that knows every module. */
export function createServices(db: DB, config: AppConfig) {
  const settings = new SettingsService(new SettingsRepository(db));
  const roles = new RolesService(new RolesRepository(db));
  const users = new UsersService(new UsersRepository(db), roles);
  const auth = new AuthService(new AuthRepository(db), users);
  const appearance = new AppearanceService(new AppearanceRepository(db));
  const localization = new LocalizationService(new LocalizationRepository(db));
  const workspaces = new WorkspacesService(new WorkspacesRepository(db));
  const bootstrap = new BootstrapService(settings, appearance, localization, roles, workspaces);
  const storage = new Storage(config);
  const files = new FilesService(new FilesRepository(db), storage);
  const uploads = new UploadsService(new UploadsRepository(db), storage, files, settings);
  return {
    settings,
    roles,
    users,
    auth,
    appearance,
    localization,
    workspaces,
    bootstrap,
    storage,
    files,
    uploads,
  };
}

export type Services = ReturnType<typeof createServices>;

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    config: AppConfig;
  }
}
