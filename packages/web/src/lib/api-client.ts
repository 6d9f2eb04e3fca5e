import { METHOD_OVERRIDE_HEADER } from '@tonearm/shared/constants';
import { translateMessage } from '@tonearm/shared/format/trans';
import { RELATION_PARAMS } from '@tonearm/shared/http/relation-params';
import type { ResponseName, ResponseOf } from '@tonearm/shared/http/response-schemas';
import { getActiveWorkspaceId } from './active-workspace';
import { getBootstrapData } from './bootstrap-store';
import { readCookie } from './cookies';
import { takePageData } from './page-data';
import { isSuspendedAnswer, markCurrentUserSuspended } from './suspended-answer';

const UNPREFIXED = /^\/?(auth|secure|log-viewer|horizon)(\/|$|\?)/;
const ABSOLUTE = /^([a-z][a-z\d+\-.]*:)?\/\//i;
const OVERRIDDEN_METHODS = new Set(['put', 'patch', 'delete']);
const WORKSPACE_METHODS = new Set(['get', 'post', 'put']);

/** Relative paths get api/v1/; auth, secure, log-viewer, horizon and absolute URLs don't. */
export function resolveApiUrl(url: string): string {
  if (ABSOLUTE.test(url)) return url;
  const path = url.replace(/^\/+/, '');
  if (path.startsWith('api/v1/') || UNPREFIXED.test(path)) return `/${path}`;
  return `/api/v1/${path}`;
}

/**
 * Applies every convention of the API to one request. Pure apart from reading the active
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

export interface ApiErrorBody {
  message?: string;
  errors?: Record<string, string | string[]>;
  exception?: string;
  trace?: unknown[];
  action?: { label: string; action: string };
}

export interface ApiRequestConfig {
  params?: Record<string, unknown>;
  headers?: Record<string, string>;
  /** A body for methods called without one (DELETE with a payload). */
  data?: unknown;
  signal?: AbortSignal;
  /** Bytes of the request body sent so far (multipart uploads). */
  onUploadProgress?: (event: { loaded: number; total?: number }) => void;
}

export interface ApiResponse<T> {
  data: T;
  status: number;
  statusText: string;
  /** Lower-case header names. */
  headers: Record<string, string>;
}

/**
 * A request that got no 2xx answer: `response` holds the answer (status and parsed body) when
 * the server sent one; `code` says why (ERR_BAD_REQUEST for 4xx, ERR_BAD_RESPONSE for 5xx,
 * ERR_NETWORK, ERR_CANCELED), as axios, which the client replaced, named them.
 */
export class ApiError<T = ApiErrorBody> extends Error {
  readonly isApiError = true;

