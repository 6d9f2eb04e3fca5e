import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';

/**
 * Reads geoip-lite's bundled database on disk, one record at a time, instead of loading it.
 *
 * geoip-lite (`require('geoip-lite')`) copies its city tables into Buffers at start-up, ~150 MB of
 * resident memory. The same files answer a lookup with ~25 positional reads of a few dozen bytes
 * each: a binary search over fixed-size records, then one read of the location record it names.
 * A descriptor per file stays open, one small Buffer is reused and the records at the top of the
 * search (~18 KB) are kept; the operating system's page cache keeps the hot pages, and may drop
 * them under memory pressure.
 *
 * The files (`node_modules/geoip-lite/data/`, all numbers big-endian), as geoip-lite 1.4's
 * `lib/geoip.js` reads them:
 *
 * - `geoip-city.dat`: IPv4 ranges, 24-byte records sorted by first address:
 *   first address (uint32), last address (uint32), location id (uint32; 0xFFFFFFFF = no location),
 *   latitude × 10⁴ (int32), longitude × 10⁴ (int32), accuracy radius in km (uint32).
 * - `geoip-city6.dat`: IPv6 ranges, 48-byte records: first address (16 bytes), last address
 *   (16 bytes), then location id, latitude, longitude and radius as above. Only the upper 64 bits
 *   of an address take part in the search (every range is whole /64s).
 * - `geoip-city-names.dat`: locations, 88-byte records indexed by location id: country (ISO 3166
 *   alpha-2, 2 bytes), region (3 bytes), metro code (int32), EU flag ('0'/'1', 1 byte), time zone
 *   (32 bytes), city name (46 bytes, UTF-8). Text fields are NUL-padded.
 * - `geoip-country.dat` / `geoip-country6.dat`, used when the city files are missing or empty
 *   (geoip-lite's own fallback): 10-byte records of first and last IPv4 address and country, and
 *   34-byte records of first and last IPv6 address (16 bytes each) and country.
 *
 * A few IPv6 ranges nest inside a wider one. The search probes records in the same order as
 * geoip-lite's (midpoint rounded up, both neighbours tried when two remain), so an address in
 * a nested range gets the answer geoip-lite gives, not another overlapping record's.
 */

export interface GeoRecord {
  /** ISO 3166 alpha-2 code, '' when the range has no location. */
  country: string;
  /** City name, '' when the range only knows its country. */
  city: string;
}

interface Table {
  fd: number;
  recordSize: number;
  /** Index of the last record. */
  lastLine: number;
  /** Records name a location (city files) rather than hold a country (country files). */
  withLocation: boolean;
  /** Copies of the records every search starts with (first, last, top levels), by line. */
  top: Map<number, Buffer>;
}

const CITY4_RECORD = 24;
const COUNTRY4_RECORD = 10;
const CITY6_RECORD = 48;
const COUNTRY6_RECORD = 34;
const LOCATION_RECORD = 88;
const LOCATION_CITY_OFFSET = 42;
const NO_LOCATION = 0xffffffff;
/**
 * Levels of the search kept in memory: 2⁸ records (6 KB of IPv4, 12 KB of IPv6 ranges) that
 * every lookup probes first, which saves a third of its reads.
 */
const TOP_LEVELS = 8;

/**
 * The folder geoip-lite reads its data from: its package's `data/`, or `GEODATADIR` resolved
 * from its `lib/` as geoip-lite does.
 */
export function geoIpDataDir(): string {
  const packageDir = path.dirname(
    createRequire(import.meta.url).resolve('geoip-lite/package.json'),
  );
  return path.resolve(packageDir, 'lib', process.env.GEODATADIR || '../data/');
}

