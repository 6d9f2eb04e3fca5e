import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { isPostgres, timestampType, withId, withTimestamps } from '../dialect-helpers';

/**
 * The music: artists, albums, tracks, genres, tags, lyrics, playlists, channels, comments,
 * likes, follows, reposts and plays, plus full-text search indexes kept in sync by triggers
 * (FTS5 on SQLite, tsvector + GIN on PostgreSQL).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = timestampType(db);
  const pg = isPostgres(db);
  const now = pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  const idx = async (name: string, table: string, columns: string) =>
    sql.raw(`create index ${name} on ${table} (${columns})`).execute(db);
  const ref = (table: string) => (col: ColumnDefinitionBuilder) =>
    col.notNull().references(`${table}.id`).onDelete('cascade');

  await withTimestamps(
    db,
    withId(db, db.schema.createTable('artists'))
      .addColumn('name', 'varchar(255)', (col) => col.notNull())
      .addColumn('image', 'varchar(1024)')
      .addColumn('bio', 'text')
      .addColumn('verified', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('links', 'text', (col) => col.notNull().defaultTo('[]'))
      .addColumn('plays_count', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null')),
  ).execute();
  await idx('artists_plays_count_index', 'artists', 'plays_count desc, id');

  await withTimestamps(
    db,
    withId(db, db.schema.createTable('albums'))
      .addColumn('name', 'varchar(255)', (col) => col.notNull())
      .addColumn('image', 'varchar(1024)')
      .addColumn('release_date', 'varchar(10)')
      .addColumn('type', 'varchar(20)', (col) => col.notNull().defaultTo('album'))
      .addColumn('description', 'text')
      .addColumn('plays_count', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null')),
  ).execute();
  await idx('albums_release_date_index', 'albums', 'release_date desc, id desc');
  await idx('albums_plays_count_index', 'albums', 'plays_count desc, id');

  await db.schema
    .createTable('album_artists')
    .addColumn('album_id', 'integer', ref('albums'))
    .addColumn('artist_id', 'integer', ref('artists'))
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('album_artists_pk', ['album_id', 'artist_id'])
    .execute();
  await idx('album_artists_artist_index', 'album_artists', 'artist_id, album_id');

  await withTimestamps(
    db,
    withId(db, db.schema.createTable('tracks'))
      .addColumn('name', 'varchar(255)', (col) => col.notNull())
      .addColumn('album_id', 'integer', (col) => col.references('albums.id').onDelete('set null'))
      .addColumn('number', 'integer')
      .addColumn('duration_ms', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('explicit', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('image', 'varchar(1024)')
      .addColumn('description', 'text')
      .addColumn('audio_key', 'varchar(1024)')
      .addColumn('audio_mime', 'varchar(100)')
      .addColumn('audio_size', pg ? 'bigint' : 'integer')
      .addColumn('waveform', 'text')
      .addColumn('plays_count', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null')),
  ).execute();
  await idx('tracks_album_index', 'tracks', 'album_id, number');
  await idx('tracks_plays_count_index', 'tracks', 'plays_count desc, id');
  await idx('tracks_created_at_index', 'tracks', 'created_at desc');

  await db.schema
    .createTable('track_artists')
    .addColumn('track_id', 'integer', ref('tracks'))
    .addColumn('artist_id', 'integer', ref('artists'))
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('track_artists_pk', ['track_id', 'artist_id'])
    .execute();
  await idx('track_artists_artist_index', 'track_artists', 'artist_id, track_id');

  await withTimestamps(
    db,
    withId(db, db.schema.createTable('genres'))
      .addColumn('name', 'varchar(100)', (col) => col.notNull())
      .addColumn('slug', 'varchar(100)', (col) => col.notNull().unique())
      .addColumn('image', 'varchar(1024)')
      .addColumn('popularity', 'integer', (col) => col.notNull().defaultTo(0)),
  ).execute();
  for (const [table, column, target] of [
    ['track_genres', 'track_id', 'tracks'],
    ['album_genres', 'album_id', 'albums'],
    ['artist_genres', 'artist_id', 'artists'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn(column, 'integer', ref(target))
      .addColumn('genre_id', 'integer', ref('genres'))
      .addPrimaryKeyConstraint(`${table}_pk`, [column, 'genre_id'])
      .execute();
    await idx(`${table}_genre_index`, table, `genre_id, ${column}`);
  }

  await withTimestamps(
    db,
    withId(db, db.schema.createTable('tags'))
      .addColumn('name', 'varchar(100)', (col) => col.notNull())
      .addColumn('slug', 'varchar(100)', (col) => col.notNull().unique()),
  ).execute();
  await db.schema
    .createTable('taggables')
    .addColumn('tag_id', 'integer', ref('tags'))
    .addColumn('taggable_type', 'varchar(20)', (col) => col.notNull())
    .addColumn('taggable_id', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('taggables_pk', ['tag_id', 'taggable_type', 'taggable_id'])
    .execute();
  await idx('taggables_taggable_index', 'taggables', 'taggable_type, taggable_id');

  await withTimestamps(
    db,
    withId(db, db.schema.createTable('lyrics'))
      .addColumn('track_id', 'integer', (col) =>
        col.notNull().unique().references('tracks.id').onDelete('cascade'),
      )
      .addColumn('is_synced', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('text', 'text', (col) => col.notNull()),
  ).execute();

  await withTimestamps(
    db,
    withId(db, db.schema.createTable('playlists'))
      .addColumn('owner_id', 'integer', ref('users'))
      .addColumn('name', 'varchar(255)', (col) => col.notNull())
      .addColumn('description', 'text')
      .addColumn('image', 'varchar(1024)')
      .addColumn('public', 'integer', (col) => col.notNull().defaultTo(1))
      .addColumn('collaborative', 'integer', (col) => col.notNull().defaultTo(0)),
  ).execute();
  await idx('playlists_owner_index', 'playlists', 'owner_id, updated_at');
  await idx('playlists_public_index', 'playlists', 'public, updated_at');

  await db.schema
    .createTable('playlist_tracks')
    .addColumn('playlist_id', 'integer', ref('playlists'))
    .addColumn('track_id', 'integer', ref('tracks'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('added_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', ts, (col) => col.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('playlist_tracks_pk', ['playlist_id', 'track_id'])
    .execute();
  await idx('playlist_tracks_position_index', 'playlist_tracks', 'playlist_id, position');
  await idx('playlist_tracks_track_index', 'playlist_tracks', 'track_id');

  await db.schema
    .createTable('playlist_collaborators')
    .addColumn('playlist_id', 'integer', ref('playlists'))
    .addColumn('user_id', 'integer', ref('users'))
    .addColumn('created_at', ts, (col) => col.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('playlist_collaborators_pk', ['playlist_id', 'user_id'])
    .execute();
  await idx('playlist_collaborators_user_index', 'playlist_collaborators', 'user_id');

  await withTimestamps(
    db,
    withId(db, db.schema.createTable('channels'))
      .addColumn('name', 'varchar(255)', (col) => col.notNull())
      .addColumn('slug', 'varchar(255)', (col) => col.notNull().unique())
      .addColumn('description', 'text')
      .addColumn('layout', 'varchar(20)', (col) => col.notNull().defaultTo('grid'))
      .addColumn('content_type', 'varchar(20)', (col) => col.notNull())
      .addColumn('source', 'varchar(30)', (col) => col.notNull().defaultTo('manual'))
      .addColumn('restriction', 'varchar(255)')
      .addColumn('internal', 'integer', (col) => col.notNull().defaultTo(0)),
  ).execute();
  await db.schema
    .createTable('channelables')
    .addColumn('channel_id', 'integer', ref('channels'))
    .addColumn('channelable_type', 'varchar(20)', (col) => col.notNull())
    .addColumn('channelable_id', 'integer', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('channelables_pk', [
      'channel_id',
      'channelable_type',
      'channelable_id',
    ])
    .execute();
  await idx('channelables_position_index', 'channelables', 'channel_id, position');

  await withTimestamps(
    db,
    withId(db, db.schema.createTable('comments'))
      .addColumn('track_id', 'integer', ref('tracks'))
      .addColumn('user_id', 'integer', ref('users'))
      .addColumn('content', 'text', (col) => col.notNull())
      .addColumn('position_ms', 'integer')
      .addColumn('parent_id', 'integer', (col) =>
        col.references('comments.id').onDelete('cascade'),
      ),
  ).execute();
  await idx('comments_track_index', 'comments', 'track_id, created_at');
  await idx('comments_parent_index', 'comments', 'parent_id');

  for (const [table, kind] of [
    ['likes', 'likeable'],
    ['follows', 'followable'],
    ['reposts', 'repostable'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn('user_id', 'integer', ref('users'))
      .addColumn(`${kind}_type`, 'varchar(20)', (col) => col.notNull())
      .addColumn(`${kind}_id`, 'integer', (col) => col.notNull())
      .addColumn('created_at', ts, (col) => col.notNull().defaultTo(now))
      .addPrimaryKeyConstraint(`${table}_pk`, ['user_id', `${kind}_type`, `${kind}_id`])
      .execute();
    await idx(`${table}_target_index`, table, `${kind}_type, ${kind}_id`);
    await idx(`${table}_user_created_index`, table, `user_id, ${kind}_type, created_at`);
  }

  await withId(db, db.schema.createTable('plays'))
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('track_id', 'integer', ref('tracks'))
    .addColumn('platform', 'varchar(50)')
    .addColumn('device', 'varchar(50)')
    .addColumn('country', 'varchar(10)')
    .addColumn('created_at', ts, (col) => col.notNull().defaultTo(now))
    .execute();
  await idx('plays_user_index', 'plays', 'user_id, created_at');
  await idx('plays_track_index', 'plays', 'track_id, created_at');
  await idx('plays_created_at_index', 'plays', 'created_at');

  if (pg) await createPostgresSearch(db);
  else await createSqliteSearch(db);
}

/** FTS5 tables whose rowid is the entity id, kept in sync by triggers. */
async function createSqliteSearch(db: Kysely<unknown>): Promise<void> {
  const tok = `tokenize = "unicode61 remove_diacritics 2", prefix = '1 2 3'`;
  const trackArtists = (trackId: string) =>
    `coalesce((select group_concat(a.name, ' ') from track_artists ta join artists a on a.id = ta.artist_id where ta.track_id = ${trackId}), '')`;
  const albumArtists = (albumId: string) =>
    `coalesce((select group_concat(a.name, ' ') from album_artists aa join artists a on a.id = aa.artist_id where aa.album_id = ${albumId}), '')`;
  const albumName = (albumId: string) =>
    `coalesce((select name from albums where id = ${albumId}), '')`;
  const statements = [
    `create virtual table tracks_fts using fts5(name, artists, album, ${tok})`,
    `create virtual table albums_fts using fts5(name, artists, ${tok})`,
    `create virtual table artists_fts using fts5(name, ${tok})`,
    `create virtual table playlists_fts using fts5(name, description, ${tok})`,
    `create trigger tracks_search_ai after insert on tracks begin
       insert into tracks_fts(rowid, name, artists, album) values (new.id, new.name, ${trackArtists('new.id')}, ${albumName('new.album_id')});
     end`,
    `create trigger tracks_search_au after update of name, album_id on tracks begin
       update tracks_fts set name = new.name, album = ${albumName('new.album_id')} where rowid = new.id;
     end`,
    `create trigger tracks_search_ad after delete on tracks begin
       delete from tracks_fts where rowid = old.id;
     end`,
    `create trigger track_artists_search_ai after insert on track_artists begin
       update tracks_fts set artists = ${trackArtists('new.track_id')} where rowid = new.track_id;
     end`,
    `create trigger track_artists_search_ad after delete on track_artists begin
       update tracks_fts set artists = ${trackArtists('old.track_id')} where rowid = old.track_id;
     end`,
    `create trigger albums_search_ai after insert on albums begin
       insert into albums_fts(rowid, name, artists) values (new.id, new.name, ${albumArtists('new.id')});
     end`,
    `create trigger albums_search_au after update of name on albums begin
       update albums_fts set name = new.name where rowid = new.id;
       update tracks_fts set album = new.name where rowid in (select id from tracks where album_id = new.id);
     end`,
    `create trigger albums_search_ad after delete on albums begin
       delete from albums_fts where rowid = old.id;
     end`,
    `create trigger album_artists_search_ai after insert on album_artists begin
       update albums_fts set artists = ${albumArtists('new.album_id')} where rowid = new.album_id;
     end`,
    `create trigger album_artists_search_ad after delete on album_artists begin
       update albums_fts set artists = ${albumArtists('old.album_id')} where rowid = old.album_id;
     end`,
    `create trigger artists_search_ai after insert on artists begin
       insert into artists_fts(rowid, name) values (new.id, new.name);
     end`,
    `create trigger artists_search_au after update of name on artists begin
       update artists_fts set name = new.name where rowid = new.id;
       update tracks_fts set artists = ${trackArtists('tracks_fts.rowid')} where rowid in (select track_id from track_artists where artist_id = new.id);
       update albums_fts set artists = ${albumArtists('albums_fts.rowid')} where rowid in (select album_id from album_artists where artist_id = new.id);
     end`,
    `create trigger artists_search_ad after delete on artists begin
       delete from artists_fts where rowid = old.id;
     end`,
    `create trigger playlists_search_ai after insert on playlists begin
       insert into playlists_fts(rowid, name, description) values (new.id, new.name, coalesce(new.description, ''));
     end`,
    `create trigger playlists_search_au after update of name, description on playlists begin
       update playlists_fts set name = new.name, description = coalesce(new.description, '') where rowid = new.id;
     end`,
    `create trigger playlists_search_ad after delete on playlists begin
       delete from playlists_fts where rowid = old.id;
     end`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/**
 * One `<entity>_search(id, document tsvector)` table per searchable entity with a GIN index;
 * weights: A the name, B the artists, C the album or description. Plain SQL functions rebuild a
 * row; triggers call them.
 */
async function createPostgresSearch(db: Kysely<unknown>): Promise<void> {
  const tsv = (text: string, weight: string) =>
    `setweight(to_tsvector('simple', coalesce(${text}, '')), '${weight}')`;
  const statements = [
    ...['tracks', 'albums', 'artists', 'playlists'].flatMap((entity) => [
      `create table ${entity}_search (id integer primary key references ${entity}(id) on delete cascade, document tsvector not null)`,
      `create index ${entity}_search_document_index on ${entity}_search using gin (document)`,
    ]),
    `create function tonearm_index_track(tid integer) returns void language sql as $$
       insert into tracks_search (id, document)
       select t.id, ${tsv('t.name', 'A')} || ${tsv("(select string_agg(a.name, ' ') from track_artists ta join artists a on a.id = ta.artist_id where ta.track_id = t.id)", 'B')} || ${tsv('al.name', 'C')}
       from tracks t left join albums al on al.id = t.album_id where t.id = tid
       on conflict (id) do update set document = excluded.document;
     $$`,
    `create function tonearm_index_album(aid integer) returns void language sql as $$
       insert into albums_search (id, document)
       select al.id, ${tsv('al.name', 'A')} || ${tsv("(select string_agg(a.name, ' ') from album_artists aa join artists a on a.id = aa.artist_id where aa.album_id = al.id)", 'B')}
       from albums al where al.id = aid
       on conflict (id) do update set document = excluded.document;
     $$`,
    `create function tonearm_tracks_search_trigger() returns trigger language plpgsql as $$
     begin perform tonearm_index_track(new.id); return null; end $$`,
    `create trigger tracks_search_aiu after insert or update of name, album_id on tracks
       for each row execute function tonearm_tracks_search_trigger()`,
    `create function tonearm_track_artists_search_trigger() returns trigger language plpgsql as $$
     begin
       if tg_op = 'DELETE' then perform tonearm_index_track(old.track_id); else perform tonearm_index_track(new.track_id); end if;
       return null;
     end $$`,
    `create trigger track_artists_search_aid after insert or delete on track_artists
       for each row execute function tonearm_track_artists_search_trigger()`,
    `create function tonearm_albums_search_trigger() returns trigger language plpgsql as $$
     begin
       perform tonearm_index_album(new.id);
       if tg_op = 'UPDATE' then perform tonearm_index_track(t.id) from tracks t where t.album_id = new.id; end if;
       return null;
     end $$`,
    `create trigger albums_search_aiu after insert or update of name on albums
       for each row execute function tonearm_albums_search_trigger()`,
    `create function tonearm_album_artists_search_trigger() returns trigger language plpgsql as $$
     begin
       if tg_op = 'DELETE' then perform tonearm_index_album(old.album_id); else perform tonearm_index_album(new.album_id); end if;
       return null;
     end $$`,
    `create trigger album_artists_search_aid after insert or delete on album_artists
       for each row execute function tonearm_album_artists_search_trigger()`,
    `create function tonearm_artists_search_trigger() returns trigger language plpgsql as $$
     begin
       insert into artists_search (id, document) values (new.id, ${tsv('new.name', 'A')})
         on conflict (id) do update set document = excluded.document;
       if tg_op = 'UPDATE' then
         perform tonearm_index_track(ta.track_id) from track_artists ta where ta.artist_id = new.id;
         perform tonearm_index_album(aa.album_id) from album_artists aa where aa.artist_id = new.id;
       end if;
       return null;
     end $$`,
    `create trigger artists_search_aiu after insert or update of name on artists
       for each row execute function tonearm_artists_search_trigger()`,
    `create function tonearm_playlists_search_trigger() returns trigger language plpgsql as $$
     begin
       insert into playlists_search (id, document) values (new.id, ${tsv('new.name', 'A')} || ${tsv('new.description', 'C')})
         on conflict (id) do update set document = excluded.document;
       return null;
     end $$`,
    `create trigger playlists_search_aiu after insert or update of name, description on playlists
       for each row execute function tonearm_playlists_search_trigger()`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  const search = pg
    ? ['tracks_search', 'albums_search', 'artists_search', 'playlists_search']
    : ['tracks_fts', 'albums_fts', 'artists_fts', 'playlists_fts'];
  for (const table of [
    ...search,
    'plays',
    'reposts',
    'follows',
    'likes',
    'comments',
    'channelables',
    'channels',
    'playlist_collaborators',
    'playlist_tracks',
    'playlists',
    'lyrics',
    'taggables',
    'tags',
    'artist_genres',
    'album_genres',
    'track_genres',
    'genres',
    'track_artists',
    'tracks',
    'album_artists',
    'albums',
    'artists',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  if (pg) {
    for (const fn of [
      'tonearm_index_track(integer)',
      'tonearm_index_album(integer)',
      'tonearm_tracks_search_trigger()',
      'tonearm_track_artists_search_trigger()',
      'tonearm_albums_search_trigger()',
      'tonearm_album_artists_search_trigger()',
      'tonearm_artists_search_trigger()',
      'tonearm_playlists_search_trigger()',
    ]) {
      await sql.raw(`drop function if exists ${fn}`).execute(db);
    }
  }
}
