import type { EditableAlbum, EditableTrack } from '@tonearm/shared/music/music.schemas';

/** A draft track as `GET backstage/drafts` answers it. */
export function draftTrack(overrides: Partial<EditableTrack> = {}): EditableTrack {
  return {
    id: 1,
    name: 'Draft',
    number: null,
    duration_ms: 180_000,
    explicit: false,
    image: null,
    artists: [{ id: 4, name: 'Neon Harbor', image: null }],
    album: null,
    genres: [],
    plays_count: 0,
    likes_count: 0,
    src: '/api/v1/tracks/1/stream',
    has_lyrics: false,
    description: null,
    created_at: '2026-11-20T10:00:00.000Z',
    status: 'draft',
    public: true,
    release_at: null,
    user_id: 7,
    album_id: null,
    downloadable: false,
    tags: [],
    processing: 'done',
    processing_error: null,
    processing_progress: 100,
    loudness_lufs: -14,
    true_peak_db: -1,
    waveform: null,
    lyrics: null,
    upload_file_id: 3,
    editable: true,
    ...overrides,
  };
}

export function draftAlbum(overrides: Partial<EditableAlbum> = {}): EditableAlbum {
  return {
    id: 20,
    name: 'Night Drive',
    image: null,
    release_date: null,
    type: 'album',
    artists: [{ id: 4, name: 'Neon Harbor', image: null }],
    genres: [],
    tags: [],
    description: null,
    tracks_count: 0,
    duration_ms: 0,
    plays_count: 0,
    likes_count: 0,
    created_at: '2026-11-20T10:00:00.000Z',
    status: 'draft',
    public: true,
    release_at: null,
    user_id: 7,
    tracks: [],
    ...overrides,
  };
}
