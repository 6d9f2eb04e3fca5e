import type { ApiErrorBody } from '@/lib/api-client';
import { resolveApiUrl } from '@/lib/api-client';
import type { DebugErrorBody, Paginated } from '@tonearm/shared/http/http.schemas';
import { File as NodeFile } from 'node:buffer';
import { delay, http, HttpResponse, matchRequestUrl } from 'msw';
import { setupServer } from 'msw/node';
import type { z } from 'zod';

type Method = 'get' | 'post' | 'put' | 'delete' | 'patch';

/** One request as the server received it, with the method the client meant. */
export interface SentRequest {
  /** Upper case; PUT, PATCH and DELETE travel as POST with an override header. */
  method: string;
  /** The whole URL. */
  url: string;
  /** The path without the query, e.g. `/api/v1/me` or `/auth/login`. */
  path: string;
  /** The query, without the method override's `_method`. */
  query: Record<string, string>;
  search: URLSearchParams;
  /** Parsed JSON, FormData for multipart, otherwise the text (undefined when empty). */
  body: unknown;
  headers: Headers;
  params: Record<string, string | readonly string[] | undefined>;
}

/** What an answered route saw: its requests, in order. */
export interface Route {
  readonly calls: SentRequest[];
  /** The bodies of `calls`. */
  readonly bodies: unknown[];
}

interface AnswerInit {
  status?: number;
  /** Answer only the next matching request (as mockResolvedValueOnce); later ones go on. */
  once?: boolean;
  /** Never answer: the request stays pending (loading states). */
  pending?: boolean;
  headers?: Record<string, string>;
}

/**
 * A payload function may answer with an error instead (`errorResponse`), for a route that fails
 * only sometimes.
 */
type Payload<T> = T | ((request: SentRequest) => T | Response | Promise<T | Response>);

interface RegisteredRoute extends Route {
  method: string;
  url: string;
  respond: (request: SentRequest) => Promise<Response>;
  once: boolean;
  used: boolean;
}

let routes: RegisteredRoute[] = [];
const sent: SentRequest[] = [];

/** The URL a relative api path goes to, e.g. `apiUrl('me')` is `/api/v1/me`; `*` is any URL. */
export function apiUrl(path: string): string {
  return path === '*' ? '*' : resolveApiUrl(path);
}

/**
 * Node 24's fetch parses a multipart body into files made with the global `File`, then checks
 * them against Node's own: under jsdom the global is jsdom's and the check fails. So the body is
 * read first, then parsed with Node's `File` in place (only microtasks run meanwhile).
 */
async function readMultipart(request: Request, type: string): Promise<FormData> {
  const bytes = await request.arrayBuffer();
  const pageFile = globalThis.File;
  Reflect.set(globalThis, 'File', NodeFile);
  try {
    return await new Response(bytes, { headers: { 'content-type': type } }).formData();
  } finally {
    globalThis.File = pageFile;
  }
}

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) return readMultipart(request, type);
  const text = await request.text();
  if (text === '') return undefined;
  if (type.includes('json')) return JSON.parse(text) as unknown;
  return text;
}

async function describeRequest(request: Request): Promise<SentRequest> {
  const url = new URL(request.url);
  const override = request.headers.get('x-http-method-override');
  const search = new URLSearchParams(url.search);
  search.delete('_method');
  return {
    method: (override ?? request.method).toUpperCase(),
    url: request.url,
    path: url.pathname,
    query: Object.fromEntries(search),
    search,
    body: await readBody(request.clone()),
    headers: request.headers,
    params: {},
  };
}

/** Picks the route for a request as vi.fn picks an answer: unused once-answers first, in order. */
function findRoute(request: SentRequest): RegisteredRoute | undefined {
  const url = new URL(request.url);
  const candidates = routes.filter((route) => {
    if (route.method !== request.method || (route.once && route.used)) return false;
    // Against the request's own origin: some tests stub `location`.
    const match = matchRequestUrl(url, route.url, url.origin);
    if (match.matches) request.params = match.params ?? {};
    return match.matches;
  });
  return candidates.find((route) => route.once) ?? candidates.at(-1);
}

/**
 * The network edge of every web test: the real api client sends real requests, which this
 * server answers. One handler routes them all, so answers keep the order tests gave them in; a
 * request no test answered fails loudly (see setup.ts).
 */
export const server = setupServer(
  http.all('*', async ({ request }) => {
    const described = await describeRequest(request);
    sent.push(described);
    const route = findRoute(described);
    if (!route) return undefined;
    route.used = true;
    route.calls.push(described);
    return route.respond(described);
  }),
);

function register(
  method: Method,
  path: string,
  respond: RegisteredRoute['respond'],
  init: AnswerInit,
): Route {
  const calls: SentRequest[] = [];
  const route: RegisteredRoute = {
    method: method.toUpperCase(),
    url: apiUrl(path),
    once: init.once ?? false,
    used: false,
    calls,
    get bodies() {
      return calls.map((call) => call.body);
    },
    respond: async (request) => {
      if (init.pending) await delay('infinite');
      return respond(request);
    },
  };
  routes.push(route);
  return route;
}

