import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to SQLite under ./data on port 3000, loopback only', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.database).toEqual({
      dialect: 'sqlite',
      file: path.resolve('data', 'tonearm.sqlite'),
    });
    expect(config.trustProxy).toEqual(['loopback']);
    expect(config.secureCookies).toBe(false);
  });

  it('switches to PostgreSQL for a postgres:// DATABASE_URL', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/tonearm' });
    expect(config.database).toEqual({ dialect: 'postgres', url: 'postgres://u:p@db:5432/tonearm' });
  });

  it('refuses any other DATABASE_URL instead of quietly using SQLite', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://u:p@db/tonearm' })).toThrow(/DATABASE_URL/);
  });

  it('marks cookies Secure when the app is served over https', () => {
    expect(loadConfig({ APP_URL: 'https://music.example.com/' }).secureCookies).toBe(true);
  });

  it('reads TRUST_PROXY as a flag or a list', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      'loopback',
    ]);
  });

  it('lets only tests reach private addresses for users, and refuses to start otherwise', () => {
    expect(loadConfig({}).outbound).toEqual({ allowPrivateNetwork: false });
    expect(
      loadConfig({ NODE_ENV: 'test', TEST_ALLOW_PRIVATE_NETWORK_REQUESTS: 'true' }).outbound,
    ).toEqual({ allowPrivateNetwork: true });
    expect(() => loadConfig({ TEST_ALLOW_PRIVATE_NETWORK_REQUESTS: 'true' })).toThrow(
      /TEST_ALLOW_PRIVATE_NETWORK_REQUESTS: only for tests/,
    );
    expect(() =>
      loadConfig({ NODE_ENV: 'production', TEST_ALLOW_PRIVATE_NETWORK_REQUESTS: '1' }),
    ).toThrow(/only for tests/);
  });

  it('names every invalid variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud' })).toThrow(/PORT[\s\S]*LOG_LEVEL/);
  });
});
