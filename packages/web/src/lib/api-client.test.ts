import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiError,
  createApiClient,
  isApiError,
  prepareRequest,
  resolveApiUrl,
  serializeParams,
  type WireRequest,
} from './api-client';
import { speakSpanishValidation } from '@/test/render-with-providers';
import { setBootstrapData } from './bootstrap-store';
import { removeCookie } from './cookies';

describe('resolveApiUrl', () => {
  it('prefixes relative paths with api/v1/', () => {
    expect(resolveApiUrl('users/me')).toBe('/api/v1/users/me');
    expect(resolveApiUrl('/notifications')).toBe('/api/v1/notifications');
  });

  it('does not prefix a path twice', () => {
    expect(resolveApiUrl('api/v1/logs/error/download-latest')).toBe(
      '/api/v1/logs/error/download-latest',
    );
  });

  it.each([
    {
      prefix: 'auth/',
      paths: [
        ['auth/login', '/auth/login'],
        ['/auth/user/two-factor/qr-code', '/auth/user/two-factor/qr-code'],
      ],
    },
    {
      prefix: 'secure/',
      paths: [['secure/auth/social/google/login', '/secure/auth/social/google/login']],
    },
    {
      prefix: 'log-viewer',
      paths: [
        ['log-viewer', '/log-viewer'],
        ['log-viewer/api/files', '/log-viewer/api/files'],
      ],
    },
    { prefix: 'horizon', paths: [['horizon/api/stats', '/horizon/api/stats']] },
  ] as const)('leaves $prefix paths at the root', ({ paths }) => {
    for (const [path, url] of paths) expect(resolveApiUrl(path)).toBe(url);
  });

  it('prefixes paths that only start with those words', () => {
    expect(resolveApiUrl('authors')).toBe('/api/v1/authors');
    expect(resolveApiUrl('security-settings')).toBe('/api/v1/security-settings');
  });

  it('leaves absolute URLs alone', () => {
    expect(resolveApiUrl('https://example.com/feed.json')).toBe('https://example.com/feed.json');
    expect(resolveApiUrl('//cdn.example.com/a.js')).toBe('//cdn.example.com/a.js');
  });
});

interface RequestConfig {
  url?: string;
  method?: string;
  params?: Record<string, unknown>;
  headers?: Record<string, unknown>;
}

/** prepareRequest types its answer as its input; widen it so absent params can be asserted on. */
const prepare = (config: RequestConfig, activeWorkspaceId: number) =>
  prepareRequest<RequestConfig>(config, activeWorkspaceId);

describe('prepareRequest', () => {
  it('joins with, load and loadCount lists on GET', () => {
    const config = prepare(
      {
        url: 'albums/1',
        method: 'get',
        params: {
          with: ['artists', 'tracks'],
          load: ['tags'],
          loadCount: ['plays', 'likes'],
          page: 2,
        },
      },
      0,
    );
    expect(config.params).toEqual({
      with: 'artists,tracks',
      load: 'tags',
      loadCount: 'plays,likes',
      page: 2,
    });
  });

  it('leaves relation lists as they are on other methods', () => {
    const config = prepare(
      { url: 'albums', method: 'post', params: { with: ['artists', 'tracks'] } },
      0,
    );
    expect(config.params).toEqual({ with: ['artists', 'tracks'] });
  });

  it('adds the active workspace to GET, POST and PUT', () => {
    for (const method of ['get', 'post', 'put']) {
      const config = prepare({ url: 'tracks', method }, 7);
      expect(config.params?.workspaceId).toBe(7);
    }
  });

  it('does not add a workspace to DELETE or PATCH', () => {
    for (const method of ['delete', 'patch']) {
      const config = prepare({ url: 'tracks/1', method }, 7);
      expect(config.params).not.toHaveProperty('workspaceId');
    }
  });

  it('does not add a workspace when none is active', () => {
    expect(prepare({ url: 'tracks', method: 'get' }, 0).params).not.toHaveProperty('workspaceId');
  });

  it('keeps a workspaceId the caller set', () => {
    const config = prepare({ url: 'tracks', method: 'get', params: { workspaceId: 3 } }, 7);
    expect(config.params?.workspaceId).toBe(3);
  });

  it('sends PUT, PATCH and DELETE as POST with X-HTTP-Method-Override and _method', () => {
    for (const method of ['put', 'patch', 'delete']) {
      const config = prepare({ url: 'users/1', method, headers: {} }, 0);
      expect(config.method).toBe('post');
      expect(config.headers).toMatchObject({ 'X-HTTP-Method-Override': method.toUpperCase() });
      expect(config.params?._method).toBe(method.toUpperCase());
    }
  });

  it('leaves GET and POST as they are', () => {
    expect(prepare({ url: 'users/me', method: 'get' }, 0)).toMatchObject({
      method: 'get',
      params: {},
    });
    const post = prepare({ url: 'users/me/locale', method: 'POST', headers: {} }, 0);
    expect(post.method).toBe('post');
    expect(post.headers).not.toHaveProperty('X-HTTP-Method-Override');
  });

  it('works with header objects that have a set method', () => {
    const values = new Map<string, string>();
    const headers = { set: (name: string, value: string) => void values.set(name, value) };
    prepare({ url: 'tracks/1', method: 'delete', headers }, 0);
    expect(values.get('X-HTTP-Method-Override')).toBe('DELETE');
  });

  it('does not change the config it was given', () => {
    const params = { with: ['artists'] };
    prepare({ url: 'albums', method: 'get', params }, 4);
    expect(params).toEqual({ with: ['artists'] });
  });
});

