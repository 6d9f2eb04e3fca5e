// Generates a large catalog into a SQLite file for the catalog benchmarks:
//   node --import tsx bench/catalog-generate.ts --tracks 1000000 [--out /tmp/tonearm-1m.sqlite]
// The schema comes from the real migrations; rows go in with prepared statements in one
// transaction per table, with the search triggers dropped during the load and the FTS5 tables
// rebuilt in one statement each afterwards (then the triggers come back).
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openSqlite } from './sqlite';
import { createDatabase } from '../packages/server/src/platform/db/database';
import { migrateToLatest } from '../packages/server/src/platform/db/migrate';
import { prng } from '../packages/server/src/seed/demo/synth';

const { values } = parseArgs({
  options: {
    tracks: { type: 'string', default: '100000' },
    out: { type: 'string' },
  },
});
const trackCount = Number(values.tracks);
const out = path.resolve(values.out ?? `/tmp/tonearm-bench-${trackCount}.sqlite`);

/** Seeded, so runs compare. */
const random = prng(42);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

// A vocabulary of made-up but pronounceable words with a realistic, skewed frequency.
const ONSETS = [
  'b',
  'br',
  'c',
  'ch',
  'd',
  'dr',
  'f',
  'g',
  'gl',
  'h',
  'j',
  'k',
  'l',
  'm',
  'n',
  'p',
  'pr',
  'r',
  's',
  'sh',
  'st',
  't',
  'tr',
  'v',
  'w',
  'z',
];
const VOWELS = ['a', 'e', 'i', 'o', 'u', 'ai', 'ea', 'oo', 'ou', 'y'];
const CODAS = ['', '', 'n', 'r', 's', 'l', 'nd', 'st', 'x', 'm', 'ng', 'th'];
const vocabulary: string[] = [];
while (vocabulary.length < 20_000) {
  const syllables = 1 + Math.floor(random() * 3);
  let word = '';
  for (let s = 0; s < syllables; s++) word += pick(ONSETS) + pick(VOWELS) + pick(CODAS);
  vocabulary.push(word[0]!.toUpperCase() + word.slice(1));
}
/** Zipf-ish: low indexes much more often. */
const word = () => vocabulary[Math.floor(Math.pow(random(), 2.2) * vocabulary.length)]!;
const title = (words: number) => Array.from({ length: words }, word).join(' ');

