import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { Readable } from 'node:stream';
import ipaddr from 'ipaddr.js';

/**
 * Where the server may send a request that a user or an admin chose the address of (a Web Push
 * endpoint, a social login provider's URLs). Only the test app turns `allowPrivateNetwork` on,
 * so its local stand-ins (a push service, an OAuth provider on 127.0.0.1, over plain http) can
 * be reached; production config refuses to start with it (platform/config.ts).
 */
export interface OutboundPolicy {
  allowPrivateNetwork: boolean;
}

export const PUBLIC_INTERNET_ONLY: OutboundPolicy = { allowPrivateNetwork: false };

/** The request was not sent: its address is not https or not on the public internet. */
export class OutboundRequestRefused extends Error {
  override readonly name = 'OutboundRequestRefused';
}

/**
 * Ranges that ipaddr.js counts as unicast but that still lead back inside: the deprecated
 * IPv4-compatible IPv6 addresses (`::127.0.0.1`), which some stacks route to the IPv4 address.
 */
const EXTRA_REFUSED = [ipaddr.parseCIDR('::/96')];

/**
 * True for an address on the public internet. Loopback, private (10/8, 172.16/12, 192.168/16,
 * fc00::/7), link-local (169.254/16 with the cloud metadata address, fe80::/10), CGNAT
 * (100.64/10), multicast, unspecified (0.0.0.0, ::), broadcast, documentation and reserved
 * ranges are not, nor IPv6 forms that carry an IPv4 address (mapped, NAT64, 6to4, Teredo),
 * whatever IPv4 address they carry.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  // ::ffff:127.0.0.1 is 127.0.0.1: judge the IPv4 address it maps to.
  const parsed = ipaddr.process(address);
  if (parsed.range() !== 'unicast') return false;
  return !EXTRA_REFUSED.some(
    ([range, bits]) => parsed.kind() === range.kind() && parsed.match(range, bits),
  );
}

type Resolve = (hostname: string) => Promise<dns.LookupAddress[]>;

const systemResolve: Resolve = (hostname) => dns.promises.lookup(hostname, { all: true });

/**
 * A `lookup` for the socket that resolves once and checks every address before connecting:
 * the connection uses the very address that was checked, so a name that answers a public
 * address to a check and a private one to the connection (DNS rebinding) gets nowhere.
 */
export function guardedLookup(resolve: Resolve = systemResolve): net.LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname)
      .then((found) => {
        const addresses = found.filter(
          (entry) => !options.family || entry.family === options.family,
        );
        const inside = addresses.find((entry) => !isPublicAddress(entry.address));
        if (inside) {
          throw new OutboundRequestRefused(
            `${hostname} resolves to ${inside.address}, which is not on the public internet`,
          );
        }
        const first = addresses[0];
        if (!first) throw new OutboundRequestRefused(`${hostname} has no address`);
        if (options.all) callback(null, addresses);
        else callback(null, first.address, first.family);
      })
      .catch((error: unknown) => callback(error as NodeJS.ErrnoException, ''));
  };
}

export interface SafeRequestInit {
  method?: string;
  headers?: Record<string, string> | Headers;
  body?: string | Uint8Array | URLSearchParams | null;
  signal?: AbortSignal | null;
  /** The whole exchange, body included; 10 seconds unless told. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;
const NO_BODY_STATUSES = new Set([101, 204, 205, 304]);

/** Refuses, before any network traffic, a URL that is not https or names an inside address. */
export function assertOutboundUrl(input: string | URL, policy: OutboundPolicy): URL {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new OutboundRequestRefused('Not a URL');
  }
  if (policy.allowPrivateNetwork) {
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
      throw new OutboundRequestRefused(`${url.protocol} URLs are not fetched`);
    return url;
  }
  if (url.protocol !== 'https:') throw new OutboundRequestRefused('Only https URLs are fetched');
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  // RFC 6761: these names are this machine, whatever a resolver says.
  if (host === 'localhost' || host.endsWith('.localhost'))
    throw new OutboundRequestRefused(`${host} is this machine`);
  if (net.isIP(host) && !isPublicAddress(host))
    throw new OutboundRequestRefused(`${host} is not on the public internet`);
  // The URL parser already turns 0x7f.1 and 2130706433 into 127.0.0.1; a name is checked once
  // resolved, at connection time.
  return url;
}

function headersOf(response: http.IncomingMessage): Headers {
  const headers = new Headers();
  const raw = response.rawHeaders;
  for (let index = 0; index + 1 < raw.length; index += 2) {
    try {
      headers.append(raw[index]!, raw[index + 1]!);
    } catch {
      // A header the Fetch API refuses (a bad byte) is left out rather than failing the answer.
    }
  }
  return headers;
}

/**
 * `fetch` for addresses that come from users or admins (ASVS V12.6): https only, to public
 * addresses only (checked on the resolved address the socket then uses), no redirect followed
 * (a 3xx comes back as the answer), and a time limit on the whole exchange. Refusals reject
 * with `OutboundRequestRefused`. Built on node:http so the check sits in the socket's own
 * `lookup`, which fetch (undici) does not expose without another dependency.
 */
export async function safeFetch(
  input: string | URL,
  init: SafeRequestInit = {},
  policy: OutboundPolicy = PUBLIC_INTERNET_ONLY,
  resolve?: Resolve,
): Promise<Response> {
  const url = assertOutboundUrl(input, policy);
  const method = (init.method ?? 'GET').toUpperCase();
  const signal = AbortSignal.any([
    AbortSignal.timeout(init.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    ...(init.signal ? [init.signal] : []),
  ]);
  const headers: Record<string, string> = {};
  if (init.headers instanceof Headers)
    init.headers.forEach((value, name) => (headers[name] = value));
  else Object.assign(headers, init.headers);
  const body = init.body instanceof URLSearchParams ? init.body.toString() : init.body;
  const client = url.protocol === 'https:' ? https : http;

  return new Promise<Response>((settle, fail) => {
    const request = client.request(
      url,
      {
        method,
        headers,
        signal,
        // A fresh connection each time: a pooled socket was checked for another request.
        agent: false,
        ...(policy.allowPrivateNetwork ? {} : { lookup: guardedLookup(resolve) }),
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status < 200 || status > 599) {
          response.destroy();
          fail(new Error(`${url.host} answered with status ${status}`));
          return;
        }
        const empty = NO_BODY_STATUSES.has(status) || method === 'HEAD';
        if (empty) response.resume();
        settle(
          new Response(empty ? null : (Readable.toWeb(response) as ReadableStream<Uint8Array>), {
            status,
            headers: headersOf(response),
          }),
        );
      },
    );
    request.on('error', (error) =>
      fail(signal.aborted && !init.signal?.aborted ? timedOut(url, init.timeoutMs) : error),
    );
    request.end(body ?? undefined);
  });
}

function timedOut(url: URL, timeoutMs = DEFAULT_TIMEOUT_MS): Error {
  return new Error(`${url.host} did not answer within ${timeoutMs} ms`);
}