describe('serializeParams', () => {
  it('writes lists as name[] and leaves out null and undefined', () => {
    expect(
      serializeParams({ ids: [1, 2], query: 'a b', none: null, gone: undefined, on: true }),
    ).toBe('ids%5B%5D=1&ids%5B%5D=2&query=a+b&on=true');
  });
});

describe('apiClient', () => {
  afterEach(() => {
    removeCookie('activeWorkspace');
    removeCookie('XSRF-TOKEN');
  });

  function recordingClient(answer = { status: 200, data: {} as unknown }) {
    const sent: WireRequest[] = [];
    const client = createApiClient(async (request) => {
      sent.push(request);
      return { ...answer, statusText: '', headers: {} };
    });
    return { client, sent };
  }

  it('applies the conventions to every request, with the active workspace from its cookie', async () => {
    document.cookie = 'activeWorkspace=9; path=/';
    const { client, sent } = recordingClient();
    await client.put('playlists/4', { name: 'Road trip' });
    expect(sent[0]?.url).toBe('/api/v1/playlists/4?workspaceId=9&_method=PUT');
    expect(sent[0]?.method).toBe('post');
    expect(sent[0]?.headers).toMatchObject({
      'X-HTTP-Method-Override': 'PUT',
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      'Content-Type': 'application/json',
    });
    expect(sent[0]?.body).toBe('{"name":"Road trip"}');
  });

  it("gives an error answer's message and field errors in the user's language", async () => {
    const data = speakSpanishValidation();
    try {
      const { client } = recordingClient({
        status: 422,
        data: {
          message: 'This field is required.',
          errors: { name: ['This field is required.'], code: 'Code must be at most 6 characters.' },
        },
      });
      const error = await client.post('things', {}).catch((caught: unknown) => caught);
      expect(isApiError(error) && error.response?.data).toEqual({
        message: 'Este campo es obligatorio.',
        errors: {
          name: ['Este campo es obligatorio.'],
          code: 'El código puede tener como máximo 6 caracteres.',
        },
      });
    } finally {
      setBootstrapData(data);
    }
  });

  it('echoes the XSRF-TOKEN cookie to its own origin only', async () => {
    document.cookie = 'XSRF-TOKEN=abc%3D; path=/';
    const { client, sent } = recordingClient();
    await client.post('likes', {});
    await client.get('https://bucket.example.com/file');
    expect(sent[0]?.headers['X-XSRF-TOKEN']).toBe('abc=');
    expect(sent[1]?.headers).not.toHaveProperty('X-XSRF-TOKEN');
  });

  it('sends a DELETE body given as data, and form data as it is', async () => {
    const { client, sent } = recordingClient();
    await client.delete('follows', { data: { id: 1 } });
    const form = new FormData();
    await client.post('file-entries', form);
    expect(sent[0]?.body).toBe('{"id":1}');
    expect(sent[1]?.body).toBe(form);
    expect(sent[1]?.headers).not.toHaveProperty('Content-Type');
  });

  it('rejects an answer outside 2xx with an ApiError holding the answer', async () => {
    const body = { message: 'The given data was invalid.', errors: { name: ['Required'] } };
    const { client } = recordingClient({ status: 422, data: body });
    const error: unknown = await client.post('playlists', {}).catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('ERR_BAD_REQUEST');
    expect((error as ApiError).response?.status).toBe(422);
    expect((error as ApiError).response?.data).toEqual(body);
  });
});

describe('apiClient over real HTTP', () => {
  let server: http.Server;
  let base = '';
  const received: {
    method?: string;
    url?: string;
    headers: http.IncomingHttpHeaders;
    body: string;
  }[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        // jsdom enforces CORS: this server is another origin than the test page.
        res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
        res.setHeader('Access-Control-Allow-Credentials', 'true');
        res.setHeader('Access-Control-Allow-Headers', '*');
        res.setHeader('Access-Control-Allow-Methods', 'GET, POST');
        res.setHeader('Access-Control-Expose-Headers', 'ETag');
        if (req.method === 'OPTIONS') return res.end();
        received.push({
          method: req.method,
          url: req.url,
          headers: req.headers,
          body: Buffer.concat(chunks).toString(),
        });
        if (req.url?.startsWith('/missing')) {
          res.statusCode = 404;
          res.setHeader('Content-Type', 'application/json');
          return res.end(JSON.stringify({ message: 'Not found' }));
        }
        if (req.url?.startsWith('/slow')) return setTimeout(() => res.end('late'), 2000);
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('ETag', '"v1"');
        res.end(JSON.stringify({ ok: true }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => server.close());

  it('sends the body and query and parses the JSON answer and its headers', async () => {
    const client = createApiClient();
    const response = await client.post(`${base}/things`, { a: 1 }, { params: { q: 'x' } });
    expect(response.status).toBe(200);
    expect(response.data).toEqual({ ok: true });
    expect(response.headers.etag).toBe('"v1"');
    const last = received.at(-1)!;
    expect(last.method).toBe('POST');
    expect(last.url).toBe('/things?q=x');
    expect(JSON.parse(last.body)).toEqual({ a: 1 });
    expect(last.headers['content-type']).toContain('application/json');
  });

  it('rejects a 404 with its parsed body', async () => {
    const error = await createApiClient()
      .get(`${base}/missing`)
      .then(
        () => null,
        (e: unknown) => e as ApiError,
      );
    expect(error?.response?.status).toBe(404);
    expect(error?.response?.data).toEqual({ message: 'Not found' });
  });

  it('rejects with ERR_CANCELED when its signal aborts', async () => {
    const controller = new AbortController();
    const pending = createApiClient().get(`${base}/slow`, { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    const error = await pending.then(
      () => null,
      (e: unknown) => e as ApiError,
    );
    expect(error?.code).toBe('ERR_CANCELED');
  });
});