function openNonEmpty(file: string): number | null {
  let fd: number;
  try {
    fd = fs.openSync(file, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  if (fs.fstatSync(fd).size > 0) return fd;
  fs.closeSync(fd);
  return null;
}

function openTable(
  dir: string,
  cityFile: string,
  cityRecord: number,
  countryFile: string,
  countryRecord: number,
): Table {
  const cityFd = openNonEmpty(path.join(dir, cityFile));
  const fd = cityFd ?? fs.openSync(path.join(dir, countryFile), 'r');
  const recordSize = cityFd === null ? countryRecord : cityRecord;
  const size = fs.fstatSync(fd).size;
  if (size === 0 || size % recordSize !== 0) {
    fs.closeSync(fd);
    throw new Error(`${dir}: ${cityFd === null ? countryFile : cityFile} is not a table`);
  }
  return {
    fd,
    recordSize,
    lastLine: size / recordSize - 1,
    withLocation: cityFd !== null,
    top: new Map(),
  };
}

/** Text up to the first NUL byte of a NUL-padded field. */
function text(buffer: Buffer, start: number, end: number): string {
  const nul = buffer.indexOf(0, start);
  return buffer.toString('utf8', start, nul === -1 || nul > end ? end : nul);
}

/** The 16 bytes of an IPv6 address in any textual form net.isIPv6 accepts (a zone is ignored). */
export function ipv6Bytes(address: string): Buffer | null {
  let bare = address.split('%')[0] ?? '';
  if (!net.isIPv6(bare)) return null;
  // A dotted IPv4 tail ("::ffff:192.0.2.1") becomes the last two hexadecimal groups.
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(bare);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    bare = `${bare.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [left = '', right] = bare.split('::');
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  const head = groups(left);
  const rest = groups(right);
  const all =
    right === undefined
      ? head
      : [...head, ...Array<string>(8 - head.length - rest.length).fill('0'), ...rest];
  const bytes = Buffer.alloc(16);
  all.forEach((group, i) => bytes.writeUInt16BE(parseInt(group, 16), i * 2));
  return bytes;
}

/** An IPv4 address as an unsigned 32-bit number; null when it is not dotted-quad IPv4. */
export function ipv4Number(address: string): number | null {
  if (!net.isIPv4(address)) return null;
  const [a = 0, b = 0, c = 0, d = 0] = address.split('.').map(Number);
  return ((a << 24) >>> 0) + (b << 16) + (c << 8) + d;
}

export class GeoIpFile {
  private readonly v4: Table;
  private readonly v6: Table;
  private readonly names: number | null;
  /** Holds one record at a time: the largest is a location's. */
  private readonly buffer = Buffer.alloc(LOCATION_RECORD);
  private closed = false;

  constructor(dir: string = geoIpDataDir()) {
    this.v4 = openTable(dir, 'geoip-city.dat', CITY4_RECORD, 'geoip-country.dat', COUNTRY4_RECORD);
    this.v6 = openTable(
      dir,
      'geoip-city6.dat',
      CITY6_RECORD,
      'geoip-country6.dat',
      COUNTRY6_RECORD,
    );
    this.names =
      this.v4.withLocation || this.v6.withLocation
        ? fs.openSync(path.join(dir, 'geoip-city-names.dat'), 'r')
        : null;
  }

  /** Country and city of an IPv4 or IPv6 address (IPv4-mapped IPv6 reads the IPv4 table). */
  lookup(address: string): GeoRecord | null {
    const v4 = ipv4Number(address);
    if (v4 !== null) return this.lookupIPv4(v4);
    const v6 = ipv6Bytes(address);
    if (!v6) return null;
    const mapped =
      v6.readUInt32BE(0) === 0 && v6.readUInt32BE(4) === 0 && v6.readUInt32BE(8) === 0xffff;
    return mapped ? this.lookupIPv4(v6.readUInt32BE(12)) : this.lookupIPv6(v6);
  }

  lookupIPv4(address: number): GeoRecord | null {
    const table = this.v4;
    const found = this.search(table, (record) => {
      if (address < record.readUInt32BE(0)) return -1;
      return address > record.readUInt32BE(4) ? 1 : 0;
    });
    if (!found) return null;
    if (!table.withLocation) return { country: text(found, 8, 10), city: '' };
    return this.location(found.readUInt32BE(8));
  }

  /** `address` holds the 16 bytes of an IPv6 address. */
  lookupIPv6(address: Uint8Array): GeoRecord | null {
    const key = Buffer.from(address.buffer, address.byteOffset, 16);
    const table = this.v6;
    const found = this.search(table, (record) => {
      if (key.compare(record, 0, 8, 0, 8) < 0) return -1;
      return key.compare(record, 16, 24, 0, 8) > 0 ? 1 : 0;
    });
    if (!found) return null;
    if (!table.withLocation) return { country: text(found, 32, 34), city: '' };
    return this.location(found.readUInt32BE(32));
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    fs.closeSync(this.v4.fd);
    fs.closeSync(this.v6.fd);
    if (this.names !== null) fs.closeSync(this.names);
  }

  private read(fd: number, length: number, position: number): Buffer {
    if (this.closed) throw new Error('GeoIpFile is closed');
    const read = fs.readSync(fd, this.buffer, 0, length, position);
    if (read !== length) throw new Error(`geolocation data: short read at ${position}`);
    return this.buffer;
  }

  /**
   * Binary search for the record containing an address; `side` says whether the address lies
   * before (-1), inside (0) or after (1) a record's range. Returns the record found, valid until
   * the next read. Probes follow geoip-lite's order (see the file comment), so the first
   * TOP_LEVELS probes of every search hit the same few records: those stay in memory.
   */
  private search(table: Table, side: (record: Buffer) => number): Buffer | null {
    const { fd, recordSize, lastLine, top } = table;
    const record = (line: number, depth: number): Buffer => {
      const kept = top.get(line);
      if (kept) return kept;
      const read = this.read(fd, recordSize, line * recordSize);
      if (depth <= TOP_LEVELS) top.set(line, Buffer.from(read.subarray(0, recordSize)));
      return read;
    };
    // Outside the first and last ranges: no search needed.
    if (side(record(0, 0)) < 0 || side(record(lastLine, 0)) > 0) return null;
    let low = 0;
    let high = lastLine;
    for (let depth = 1; ; depth++) {
      const line = low + Math.ceil((high - low) / 2);
      const found = record(line, depth);
      const where = side(found);
      if (where === 0) return found;
      if (low === high) return null;
      if (low === high - 1) {
        if (line === low) low = high;
        else high = low;
      } else if (where < 0) high = line;
      else low = line;
    }
  }

  private location(id: number): GeoRecord {
    if (id === NO_LOCATION || this.names === null) return { country: '', city: '' };
    const record = this.read(this.names, LOCATION_RECORD, id * LOCATION_RECORD);
    return {
      country: text(record, 0, 2),
      city: text(record, LOCATION_CITY_OFFSET, LOCATION_RECORD),
    };
  }
}
