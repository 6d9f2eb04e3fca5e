import axios, { type AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { METHOD_OVERRIDE_HEADER } from '@tonearm/shared/constants';
import { RELATION_PARAMS } from '@tonearm/shared/http/http.schemas';
import { getActiveWorkspaceId } from './active-workspace';
import { isSuspendedAnswer, markCurrentUserSuspended } from './suspended-answer';

const UNPREFIXED = /^\/?(auth|secure|log-viewer|horizon)(\/|$|\?)/;
const ABSOLUTE = /^([a-z][a-z\d+\-.]*:)?\/\//i;
const OVERRIDDEN_METHODS = new Set(['put', 'patch', 'delete']);
const WORKSPACE_METHODS = new Set(['get', 'post', 'put']);

/** spec 000 §7: relative paths get api/v1/; auth, secure, log-viewer, horizon and absolute URLs don't. */
export function resolveApiUrl(url: string): string {
  if (ABSOLUTE.test(url)) return url;
  const path = url.replace(/^\/+/, '');
  if (path.startsWith('api/v1/') || UNPREFIXED.test(path)) return `/${path}`;
  return `/api/v1/${path}`;
}

/**
 * Applies every convention of spec 000 §7 to one request. Pure apart from reading the active
 * workspace, so each rule is unit-tested on its own.
 */
export function prepareRequest<
  T extends { url?: string; method?: string; params?: unknown; headers?: unknown },
>(config: T, activeWorkspaceId: number = getActiveWorkspaceId()): T {
  const method = (config.method ?? 'get').toLowerCase();
  const params: Record<string, unknown> = {
    ...((config.params as Record<string, unknown> | undefined) ?? {}),
  };
  const headers = (config.headers ?? {}) as Record<string, unknown> & {
    set?: (name: string, value: string) => void;
  };
  const setHeader = (name: string, value: string) =>
    headers.set ? headers.set(name, value) : (headers[name] = value);

  if (method === 'get') {
    for (const name of RELATION_PARAMS) {
      if (Array.isArray(params[name])) params[name] = (params[name] as unknown[]).join(',');
    }
  }
  if (WORKSPACE_METHODS.has(method) && activeWorkspaceId && params.workspaceId === undefined) {
    params.workspaceId = activeWorkspaceId;
  }
  let finalMethod = method;
  if (OVERRIDDEN_METHODS.has(method)) {
    finalMethod = 'post';
    setHeader('X-HTTP-Method-Override', method.toUpperCase());
    params._method = method.toUpperCase();
  }
  return { ...config, url: resolveApiUrl(config.url ?? ''), method: finalMethod, params, headers };
}

export const METHOD_OVERRIDE = METHOD_OVERRIDE_HEADER;

function createApiClient(): AxiosInstance {
  const client = axios.create({
    withCredentials: true,
    // axios echoes the XSRF-TOKEN cookie as X-XSRF-TOKEN (DESIGN §4 CSRF).
    xsrfCookieName: 'XSRF-TOKEN',
    xsrfHeaderName: 'X-XSRF-TOKEN',
    headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
  });
  client.interceptors.request.use((config: InternalAxiosRequestConfig) => prepareRequest(config));
  // Whatever call meets a ban shows the suspended screen (spec 000 §2, issue 14 §4).
  client.interceptors.response.use(undefined, (error: unknown) => {
    if (
      axios.isAxiosError(error) &&
      isSuspendedAnswer(error.response?.status, error.response?.data)
    )
      markCurrentUserSuspended();
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  });
  return client;
}

/** The one HTTP client of the web app. */
export const apiClient = createApiClient();

export interface ApiErrorBody {
  message?: string;
  errors?: Record<string, string | string[]>;
  exception?: string;
  trace?: unknown[];
  action?: { label: string; action: string };
}

export type ApiError = AxiosError<ApiErrorBody>;

export function isApiError(error: unknown): error is ApiError {
  return axios.isAxiosError(error);
}

export function errorStatus(error: unknown): number | undefined {
  return isApiError(error) ? error.response?.status : undefined;
}
