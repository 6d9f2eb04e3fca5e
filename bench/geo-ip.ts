// Geolocation memory and latency: geoip-lite's in-memory tables (`require('geoip-lite')`, the old
// way) against lookupGeoLocation's on-disk reader over the same files, each in its own process:
//   node --import tsx bench/geo-ip.ts [--lookups 20000]
// Prints each process's RSS before the first lookup and after 1,000, the first lookup's time
// (loading or opening the data) and the mean wall and CPU time per lookup over --lookups more.
// Addresses are pseudo-random (same seed for both): IPv4, with every tenth one IPv6 in 2000::/4.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type * as GeoIpModule from 'geoip-lite';
import { lookupGeoLocation } from '../packages/server/src/platform/http/geo-ip';
import { prng } from '../packages/server/src/seed/demo/synth';

const { values } = parseArgs({
  options: { lookups: { type: 'string', default: '20000' }, way: { type: 'string' } },
});
const lookups = Number(values.lookups);

interface Figures {
  rssStartMb: number;
  rss1000Mb: number;
  firstLookupMs: number;
  wallUs: number;
  cpuUs: number;
}

function addresses(count: number): string[] {
  const random = prng(42);
  const byte = () => Math.floor(random() * 256);
  const hex = (from: number, size: number) => (from + Math.floor(random() * size)).toString(16);
  return Array.from({ length: count }, (_, i) =>
    i % 10 === 0
      ? `${hex(0x2000, 0x1000)}:${hex(0, 0x10000)}:${hex(0, 0x10000)}::1`
      : [byte(), byte(), byte(), byte()].join('.'),
  );
}

function measure(way: string): Figures {
  let lookup: (ip: string) => unknown;
  if (way === 'old') {
    let geoip: typeof GeoIpModule | null = null;
    lookup = (ip) => {
      geoip ??= createRequire(import.meta.url)('geoip-lite') as typeof GeoIpModule;
      const found = geoip.lookup(ip);
      return found ? { city: found.city || null, country: found.country || null } : null;
    };
  } else lookup = lookupGeoLocation;
  const ips = addresses(1000 + lookups);
  const mb = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;
  const rssStart = process.memoryUsage.rss();
  const first = process.hrtime.bigint();
  lookup(ips[0]!);
  const firstLookupMs = Number(process.hrtime.bigint() - first) / 1e6;
  for (let i = 1; i < 1000; i++) lookup(ips[i]!);
  const rss1000 = process.memoryUsage.rss();
  const cpu = process.cpuUsage();
  const wall = process.hrtime.bigint();
  for (let i = 1000; i < ips.length; i++) lookup(ips[i]!);
  const wallUs = Number(process.hrtime.bigint() - wall) / 1e3 / lookups;
  const used = process.cpuUsage(cpu);
  return {
    rssStartMb: mb(rssStart),
    rss1000Mb: mb(rss1000),
    firstLookupMs: Math.round(firstLookupMs * 10) / 10,
    wallUs: Math.round(wallUs * 100) / 100,
    cpuUs: Math.round(((used.user + used.system) / lookups) * 100) / 100,
  };
}

if (values.way) {
  console.log(JSON.stringify(measure(values.way)));
} else {
  const rows: Record<string, Figures> = {};
  for (const way of ['old', 'new']) {
    const child = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        fileURLToPath(import.meta.url),
        '--way',
        way,
        '--lookups',
        String(lookups),
      ],
      { encoding: 'utf8' },
    );
    if (child.status !== 0) throw new Error(`${way}: ${child.stderr}`);
    rows[way === 'old' ? 'geoip-lite in memory (old)' : 'on-disk reader (new)'] = JSON.parse(
      child.stdout,
    ) as Figures;
  }
  console.table(rows);
}
