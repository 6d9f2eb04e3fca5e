import type { RouteGuard } from '@tonearm/shared/permissions/route-guard';

/** Appearance.update opens the appearance editor and its calls (admin grants all). */
export const APPEARANCE_EDITOR: RouteGuard = { auth: true, permissions: ['appearance.update'] };
