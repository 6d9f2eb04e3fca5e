import { AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { apiClient, prepareRequest, resolveApiUrl } from './api-client';
import { removeCookie } from './cookies';

describe('resolveApiUrl (spec 000 §7)', () => {
  it('prefixes relative paths with api/v1/', () => {
    expect(resolveApiUrl('users/me')).toBe('/api/v1/users/me');
    expect(resolveApiUrl('/notifications')).toBe('/api/v1/notifications');
  });

  it('does not prefix a path twice', () => {
    expect(resolveApiUrl('api/v1/logs/error/download-latest')).toBe(
      '/api/v1/logs/error/download-latest',
    );
  });

  it('leaves auth/ paths at the root', () => {
    expect(resolveApiUrl('auth/login')).toBe('/auth/login');
    expect(resolveApiUrl('/auth/user/two-factor/qr-code')).toBe('/auth/user/two-factor/qr-code');
  });

  it('leaves secure/ paths at the root', () => {
    expect(resolveApiUrl('secure/auth/social/google/login')).toBe(
      '/secure/auth/social/google/login',
    );
  });

  it('leaves log-viewer paths at the root', () => {
    expect(resolveApiUrl('log-viewer')).toBe('/log-viewer');
    expect(resolveApiUrl('log-viewer/api/files')).toBe('/log-viewer/api/files');
  });

  it('leaves horizon paths at the root', () => {
    expect(resolveApiUrl('horizon/api/stats')).toBe('/horizon/api/stats');
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
  headers?: Record<string, unknown> | AxiosHeaders;
}

/** prepareRequest types its answer as its input; widen it so absent params can be asserted on. */
const prepare = (config: RequestConfig, activeWorkspaceId: number) =>
  prepareRequest<RequestConfig>(config, activeWorkspaceId);

describe('prepareRequest (spec 000 §7)', () => {
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

  it('works with axios header objects', () => {
    const headers = new AxiosHeaders();
    prepare({ url: 'tracks/1', method: 'delete', headers }, 0);
    expect(headers.get('X-HTTP-Method-Override')).toBe('DELETE');
  });

  it('does not change the config it was given', () => {
    const params = { with: ['artists'] };
    prepare({ url: 'albums', method: 'get', params }, 4);
    expect(params).toEqual({ with: ['artists'] });
  });
});

describe('apiClient', () => {
  afterEach(() => removeCookie('activeWorkspace'));

  it('applies the conventions to every request, with the active workspace from its cookie', async () => {
    document.cookie = 'activeWorkspace=9; path=/';
    let sent: InternalAxiosRequestConfig | undefined;
    await apiClient.put(
      'playlists/4',
      { name: 'Road trip' },
      {
        adapter: async (config) => {
          sent = config;
          return { data: {}, status: 200, statusText: 'OK', headers: {}, config };
        },
      },
    );
    expect(sent?.url).toBe('/api/v1/playlists/4');
    expect(sent?.method).toBe('post');
    expect(sent?.params).toEqual({ workspaceId: 9, _method: 'PUT' });
    expect(sent?.headers.get('X-HTTP-Method-Override')).toBe('PUT');
    expect(sent?.headers.get('Accept')).toBe('application/json');
    expect(sent?.withCredentials).toBe(true);
  });
});