function answerWith(method: Method) {
  function answer<S extends z.ZodType>(
    path: string,
    payload: Payload<z.input<NoInfer<S>>>,
    schema: S,
    init?: AnswerInit,
  ): Route;
  function answer<T = unknown>(path: string, payload?: Payload<T>, init?: AnswerInit): Route;
  function answer(
    path: string,
    payload?: unknown,
    schemaOrInit?: z.ZodType | AnswerInit,
    maybeInit?: AnswerInit,
  ): Route {
    const init = schemaOrInit && !('_zod' in schemaOrInit) ? schemaOrInit : (maybeInit ?? {});
    return register(
      method,
      path,
      async (request) => {
        const data =
          typeof payload === 'function'
            ? await (payload as (request: SentRequest) => unknown)(request)
            : payload;
        if (data instanceof Response) return data;
        const status = init.status ?? 200;
        if (data === undefined) return new HttpResponse(null, { status, headers: init.headers });
        return HttpResponse.json(data as never, { status, headers: init.headers });
      },
      init,
    );
  }
  return answer;
}

/**
 * Answers the api client's requests by method and path (written as the client is called:
 * `'me'`, `'auth/login'`, `'tracks/:id'`), with a payload typed by a shared response schema
 * when there is one: `answer.get('me', { user }, meResponseSchema)`.
 */
export const answer = {
  get: answerWith('get'),
  post: answerWith('post'),
  put: answerWith('put'),
  patch: answerWith('patch'),
  delete: answerWith('delete'),
};

function failWith(method: Method) {
  return (
    path: string,
    status: number,
    body: ApiErrorBody | DebugErrorBody = {},
    init: Omit<AnswerInit, 'status'> = {},
  ): Route => register(method, path, async () => errorResponse(status, body), init);
}

/** An error answer, for a payload function that fails only sometimes. */
export function errorResponse(status: number, body: ApiErrorBody | DebugErrorBody = {}): Response {
  return HttpResponse.json(body as never, { status });
}

/** Answers with an error status and body: `fail.post('auth/login', 422, { errors })`. */
export const fail = {
  get: failWith('get'),
  post: failWith('post'),
  put: failWith('put'),
  patch: failWith('patch'),
  delete: failWith('delete'),
};

/**
 * Answers GET requests from a table of path to payload, and every other GET with a 404, as a
 * server that knows only those pages.
 */
export function answerGets(answers: Record<string, unknown>): Record<string, Route> {
  fail.get('*', 404);
  return Object.fromEntries(
    Object.entries(answers).map(([path, payload]) => [path, answer.get(path, payload)]),
  );
}

function dropWith(method: Method) {
  return (path: string, init: Omit<AnswerInit, 'status'> = {}): Route =>
    register(method, path, async () => HttpResponse.error(), init);
}

/** The connection fails (no answer at all), as when the network is down. */
export const drop = {
  get: dropWith('get'),
  post: dropWith('post'),
  put: dropWith('put'),
  patch: dropWith('patch'),
  delete: dropWith('delete'),
};

/**
 * Every request sent in this test, optionally only those of one method and path (a path as in
 * `answer`): `expect(sentRequests('post', 'auth/register')).toHaveLength(0)`.
 */
export function sentRequests(method?: Method, path?: string): SentRequest[] {
  return sent.filter(
    (request) =>
      (!method || request.method === method.toUpperCase()) &&
      (!path ||
        matchRequestUrl(new URL(request.url), apiUrl(path), new URL(request.url).origin).matches),
  );
}

/** Forgets this test's answers and requests (setup.ts calls it after each test). */
export function resetHttp(): void {
  routes = [];
  sent.length = 0;
}

/**
 * An answer that waits until the test releases it, for what shows while a request is pending:
 * `const held = holdAnswer({}); answer.post('x', held.payload); …; held.release()`.
 */
export function holdAnswer<T>(payload: T): { payload: () => Promise<T>; release: () => void } {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return {
    payload: async () => {
      await gate;
      return payload;
    },
    release: () => release(),
  };
}

/** The bodies of the requests sent to one method and path: `sentBodies('put', 'workspace/5')`. */
export function sentBodies(method: Method, path: string): unknown[] {
  return sentRequests(method, path).map((request) => request.body);
}

/**
 * One page of `all` as every list answers it (`{ pagination: pageOf(rows) }`): the first page of
 * 15 unless told, with the totals of the whole list.
 */
export function pageOf<T>(all: readonly T[], page = 1, perPage = 15): Paginated<T> {
  return {
    data: all.slice((page - 1) * perPage, page * perPage),
    current_page: page,
    per_page: perPage,
    total: all.length,
    last_page: Math.max(1, Math.ceil(all.length / perPage)),
  };
}
