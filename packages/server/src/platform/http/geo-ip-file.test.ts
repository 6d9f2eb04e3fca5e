import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type * as GeoIpModule from 'geoip-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prng } from '../../seed/demo/synth';
import { GeoIpFile, geoIpDataDir, ipv4Number, ipv6Bytes } from './geo-ip-file';
import { lookupGeoLocation } from './geo-ip';

type GeoIp = typeof GeoIpModule;

const random = prng(27);
const byte = () => Math.floor(random() * 256);
const ipv4 = () => [byte(), byte(), byte(), byte()].join('.');
/** Outside the ranges lookupGeoLocation treats as local (loopback, private, link-local, CGNAT). */
function publicIpv4(): string {
  for (;;) {
    const [a, b] = [byte(), byte()];
    const local =
      [0, 10, 127].includes(a) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 100 && b >= 64 && b <= 127);
    if (!local) return [a, b, byte(), byte()].join('.');
  }
}
const hexGroups = (bytes: Uint8Array) =>
  Array.from({ length: 8 }, (_, i) => ((bytes[2 * i]! << 8) | bytes[2 * i + 1]!).toString(16));

/** A random address inside a random range of geoip-city6.dat: most of IPv6 has no record. */
function ipv6InData(): string {
  const fd = fs.openSync(path.join(geoIpDataDir(), 'geoip-city6.dat'), 'r');
  try {
    const record = Buffer.alloc(48);
    const lines = fs.fstatSync(fd).size / 48;
    fs.readSync(fd, record, 0, 48, Math.floor(random() * lines) * 48);
    const address = Buffer.from(record.subarray(0, 16));
    // Random low bits within the range's /64s (first and last share a prefix at least that long).
    for (let i = 8; i < 16; i++) address[i] = byte();
    return hexGroups(address).join(':');
  } finally {
    fs.closeSync(fd);
  }
}

/** geoip-lite's own answer, in lookupGeoLocation's shape. */
function expected(geoip: GeoIp, ip: string) {
  const found = geoip.lookup(ip);
  return { city: found?.city || null, country: found?.country || null };
}

describe('address parsing', () => {
  it.each([
    ['::', '00000000000000000000000000000000'],
    ['::1', '00000000000000000000000000000001'],
    ['2001:db8::8:1', '20010db8000000000000000000080001'],
    ['1:2:3:4:5:6:7:8', '00010002000300040005000600070008'],
    ['2a02::', '2a020000000000000000000000000000'],
    ['::ffff:192.0.2.1', '00000000000000000000ffffc0000201'],
    ['64:ff9b::8.8.4.4', '0064ff9b000000000000000008080404'],
    ['fe80::1%eth0', 'fe800000000000000000000000000001'],
  ])('reads the IPv6 address %s', (text, hex) => {
    expect(ipv6Bytes(text)?.toString('hex')).toBe(hex);
  });

  it('rejects what is not an address', () => {
    expect(ipv6Bytes('1.2.3.4')).toBeNull();
    expect(ipv6Bytes('1::2::3')).toBeNull();
    expect(ipv4Number('1.2.3')).toBeNull();
    expect(ipv4Number('255.255.255.255')).toBe(0xffffffff);
    expect(ipv4Number('1.2.3.4')).toBe(0x01020304);
  });
});

describe('GeoIpFile against geoip-lite', () => {
  let geoip: GeoIp;
  const file = new GeoIpFile();

  beforeAll(() => {
    geoip = createRequire(import.meta.url)('geoip-lite') as GeoIp;
    // Another suite in this worker may have cleared it (below).
    if (!geoip.lookup('8.8.8.8')) geoip.reloadDataSync();
  });
  afterAll(() => {
    file.close();
    // Drop geoip-lite's ~150 MB of tables: the worker runs other suites after this one.
    geoip.clear();
  });

  it('gives geoip-lite’s city and country for 5,000 pseudo-random IPv4 addresses', () => {
    let located = 0;
    for (let i = 0; i < 5000; i++) {
      const ip = ipv4();
      const record = file.lookup(ip);
      expect({ city: record?.city || null, country: record?.country || null }, ip).toEqual(
        expected(geoip, ip),
      );
      if (record?.city) located++;
    }
    // About a third of all IPv4 addresses have a city: the comparison saw real cities, not
    // only misses (1,805 with this seed).
    expect(located).toBeGreaterThan(1500);
  });

  it('gives lookupGeoLocation geoip-lite’s answer for 2,000 public IPv4 addresses', () => {
    for (let i = 0; i < 2000; i++) {
      const ip = publicIpv4();
      expect(lookupGeoLocation(ip), ip).toEqual(expected(geoip, ip));
    }
  });

  it('gives geoip-lite’s answer for IPv6 addresses, inside ranges and anywhere', () => {
    const addresses = [
      ...Array.from({ length: 500 }, ipv6InData),
      // Anywhere in global unicast, mostly outside every range.
      ...Array.from({ length: 200 }, () =>
        hexGroups(
          Uint8Array.from({ length: 16 }, (_, i) => (i === 0 ? 0x20 + (byte() & 0x1f) : byte())),
        ).join(':'),
      ),
      // Nested ranges: a /64 inside a wider range of another location.
      '2001:550:0:1::5',
      '2001:978:0:1::1',
      '2602:faf5:0:1::1',
      '2001:4860:4860::8888',
    ];
    let located = 0;
    for (const ip of addresses) {
      const answer = lookupGeoLocation(ip);
      expect(answer, ip).toEqual(expected(geoip, ip));
      if (answer.country) located++;
    }
    expect(located).toBeGreaterThan(450);
  });

  it('reads IPv4-mapped IPv6 addresses from the IPv4 table', () => {
    for (let i = 0; i < 200; i++) {
      const ip = ipv4();
      expect(file.lookup(`::ffff:${ip}`), ip).toEqual(file.lookup(ip));
      expect(lookupGeoLocation(`::ffff:${ip}`), ip).toEqual(lookupGeoLocation(ip));
    }
  });
});

describe('GeoIpFile with the country files only', () => {
  // geoip-lite falls back to them when the city files are missing; so does the reader.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tonearm-geoip-'));
  for (const name of ['geoip-country.dat', 'geoip-country6.dat'])
    fs.symlinkSync(path.join(geoIpDataDir(), name), path.join(dir, name));
  const countries = new GeoIpFile(dir);
  const cities = new GeoIpFile();
  afterAll(() => {
    countries.close();
    cities.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers countries only, agreeing with the city files on well-known addresses', () => {
    for (const ip of ['81.2.69.142', '8.8.8.8', '2001:4860:4860::8888', '::ffff:8.8.8.8']) {
      const record = countries.lookup(ip);
      expect(record?.city, ip).toBe('');
      expect(record?.country, ip).toBe(cities.lookup(ip)?.country);
    }
    expect(countries.lookup('81.2.69.142')?.country).toBe('GB');
    expect(countries.lookup('0.0.0.1')).toBeNull();
    expect(countries.lookup('ff00::1')).toBeNull();
  });

  it('refuses a folder without the data', () => {
    expect(() => new GeoIpFile(path.join(dir, 'missing'))).toThrow(/ENOENT/);
  });

  it('refuses lookups once closed', () => {
    const closed = new GeoIpFile(dir);
    closed.close();
    expect(() => closed.lookup('8.8.8.8')).toThrow(/closed/);
  });
});
