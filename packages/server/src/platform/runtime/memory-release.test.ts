import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { loadNative, releaseMemoryWhenQuiet, type MemoryRelease } from './memory-release';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('releaseMemoryWhenQuiet (memory back to the system once the server is quiet)', () => {
  let server: http.Server;
  let memory: MemoryRelease;
  let finishSlow: (() => void) | null = null;

  afterEach(async () => {
    memory.stop();
    finishSlow?.();
    await new Promise((resolve) => server.close(resolve));
  });

  async function start(options: {
    quietMs: number;
    minIntervalMs: number;
    longLivedMs?: number;
    releaseCaches?: () => void;
  }) {
    let releases = 0;
    server = http.createServer((request, response) => {
      if (request.url === '/slow') finishSlow = () => response.end('slow');
      else response.end('ok');
    });
    memory = releaseMemoryWhenQuiet(server, {
      ...options,
      checkEveryMs: 10,
      // The default release (caches, collection, trim) where the test hands caches to empty.
      ...(options.releaseCaches ? {} : { release: () => releases++ }),
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return { url, releases: () => releases };
  }

  it('releases once after a request, when the quiet time has passed, and not again while idle', async () => {
    const { url, releases } = await start({ quietMs: 1000, minIntervalMs: 0 });
    await sleep(200);
    expect(releases()).toBe(0); // nothing served yet: nothing to give back
    await (await fetch(`${url}/`)).text();
    await sleep(30);
    expect(releases()).toBe(0); // not quiet long enough yet
    await sleep(1300);
    expect(releases()).toBe(1);
    await sleep(200);
    expect(releases()).toBe(1);
  });

  it('never releases while a request is in flight', async () => {
    const { url, releases } = await start({ quietMs: 50, minIntervalMs: 0 });
    const slow = fetch(`${url}/slow`);
    await sleep(300);
    expect(releases()).toBe(0);
    finishSlow!();
    finishSlow = null;
    await (await slow).text();
    await sleep(250);
    expect(releases()).toBe(1);
  });

  it('counts a response open past longLivedMs as a stream, which does not keep it busy', async () => {
    const { url, releases } = await start({ quietMs: 50, minIntervalMs: 0, longLivedMs: 1000 });
    const stream = fetch(`${url}/slow`);
    await sleep(200);
    expect(releases()).toBe(0);
    await sleep(1300);
    expect(releases()).toBe(1);
    finishSlow!();
    finishSlow = null;
    await (await stream).text();
  });

  it('empties the caches it is given (the database’s) when it gives memory back', async () => {
    let emptied = 0;
    const { url } = await start({ quietMs: 20, minIntervalMs: 0, releaseCaches: () => emptied++ });
    await sleep(100);
    expect(emptied).toBe(0);
    await (await fetch(`${url}/`)).text();
    await sleep(150);
    expect(emptied).toBe(1);
  });

  it('releases at most once per interval however often the server goes quiet', async () => {
    const { url, releases } = await start({ quietMs: 20, minIntervalMs: 60_000 });
    for (let round = 0; round < 3; round++) {
      await (await fetch(`${url}/`)).text();
      await sleep(120);
    }
    expect(releases()).toBe(1);
  });
});

describe.runIf(process.platform === 'linux' && loadNative() !== null)('the native trim', () => {
  it('runs and says whether malloc gave memory back', () => {
    expect(typeof loadNative()!.trim()).toBe('boolean');
  });
});
