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
});
