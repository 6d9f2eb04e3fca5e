import type { LookupAddress } from 'node:dns';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  guardedLookup,
  isPublicAddress,
  OutboundRequestRefused,
  safeFetch,
  type OutboundPolicy,
} from './safe-fetch';

const LOCAL_SERVICES: OutboundPolicy = { allowPrivateNetwork: true };

/** A server on this machine that records every request it gets. */
async function startListener(handler: http.RequestListener = (_q, r) => r.end('hello')) {
  const hits: string[] = [];
  const server = http.createServer((request, response) => {
    hits.push(`${request.method} ${request.url}`);
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    hits,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Runs a guarded lookup the way a socket does, answering what `resolve` says. */
function lookUp(addresses: LookupAddress[], all = false) {
  const lookup = guardedLookup(() => Promise.resolve(addresses));
  return new Promise<unknown>((resolve, reject) =>
    lookup('push.example.test', { all }, (error, address, family) =>
      error ? reject(error) : resolve(all ? address : { address, family }),
    ),
  );
}

describe('which addresses count as the public internet', () => {
  it.each([
    ['127.0.0.1', 'IPv4 loopback'],
    ['127.8.9.10', 'the rest of 127/8'],
    ['0.0.0.0', 'IPv4 unspecified'],
    ['10.1.2.3', '10/8'],
    ['172.16.0.1', '172.16/12'],
    ['172.31.255.254', '172.16/12, its end'],
    ['192.168.1.1', '192.168/16'],
    ['169.254.169.254', 'the cloud metadata address (169.254/16)'],
    ['169.254.0.1', 'IPv4 link-local'],
    ['100.64.0.1', 'CGNAT 100.64/10'],
    ['100.100.100.200', 'Alibaba Cloud metadata (in 100.64/10)'],
    ['192.0.0.192', 'Oracle Cloud metadata (192.0.0/24)'],
    ['224.0.0.1', 'IPv4 multicast 224/4'],
    ['239.255.255.250', 'IPv4 multicast, its end'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved 240/4'],
    ['::1', 'IPv6 loopback'],
    ['::', 'IPv6 unspecified'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback in hex'],
    ['::ffff:169.254.169.254', 'IPv4-mapped metadata'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::127.0.0.1', 'IPv4-compatible loopback'],
    ['fc00::1', 'unique local fc00::/7'],
    ['fd00:ec2::254', 'the AWS IPv6 metadata address (fc00::/7)'],
    ['fe80::1', 'IPv6 link-local fe80::/10'],
    ['fe80::1%eth0', 'IPv6 link-local with a zone'],
    ['ff02::1', 'IPv6 multicast'],
    ['64:ff9b::7f00:1', 'NAT64 of 127.0.0.1'],
    ['2002:7f00:1::', '6to4 of 127.0.0.1'],
    ['2001:db8::1', 'IPv6 documentation'],
    ['not-an-address', 'not an address'],
  ])('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.215.14', '8.8.8.8', '2606:4700:4700::1111', '2a00:1450:4001:82a::200a'])(
    'allows %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe('the guarded lookup (resolve once, check every address, connect to the checked one)', () => {
  it('hands the socket the checked public address', async () => {
    expect(await lookUp([{ address: '93.184.215.14', family: 4 }])).toEqual({
      address: '93.184.215.14',
      family: 4,
    });
    expect(
      await lookUp(
        [
          { address: '93.184.215.14', family: 4 },
          { address: '2606:4700:4700::1111', family: 6 },
        ],
        true,
      ),
    ).toEqual([
      { address: '93.184.215.14', family: 4 },
      { address: '2606:4700:4700::1111', family: 6 },
    ]);
  });

  it('refuses a name when any of its addresses is inside, even beside a public one', async () => {
    await expect(
      lookUp([
        { address: '93.184.215.14', family: 4 },
        { address: '127.0.0.1', family: 4 },
      ]),
    ).rejects.toBeInstanceOf(OutboundRequestRefused);
    await expect(lookUp([{ address: '::ffff:169.254.169.254', family: 6 }], true)).rejects.toThrow(
      /not on the public internet/,
    );
  });
});

describe('safeFetch', () => {
  let listener: Awaited<ReturnType<typeof startListener>>;
  beforeAll(async () => {
    listener = await startListener((request, response) => {
      if (request.url === '/redirect') {
        response.writeHead(302, { location: `${listener.origin}/target` });
        response.end();
      } else if (request.url === '/slow') {
        // Never answers: the caller's time limit must end the wait.
      } else {
        response.end('hello');
      }
    });
  });
  afterAll(() => listener.close());

  it('refuses plain http, and internal addresses by number, before sending anything', async () => {
    const before = listener.hits.length;
    for (const url of [
      `${listener.origin}/plain-http`,
      `https://127.0.0.1:${listener.port}/`,
      `https://[::1]:${listener.port}/`,
      `https://[::ffff:127.0.0.1]:${listener.port}/`,
      'https://169.254.169.254/latest/meta-data/',
      'https://0.0.0.0/',
      'https://[::]/',
      'https://100.64.0.1/',
      'https://224.0.0.1/',
      'https://[fd00:ec2::254]/',
      'https://[fe80::1]/',
      // The URL parser reads these as 127.0.0.1.
      `https://2130706433:${listener.port}/`,
      `https://0x7f.1:${listener.port}/`,
      'file:///etc/passwd',
    ]) {
      await expect(safeFetch(url), url).rejects.toBeInstanceOf(OutboundRequestRefused);
    }
    expect(listener.hits.length).toBe(before);
  });

  it('refuses a host name that resolves to this machine ("localhost")', async () => {
    const before = listener.hits.length;
    await expect(safeFetch(`https://localhost:${listener.port}/`)).rejects.toBeInstanceOf(
      OutboundRequestRefused,
    );
    expect(listener.hits.length).toBe(before);
  });

  it('refuses what the system resolver says "localhost" is (127.0.0.1, ::1)', async () => {
    const lookup = guardedLookup();
    await expect(
      new Promise((resolve, reject) =>
        lookup('localhost', { all: true }, (error, addresses) =>
          error ? reject(error) : resolve(addresses),
        ),
      ),
    ).rejects.toThrow(/localhost resolves to (127\.0\.0\.1|::1), which is not on the public/);
    const before = listener.hits.length;
    await expect(safeFetch(`https://sub.localhost:${listener.port}/`)).rejects.toBeInstanceOf(
      OutboundRequestRefused,
    );
    expect(listener.hits.length).toBe(before);
  });

  it('refuses a name whose resolver answers an inside address, without connecting', async () => {
    const before = listener.hits.length;
    const rebinding = () => Promise.resolve([{ address: '127.0.0.1', family: 4 }]);
    await expect(
      safeFetch(`https://push.example.test:${listener.port}/`, {}, undefined, rebinding),
    ).rejects.toBeInstanceOf(OutboundRequestRefused);
    expect(listener.hits.length).toBe(before);
  });

  it('does not follow a redirect: the 3xx is the answer', async () => {
    listener.hits.length = 0;
    const response = await safeFetch(`${listener.origin}/redirect`, {}, LOCAL_SERVICES);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`${listener.origin}/target`);
    expect(listener.hits).toEqual(['GET /redirect']);
  });

  it('gives up when the other side does not answer in time', async () => {
    const started = Date.now();
    await expect(
      safeFetch(`${listener.origin}/slow`, { timeoutMs: 200 }, LOCAL_SERVICES),
    ).rejects.toThrow(/did not answer within 200 ms/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('sends the method, headers and body and reads the answer, as fetch does', async () => {
    const echo = await startListener((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        response.setHeader('content-type', 'application/json');
        response.statusCode = 201;
        response.end(
          JSON.stringify({
            method: request.method,
            ttl: request.headers.ttl,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      });
    });
    try {
      const response = await safeFetch(
        `${echo.origin}/send`,
        {
          method: 'POST',
          headers: new Headers({ TTL: '60' }),
          body: new URLSearchParams({ a: 'b' }),
        },
        LOCAL_SERVICES,
      );
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual({ method: 'POST', ttl: '60', body: 'a=b' });
    } finally {
      await echo.close();
    }
  });
});