  constructor(
    message: string,
    readonly code: string,
    readonly response?: ApiResponse<T>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A request as it goes on the wire, after the conventions have been applied. */
export interface WireRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: XMLHttpRequestBodyInit | null;
  signal?: AbortSignal;
  onUploadProgress?: ApiRequestConfig['onUploadProgress'];
}

export type Send = (request: WireRequest) => Promise<ApiResponse<unknown>>;

/** Query parameters as axios wrote them: lists as `name[]`, no null or undefined values. */
export function serializeParams(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  const append = (name: string, value: unknown) => {
    if (value === null || value === undefined) return;
    if (value instanceof Date) search.append(name, value.toISOString());
    else if (typeof value === 'string') search.append(name, value);
    else search.append(name, JSON.stringify(value));
  };
  for (const [name, value] of Object.entries(params)) {
    if (Array.isArray(value)) for (const item of value) append(`${name}[]`, item);
    else append(name, value);
  }
  return search.toString();
}

function isSameOrigin(url: string): boolean {
  return new URL(url, location.href).origin === location.origin;
}

function encodeBody(data: unknown, headers: Record<string, string>): WireRequest['body'] {
  if (data === undefined || data === null) return null;
  if (
    typeof data === 'string' ||
    data instanceof FormData ||
    data instanceof Blob ||
    data instanceof URLSearchParams ||
    data instanceof ArrayBuffer ||
    ArrayBuffer.isView(data)
  ) {
    return data as XMLHttpRequestBodyInit;
  }
  headers['Content-Type'] ??= 'application/json';
  return JSON.stringify(data);
}

function parseHeaders(raw: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function parseBody(text: string): unknown {
  if (text === '') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Sends one request with XMLHttpRequest: unlike fetch it reports upload progress, which the
 * upload queue shows, and one code path serves every request.
 */
export const sendWithXhr: Send = (request) =>
  new Promise((resolve, reject) => {
    if (request.signal?.aborted) return reject(new ApiError('canceled', 'ERR_CANCELED'));
    const xhr = new XMLHttpRequest();
    xhr.open(request.method.toUpperCase(), request.url);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    const onAbort = () => xhr.abort();
    request.signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => request.signal?.removeEventListener('abort', onAbort);
    if (request.onUploadProgress) {
      const report = request.onUploadProgress;
      xhr.upload.addEventListener('progress', (event) =>
        report({ loaded: event.loaded, total: event.lengthComputable ? event.total : undefined }),
      );
    }
    xhr.addEventListener('load', () => {
      settle();
      resolve({
        data: parseBody(xhr.responseText),
        status: xhr.status,
        statusText: xhr.statusText,
        headers: parseHeaders(xhr.getAllResponseHeaders()),
      });
    });
    xhr.addEventListener('error', () => {
      settle();
      reject(new ApiError('Network Error', 'ERR_NETWORK'));
    });
    xhr.addEventListener('abort', () => {
      settle();
      reject(new ApiError('canceled', 'ERR_CANCELED'));
    });
    xhr.send(request.body);
  });

/** One call of each method, its answer typed `T`. */
export interface ApiCalls<T> {
  get(url: string, config?: ApiRequestConfig): Promise<ApiResponse<T>>;
  delete(url: string, config?: ApiRequestConfig): Promise<ApiResponse<T>>;
  post(url: string, data?: unknown, config?: ApiRequestConfig): Promise<ApiResponse<T>>;
  put(url: string, data?: unknown, config?: ApiRequestConfig): Promise<ApiResponse<T>>;
}

export interface ApiClient extends ApiCalls<unknown> {
  /**
   * The same calls with their answer typed by the shared schema named, which the server
   * declares as the route's answer (`noContentSchema` for a 204). Only the type travels: the
   * request goes out through the methods above unchanged, and no schema is loaded to check it.
   */
  answering<Name extends ResponseName>(name: Name): ApiCalls<ResponseOf<Name>>;
}

/**
 * The client over a `send` function (tests give their own): applies the API's conventions,
 * sends cookies, echoes the XSRF-TOKEN cookie as X-XSRF-TOKEN to our own origin (CSRF),
 * encodes objects as JSON, and rejects any answer outside 2xx with an ApiError holding it.
 */
export function createApiClient(send: Send = sendWithXhr): ApiClient {
  async function request(
    method: string,
    url: string,
    data: unknown,
    config: ApiRequestConfig = {},
  ): Promise<ApiResponse<unknown>> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      ...config.headers,
    };
    const prepared = prepareRequest({ url, method, params: config.params, headers });
    const query = serializeParams(prepared.params as Record<string, unknown>);
    const target = query
      ? `${prepared.url}${prepared.url.includes('?') ? '&' : '?'}${query}`
      : prepared.url;
    if (prepared.method === 'get' && !ABSOLUTE.test(target)) {
      const inlined = takePageData(target);
      if (inlined !== undefined)
        return { data: inlined, status: 200, statusText: 'OK', headers: {} };
    }
    if (isSameOrigin(target)) {
      const token = readCookie('XSRF-TOKEN');
      if (token) headers['X-XSRF-TOKEN'] = token;
    }
    const body = encodeBody(data, headers);
    const response = await send({
      method: prepared.method,
      url: target,
      headers,
      body,
      signal: config.signal,
      onUploadProgress: config.onUploadProgress,
    });
    if (response.status < 200 || response.status >= 300) {
      // Whatever call meets a ban shows the suspended screen.
      if (isSuspendedAnswer(response.status, response.data)) markCurrentUserSuspended();
      translateErrorBody(response.data);
      throw new ApiError(
        `Request failed with status code ${response.status}`,
        response.status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST',
        response as ApiResponse<ApiErrorBody>,
      );
    }
    return response;
  }
  const client: ApiClient = {
    get: (url, config) => request('get', url, config?.data, config),
    delete: (url, config) => request('delete', url, config?.data, config),
    post: (url, data, config) => request('post', url, data, config),
    put: (url, data, config) => request('put', url, data, config),
    answering: () => typed,
  };
  // Each typed call goes through the client's own method, looked up when called and with the
  // caller's arguments as given, so whatever replaces that method (a test's spy) sees it as is.
  const typed: ApiCalls<never> = {
    get: (...args) => client.get(...args) as Promise<ApiResponse<never>>,
    delete: (...args) => client.delete(...args) as Promise<ApiResponse<never>>,
    post: (...args) => client.post(...args) as Promise<ApiResponse<never>>,
    put: (...args) => client.put(...args) as Promise<ApiResponse<never>>,
  };
  return client;
}

/**
 * An error answer's message and field errors in the user's language: the server speaks the
 * app's English lines, which the bootstrap lines translate.
 */
function translateErrorBody(body: unknown) {
  if (!body || typeof body !== 'object') return;
  const { lines } = getBootstrapData().i18n;
  const answer = body as ApiErrorBody;
  if (typeof answer.message === 'string') answer.message = translateMessage(lines, answer.message);
  for (const [field, messages] of Object.entries(answer.errors ?? {})) {
    const translated = (message: unknown) =>
      typeof message === 'string' ? translateMessage(lines, message) : message;
    answer.errors![field] = (
      Array.isArray(messages) ? messages.map(translated) : translated(messages)
    ) as string | string[];
  }
}

/** The one HTTP client of the web app. */
export const apiClient = createApiClient();

/** One call of each method, resolving with the answer's body (typed `T`) alone. */
export type AnswerBodyCalls<T> = {
  [Method in keyof ApiCalls<T>]: (...request: Parameters<ApiCalls<T>[Method]>) => Promise<T>;
};

/**
 * The calls of `apiClient.answering(name)`, each resolving with the answer's body rather than
 * the whole response: the fetcher of an endpoint file that returns what the server answered
 * (or one field of it). The arguments reach the client's methods as given.
 */
export function answerBody<Name extends ResponseName>(
  name: Name,
): AnswerBodyCalls<ResponseOf<Name>> {
  const calls = apiClient.answering(name);
  return {
    get: async (...request) => (await calls.get(...request)).data,
    delete: async (...request) => (await calls.delete(...request)).data,
    post: async (...request) => (await calls.post(...request)).data,
    put: async (...request) => (await calls.put(...request)).data,
  };
}

/**
 * An HTTP failure with its answer, from this client or from the bare axios requests the S3
 * upload transports send to the bucket (same `response.status` / `response.data` shape).
 */
export function isApiError(error: unknown): error is ApiError {
  if (error instanceof ApiError) return true;
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { isAxiosError?: unknown }).isAxiosError === true
  );
}

export function errorStatus(error: unknown): number | undefined {
  return isApiError(error) ? error.response?.status : undefined;
}