async function main(): Promise<void> {
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(out + suffix, { force: true });
  const started = Date.now();
  const kysely = createDatabase({ dialect: 'sqlite', file: out });
  await migrateToLatest(kysely);
  await kysely.destroy();

  const db = openSqlite(out);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  db.pragma('cache_size = -200000');
  const triggers = db
    .prepare(`select name, sql from sqlite_master where type = 'trigger' and name like '%search%'`)
    .all() as { name: string; sql: string }[];
  for (const t of triggers) db.exec(`drop trigger ${t.name}`);

  const artistCount = Math.max(10, Math.round(trackCount / 20));
  const albumCount = Math.max(10, Math.round(trackCount / 10));
  const now = new Date().toISOString();
  const genres = [
    'Rock',
    'Pop',
    'Jazz',
    'Electronic',
    'Hip Hop',
    'Folk',
    'Classical',
    'Ambient',
    'House',
    'Soul',
    'Metal',
    'Reggae',
    'Blues',
    'Country',
    'Lo-fi',
    'Synthwave',
  ];

  db.transaction(() => {
    const g = db.prepare(
      'insert into genres (name, slug, popularity, created_at, updated_at) values (?, ?, ?, ?, ?)',
    );
    genres.forEach((name, i) =>
      g.run(name, name.toLowerCase().replace(/[^a-z0-9]+/g, '-'), genres.length - i, now, now),
    );
    const a = db.prepare(
      'insert into artists (name, image, bio, plays_count, created_at, updated_at) values (?, null, null, ?, ?, ?)',
    );
    const ag = db.prepare('insert into artist_genres (artist_id, genre_id) values (?, ?)');
    for (let i = 1; i <= artistCount; i++) {
      a.run(title(1 + Math.floor(random() * 2)), Math.floor(random() * 100_000), now, now);
      ag.run(i, 1 + Math.floor(random() * genres.length));
    }
    const al = db.prepare(
      "insert into albums (name, release_date, type, plays_count, created_at, updated_at) values (?, ?, 'album', ?, ?, ?)",
    );
    const aa = db.prepare(
      'insert into album_artists (album_id, artist_id, position) values (?, ?, 0)',
    );
    for (let i = 1; i <= albumCount; i++) {
      const date = new Date(
        Date.UTC(
          1970 + Math.floor(random() * 56),
          Math.floor(random() * 12),
          1 + Math.floor(random() * 28),
        ),
      );
      al.run(
        title(1 + Math.floor(random() * 3)),
        date.toISOString().slice(0, 10),
        Math.floor(random() * 50_000),
        now,
        now,
      );
      aa.run(i, 1 + Math.floor(random() * artistCount));
    }
  })();

  const albumArtist = db.prepare('select artist_id from album_artists where album_id = ?').pluck();
  const albumArtists = new Int32Array(albumCount + 1);
  for (let i = 1; i <= albumCount; i++) albumArtists[i] = albumArtist.get(i) as number;
  const batch = 100_000;
  const t = db.prepare(
    "insert into tracks (name, album_id, number, duration_ms, plays_count, audio_key, audio_mime, audio_size, created_at, updated_at) values (?, ?, ?, ?, ?, 'bench/track.wav', 'audio/wav', 1000, ?, ?)",
  );
  const ta = db.prepare(
    'insert into track_artists (track_id, artist_id, position) values (?, ?, 0)',
  );
  const tg = db.prepare('insert into track_genres (track_id, genre_id) values (?, ?)');
  for (let start = 1; start <= trackCount; start += batch) {
    db.transaction(() => {
      for (let i = start; i < Math.min(trackCount + 1, start + batch); i++) {
        const album = 1 + Math.floor(random() * albumCount);
        t.run(
          title(1 + Math.floor(random() * 3)),
          album,
          1 + (i % 12),
          120_000 + Math.floor(random() * 180_000),
          Math.floor(Math.pow(random(), 4) * 1_000_000),
          now,
          now,
        );
        ta.run(i, albumArtists[album]);
        tg.run(i, 1 + Math.floor(random() * genres.length));
      }
    })();
    process.stdout.write(`\r  tracks: ${Math.min(trackCount, start + batch - 1)} / ${trackCount}`);
  }
  process.stdout.write('\n');

  // Search indexes in one pass each, then the triggers return.
  db.exec(`
    insert into tracks_fts (rowid, name, artists, album)
      select t.id, t.name,
        coalesce((select group_concat(a.name, ' ') from track_artists ta join artists a on a.id = ta.artist_id where ta.track_id = t.id), ''),
        coalesce(al.name, '')
      from tracks t left join albums al on al.id = t.album_id;
    insert into albums_fts (rowid, name, artists)
      select al.id, al.name, coalesce((select group_concat(a.name, ' ') from album_artists aa join artists a on a.id = aa.artist_id where aa.album_id = al.id), '')
      from albums al;
    insert into artists_fts (rowid, name) select id, name from artists;
    insert into tracks_fts (tracks_fts) values ('optimize');
  `);
  for (const trigger of triggers) db.exec(trigger.sql);

  // The discover channel and its sections, as on a real install.
  db.transaction(() => {
    const c = db.prepare(
      'insert into channels (name, slug, layout, content_type, source, restriction, internal, created_at, updated_at) values (?, ?, ?, ?, ?, null, ?, ?, ?)',
    );
    const sections: [string, string, string, string][] = [
      ['New releases', 'albums', 'new-releases', 'carousel'],
      ['Top tracks', 'tracks', 'top-tracks', 'track-table'],
      ['Staff picks', 'tracks', 'manual', 'carousel'],
      ['Popular albums', 'albums', 'popular-albums', 'grid'],
      ['Popular artists', 'artists', 'popular-artists', 'carousel'],
      ['Playlists', 'playlists', 'recent-playlists', 'carousel'],
      ['Genres', 'genres', 'manual', 'grid'],
    ];
    const ids = sections.map(([name, type, source, layout]) =>
      Number(
        c.run(name, name.toLowerCase().replace(/ /g, '-'), layout, type, source, 0, now, now)
          .lastInsertRowid,
      ),
    );
    const discover = Number(
      c.run('Discover', 'discover', 'list', 'channels', 'manual', 1, now, now).lastInsertRowid,
    );
    const link = db.prepare(
      'insert into channelables (channel_id, channelable_type, channelable_id, position) values (?, ?, ?, ?)',
    );
    ids.forEach((id, i) => link.run(discover, 'channel', id, i));
    for (let i = 0; i < 10; i++)
      link.run(ids[2]!, 'track', 1 + Math.floor(random() * trackCount), i);
  })();
  db.exec('analyze');
  db.close();
  const size = fs.statSync(out).size;
  console.log(
    `  ${trackCount} tracks, ${albumCount} albums, ${artistCount} artists -> ${out} (${(size / 1e6).toFixed(0)} MB) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
