import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { lookupGeoLocation } from './geo-ip';

describe('lookupGeoLocation', () => {
  it('finds the city and country of a public address', () => {
    expect(lookupGeoLocation('81.2.69.142')).toEqual({ city: 'St Albans', country: 'GB' });
  });

  it('finds the country of an IPv4-mapped IPv6 address', () => {
    expect(lookupGeoLocation('::ffff:8.8.8.8').country).toBe('US');
  });

  it.each([
    '127.0.0.1',
    '::1',
    '10.1.2.3',
    '192.168.0.10',
    '172.20.0.1',
    'fd00::1',
    'nonsense',
    '',
  ])('gives nothing for the local or invalid address %s', (ip) => {
    expect(lookupGeoLocation(ip)).toEqual({ city: null, country: null });
  });

  it('keeps the database on disk: RSS grows < 20 MB across 10,000 lookups', () => {
    // A fresh process, so no other suite's geoip-lite tables count; the first lookup, which
    // opens the files, is inside the measure (geoip-lite's require() takes ~150 MB there).
    const script = `
      const [{ lookupGeoLocation }, { prng }] = await Promise.all([
        import(${JSON.stringify(new URL('./geo-ip.ts', import.meta.url).href)}),
        import(${JSON.stringify(new URL('../../seed/demo/synth.ts', import.meta.url).href)}),
      ]);
      const random = prng(3);
      const byte = () => Math.floor(random() * 256);
      const hex = (from, size) => (from + Math.floor(random() * size)).toString(16);
      const before = process.memoryUsage.rss();
      let located = 0;
      for (let i = 0; i < 10000; i++) {
        const ip = i % 10 === 0
          ? hex(0x2000, 0x1000) + ':' + hex(0, 0x10000) + ':' + hex(0, 0x10000) + '::1'
          : [byte(), byte(), byte(), byte()].join('.');
        if (lookupGeoLocation(ip).country) located++;
      }
      console.log(JSON.stringify({ located, grown: process.memoryUsage.rss() - before }));`;
    const child = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '--eval', script],
      { encoding: 'utf8' },
    );
    expect(child.stderr).toBe('');
    const { located, grown } = JSON.parse(child.stdout) as { located: number; grown: number };
    expect(located).toBeGreaterThan(5000);
    expect(grown).toBeLessThan(20 * 1024 * 1024);
  });
});
