import net from 'node:net';
import { GeoIpFile } from './geo-ip-file';

let database: GeoIpFile | null = null;
/**
 * geoip-lite's data files, opened on the first public address and read record by record
 * (geo-ip-file.ts): a few KB of memory where `require('geoip-lite')` holds ~150 MB of tables.
 */
function geoIpFile(): GeoIpFile {
  database ??= new GeoIpFile();
  return database;
}

export interface GeoLocation {
  city: string | null;
  country: string | null;
}

const NOWHERE: GeoLocation = { city: null, country: null };

/** Loopback, private, link-local and unique-local addresses have no place on the map. */
function isLocalAddress(ip: string): boolean {
  const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (net.isIPv4(address)) {
    const [a = 0, b = 0] = address.split('.').map(Number);
    return (
      a === 10 ||
      a === 127 ||
      a === 0 ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 100 && b >= 64 && b <= 127)
    );
  }
  const lower = address.toLowerCase();
  return lower === '::1' || lower === '::' || /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower);
}

/**
 * City and country of a client address from geoip-lite's bundled database (no network), read
 * from disk a record at a time.
 * Session rows keep it so users can recognise their devices (Session).
 */
export function lookupGeoLocation(ip: string | null | undefined): GeoLocation {
  if (!ip || !net.isIP(ip.startsWith('::ffff:') ? ip.slice(7) : ip) || isLocalAddress(ip))
    return NOWHERE;
  const found = geoIpFile().lookup(ip);
  if (!found) return NOWHERE;
  return { city: found.city || null, country: found.country || null };
}
