import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, guestClient, loginAs } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { useWebApp } from '../../test/use-test-app';
import { dsnOrigin } from './sentry-reporter';

const failingRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/v1/test/sentry-explode', async (request) => {
    throw new Error(`Tonearm fell over: ${String((request.query as { tag?: string }).tag)}`);
  });
};

interface Envelope {
  path: string;
  items: Record<string, unknown>[];
}

/** A local stand-in for a Sentry-compatible service: it keeps every envelope it is sent. */
async function fakeSentry(): Promise<{
  envelopes: Envelope[];
  dsn: (project: number) => string;
  close: () => Promise<void>;
}> {
  const envelopes: Envelope[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      let body = Buffer.concat(chunks);
      if (request.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
      const items = body
        .toString('utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      envelopes.push({ path: request.url ?? '', items });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    envelopes,
    dsn: (project) => `http://publickey@127.0.0.1:${port}/${project}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function exceptionMessages(envelopes: Envelope[]): string[] {
  return envelopes.flatMap((envelope) =>
    envelope.items.flatMap((item) => {
      const values = (item.exception as { values?: { value: string }[] } | undefined)?.values;
      return values?.map((value) => value.value) ?? [];
    }),
  );
}

describe('error reporting to a Sentry-compatible service', () => {
  let t: TestApp;
  let sentry: Awaited<ReturnType<typeof fakeSentry>>;
  beforeAll(async () => {
    sentry = await fakeSentry();
    t = await createTestApp({}, failingRoutes);
  });
  afterAll(async () => {
    await t.close();
    await sentry.close();
  });

  const explode = async (tag: string) => {
    const response = await guestClient(t).get(`/api/v1/test/sentry-explode?tag=${tag}`);
    expect(response.statusCode).toBe(500);
    await t.app.services.errorReporter.flush();
  };

  it('sends nothing while no DSN is set', async () => {
    await explode('no-dsn');
    expect(sentry.envelopes).toEqual([]);
  });

  it('sends an unexpected error once the DSN is set, without a restart', async () => {
    await t.services.settings.update({ 'logging.sentry_dsn': sentry.dsn(42) });
    await explode('with-dsn');
    expect(sentry.envelopes.map((envelope) => envelope.path)).toEqual([
      expect.stringMatching(/^\/api\/42\/envelope\/\?.*sentry_key=publickey/),
    ]);
    expect(exceptionMessages(sentry.envelopes)).toEqual(['Tonearm fell over: with-dsn']);
    const event = sentry.envelopes[0]!.items[2] as { level: string; extra: { url: string } };
    expect(event.level).toBe('error');
    expect(event.extra.url).toBe('/api/v1/test/sentry-explode?tag=with-dsn');
  });

  it('follows a changed DSN and stops when it is cleared', async () => {
    await t.services.settings.update({ 'logging.sentry_dsn': sentry.dsn(7) });
    await explode('moved');
    expect(sentry.envelopes.at(-1)!.path).toMatch(/^\/api\/7\/envelope\//);
    const sent = sentry.envelopes.length;
    await t.services.settings.update({ 'logging.sentry_dsn': '' });
    await explode('cleared');
    expect(sentry.envelopes).toHaveLength(sent);
  });

  it('does not report client errors', async () => {
    await t.services.settings.update({ 'logging.sentry_dsn': sentry.dsn(42) });
    const sent = sentry.envelopes.length;
    const user = await loginAs(t, await buildUser(t));
    expect((await user.get('/api/v1/logs/error')).statusCode).toBe(403);
    await t.app.services.errorReporter.flush();
    expect(sentry.envelopes).toHaveLength(sent);
  });
});

describe("the page lets the browser SDK reach the DSN's service", () => {
  const t = useWebApp();

  const connectSources = async () => {
    const csp = String((await guestClient(t).get('/')).headers['content-security-policy']);
    return /connect-src ([^;]*)/.exec(csp)![1]!.split(' ');
  };

  it('adds the DSN origin to connect-src only while a DSN is set', async () => {
    expect(await connectSources()).toEqual(["'self'"]);
    await t.services.settings.update({
      'logging.sentry_dsn': 'https://key@errors.example.com/12',
    });
    expect(await connectSources()).toEqual(["'self'", 'https://errors.example.com']);
    // Other answers keep the static policy.
    const api = String(
      (await guestClient(t).get('/api/v1/health')).headers['content-security-policy'],
    );
    expect(api).not.toContain('errors.example.com');
  });

  it('reads an origin only from an http(s) DSN', () => {
    expect(dsnOrigin('http://key@127.0.0.1:9000/1')).toBe('http://127.0.0.1:9000');
    expect(dsnOrigin('')).toBeNull();
    expect(dsnOrigin('not a url')).toBeNull();
    expect(dsnOrigin("javascript:alert('x')")).toBeNull();
    expect(dsnOrigin(42)).toBeNull();
  });
});
