import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, render, screen, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_THEMES } from '@tonearm/shared/appearance/default-themes';
import type { BootstrapData, Theme } from '@tonearm/shared/bootstrap/bootstrap.schemas';
import { DEFAULT_MENUS } from '@tonearm/shared/menus/default-menus';
import type { Menu } from '@tonearm/shared/menus/menus.schemas';
import {
  PUBLIC_SETTING_NAMES,
  SETTING_DEFINITIONS,
} from '@tonearm/shared/settings/default-settings';
import type { User } from '@tonearm/shared/users/users.schemas';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { RootLayout } from '@/app/layouts/root-layout';
import type { ApiError, ApiErrorBody, ApiResponse } from '@/lib/api-client';
import { getBootstrapData, setBootstrapData } from '@/lib/bootstrap-store';
import { createQueryClient } from '@/lib/query-client';
import { httpError } from './http-error';

export { resetTestState } from './reset-test-state';

/** A logged-in, verified, unbanned user without roles, permissions or subscriptions. */
export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    name: 'John Doe',
    first_name: 'John',
    last_name: 'Doe',
    image: null,
    email: 'john@example.com',
    email_verified_at: '2026-01-01T00:00:00.000Z',
    banned_at: null,
    language: null,
    country: null,
    timezone: null,
    unread_notifications_count: 0,
    roles: [],
    permissions: [],
    subscriptions: [],
    social_profiles: [],
    two_factor_confirmed_at: null,
    created_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The default themes, with ids as the server gives them (1 = light default, 2 = dark default). */
export function testThemes(): Theme[] {
  return DEFAULT_THEMES.map((seed, index) => ({
    id: index + 1,
    name: seed.name,
    is_dark: seed.is_dark,
    default_light: seed.default_light,
    default_dark: seed.default_dark,
    values: { ...seed.values },
  }));
}

export interface TestBootstrapOptions {
  user?: User | null;
  /** Overrides on top of the public defaults of SETTING_DEFINITIONS. */
  settings?: Record<string, unknown>;
  /** Replaces the default menus (DEFAULT_MENUS), in settings and at the top level alike. */
  menus?: Menu[];
  guestRole?: BootstrapData['guest_role'];
}

/** Bootstrap data as the server sends it on a fresh install, with the given overrides. */
export function testBootstrapData({
  user = null,
  settings = {},
  menus = DEFAULT_MENUS,
  guestRole = { id: 1, name: 'guests', permissions: [] },
}: TestBootstrapOptions = {}): BootstrapData {
  const defaults = Object.fromEntries(
    PUBLIC_SETTING_NAMES.map((name) => [name, SETTING_DEFINITIONS[name].value]),
  );
  return {
    user,
    settings: { ...defaults, ...settings, menus },
    themes: { all: testThemes(), selectedThemeId: null },
    i18n: { language: 'en', name: 'English', lines: {} },
    guest_role: guestRole,
    show_cookie_notice: false,
    workspaces: [],
    menus,
  };
}

export function applyTestBootstrapData(options: TestBootstrapOptions = {}): BootstrapData {
  const data = testBootstrapData(options);
  act(() => setBootstrapData(data));
  return data;
}

/**
 * Switches the visitor's language to Spanish with two validation messages translated (one with
 * a :max placeholder); returns the bootstrap data it replaced, for a test to put back.
 */
export function speakSpanishValidation(): BootstrapData {
  const data = getBootstrapData();
  setBootstrapData({
    ...data,
    i18n: {
      language: 'es',
      name: 'Español',
      lines: {
        'This field is required.': 'Este campo es obligatorio.',
        'Code must be at most :max characters.':
          'El código puede tener como máximo :max caracteres.',
      },
    },
  });
  return data;
}

/**
 * jsdom has no matchMedia; this one matches exactly the given queries, e.g.
 * `mockMatchMedia(['(max-width: 767px)'])` for the mobile layout.
 */
export function mockMatchMedia(matching: string[] = []): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matching.includes(query),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}

/** A successful answer of the HTTP client, for `vi.spyOn(apiClient, 'post').mockResolvedValue`. */
export function apiResponse<T>(data: T, status = 200): ApiResponse<T> {
  return { data, status, statusText: '', headers: {} };
}

/** A failed answer of the HTTP client, for `vi.spyOn(apiClient, 'post').mockRejectedValue`. */
export function apiError(status: number, data: ApiErrorBody = {}): ApiError {
  return httpError(status, data);
}

/** Shows where the router went: every path no test route claims lands here. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

export interface RenderWithProvidersOptions {
  /** Bootstrap data to install before rendering; leave out to keep the current data. */
  bootstrap?: TestBootstrapOptions;
  /** The route pattern the element is mounted at. */
  path?: string;
  /** Where the memory router starts; defaults to `path`. */
  url?: string;
  /** More routes next to the element's (a loader, an errorElement, other pages). */
  routes?: RouteObject[];
  /** Extra props for the element's route, e.g. a loader or errorElement. */
  route?: Omit<RouteObject, 'path' | 'element' | 'children' | 'index'>;
}

export interface RenderWithProvidersResult extends RenderResult {
  router: ReturnType<typeof createMemoryRouter>;
  queryClient: QueryClient;
  /** userEvent, set up for this render. */
  events: ReturnType<typeof userEvent.setup>;
  /** Called by the query client where the app would reload onto /login. */
  navigateToLogin: ReturnType<typeof vi.fn>;
}

/**
 * Renders `ui` the way the app does: fresh bootstrap data, a fresh query client and a memory
 * data router under the app's RootLayout (so aria links and menu items use the router). Any other path renders a probe (data-testid
 * "location") showing the path and query, so redirects can be asserted on screen.
 */
export function renderWithProviders(
  ui: ReactNode,
  { bootstrap, path = '/', url, routes = [], route = {} }: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  if (typeof window.matchMedia !== 'function') mockMatchMedia();
  // ScrollRestoration scrolls on every navigation; jsdom only logs "not implemented".
  vi.stubGlobal('scrollTo', () => {});
  if (bootstrap) applyTestBootstrapData(bootstrap);
  const navigateToLogin = vi.fn();
  const queryClient = createQueryClient(navigateToLogin);
  const router = createMemoryRouter(
    [
      {
        element: <RootLayout />,
        // Shown while the first loaders run, as the app's FullScreenLoader is.
        hydrateFallbackElement: <div data-testid="hydrate-fallback" />,
        children: [
          { ...route, path, element: ui },
          ...routes,
          { path: '*', element: <LocationProbe /> },
        ],
      },
    ],
    { initialEntries: [url ?? path] },
  );
  const events = userEvent.setup();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient, events, navigateToLogin };
}

/**
 * The path and query the router probe shows, once the router has settled on one (a redirect
 * may first load a lazy page: slow on a busy machine, hence the longer wait).
 */
export async function findProbedLocation(): Promise<string | null> {
  return (await screen.findByTestId('location', {}, { timeout: 5000 })).textContent;
}
