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
import path from 'node:path';
import { LocalAudioStore } from './platform/storage/audio-store';
import { CatalogRepository } from './modules/catalog/catalog.repository';
import { CatalogService } from './modules/catalog/catalog.service';
import { PlayerRepository } from './modules/player/player.repository';
import { PlayerService } from './modules/player/player.service';
import { LibraryRepository } from './modules/library/library.repository';
import { LibraryService } from './modules/library/library.service';
import { PlaylistsRepository } from './modules/library/playlists.repository';
import { PlaylistsService } from './modules/library/playlists.service';
import { CommentsRepository } from './modules/comments/comments.repository';
import { CommentsService } from './modules/comments/comments.service';
import { SearchRepository } from './modules/search/search.repository';
import { SearchService } from './modules/search/search.service';
import { RadioRepository } from './modules/radio/radio.repository';
import { RadioService } from './modules/radio/radio.service';

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
  // The music (catalog issue): the uploads work swaps the local audio store for its drivers.
  const audioStore = new LocalAudioStore(path.join(config.dataDir, 'storage', 'uploads'));
  const catalog = new CatalogService(new CatalogRepository(db));
  const player = new PlayerService(new PlayerRepository(db), catalog, audioStore);
  const playlists = new PlaylistsService(new PlaylistsRepository(db), catalog);
  const library = new LibraryService(new LibraryRepository(db), catalog);
  const comments = new CommentsService(new CommentsRepository(db));
  const search = new SearchService(new SearchRepository(db), catalog, library);
  const radio = new RadioService(new RadioRepository(db), catalog, playlists);
  return {
    settings,
    roles,
    users,
    auth,
    appearance,
    localization,
    workspaces,
    bootstrap,
    catalog,
    player,
    playlists,
    library,
    comments,
    search,
    radio,
  };
}

export type Services = ReturnType<typeof createServices>;

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    config: AppConfig;
  }
}
