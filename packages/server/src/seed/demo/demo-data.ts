import type { Style } from './synth';

/**
 * What the demo catalog holds: its genres (each with the synth style its tracks are played in),
 * tags, artists and albums with their tracks. Data only, so the build step that renders the
 * demo audio (scripts/build-demo-audio.mjs) can read the track list without the server.
 */

export const GENRES: { key: string; name: string; style: Style }[] = [
  { key: 'synthwave', name: 'Synthwave', style: 'synthwave' },
  { key: 'electronic', name: 'Electronic', style: 'house' },
  { key: 'lofi', name: 'Lo-fi', style: 'lofi' },
  { key: 'indie-rock', name: 'Indie Rock', style: 'rock' },
  { key: 'ambient', name: 'Ambient', style: 'ambient' },
  { key: 'jazz', name: 'Jazz', style: 'jazz' },
  { key: 'folk', name: 'Folk', style: 'folk' },
  { key: 'house', name: 'House', style: 'house' },
];

export const TAGS = [
  'night drive',
  'focus',
  'chill',
  'upbeat',
  'acoustic',
  'late night',
  'study',
  'summer',
];

export const ARTISTS: {
  key: string;
  name: string;
  genres: string[];
  bio: string;
  verified: boolean;
}[] = [
  {
    key: 'neon',
    name: 'Neon Harbor',
    genres: ['synthwave', 'electronic'],
    verified: true,
    bio: 'Neon Harbor builds night-time soundtracks out of analog arpeggios and gated drums, for long drives along empty coastlines.',
  },
  {
    key: 'velvet',
    name: 'Velvet Static',
    genres: ['lofi', 'jazz'],
    verified: true,
    bio: 'Warm tape hiss, dusty chords and slow beats: Velvet Static makes music for rainy afternoons and late study sessions.',
  },
  {
    key: 'lanterns',
    name: 'The Paper Lanterns',
    genres: ['indie-rock'],
    verified: false,
    bio: 'A four-piece from a small harbour town, The Paper Lanterns play bright, loud guitar songs about leaving and coming home.',
  },
  {
    key: 'aurora',
    name: 'Aurora Fields',
    genres: ['ambient'],
    verified: false,
    bio: 'Aurora Fields records slow-moving ambient pieces with bells, drones and a lot of patience.',
  },
  {
    key: 'marlowe',
    name: 'Marlowe Quartet',
    genres: ['jazz'],
    verified: true,
    bio: 'Walking bass, brushed cymbals and unhurried melodies: the Marlowe Quartet keeps small-club jazz alive.',
  },
  {
    key: 'kestrel',
    name: 'Kestrel & the Tides',
    genres: ['folk'],
    verified: false,
    bio: 'Plucked strings and open tunings; Kestrel & the Tides write folk songs about weather, boats and old friends.',
  },
  {
    key: 'pulse',
    name: 'Pulse Theory',
    genres: ['house', 'electronic'],
    verified: false,
    bio: 'Pulse Theory makes four-on-the-floor house with deep chords for the last hour of the night.',
  },
];

export const ALBUMS: {
  key: string;
  name: string;
  artists: string[];
  type: 'album' | 'single' | 'ep' | 'compilation';
  release: string;
  genres: string[];
  tags: string[];
  tracks: { name: string; artists?: string[]; explicit?: boolean }[];
  description: string;
}[] = [
  {
    key: 'midnight-transit',
    name: 'Midnight Transit',
    artists: ['neon'],
    type: 'album',
    release: '2026-10-02',
    genres: ['synthwave'],
    tags: ['night drive', 'late night'],
    description: 'Six tracks for the empty highway after midnight.',
    tracks: [
      { name: 'Dreamer of Lights' },
      { name: 'Coastline Run' },
      { name: 'Afterglow Boulevard' },
      { name: 'Chrome Hearts' },
      { name: 'Tunnel Vision' },
      { name: 'Last Exit Home' },
    ],
  },
  {
    key: 'chrome-horizon',
    name: 'Chrome Horizon',
    artists: ['neon'],
    type: 'ep',
    release: '2025-06-20',
    genres: ['synthwave', 'electronic'],
    tags: ['night drive'],
    description: 'A short EP of bright, fast synth runs.',
    tracks: [
      { name: 'Horizon Line' },
      { name: 'Vapor Trails' },
      { name: 'Pink Skyline' },
      { name: 'Magnetic' },
    ],
  },
  {
    key: 'rainy-window',
    name: 'Rainy Window Tapes',
    artists: ['velvet'],
    type: 'album',
    release: '2026-03-14',
    genres: ['lofi'],
    tags: ['study', 'chill', 'focus'],
    description: 'Beats recorded to cassette on grey afternoons.',
    tracks: [
      { name: 'Coffee Rings' },
      { name: 'Window Seat' },
      { name: 'Sunday Crossword' },
      { name: 'Library Hours' },
      { name: 'Slow Steam' },
      { name: 'Umbrella Walk' },
    ],
  },
  {
    key: 'paper-moon',
    name: 'Paper Moon',
    artists: ['velvet'],
    type: 'single',
    release: '2026-11-06',
    genres: ['lofi', 'jazz'],
    tags: ['late night', 'chill'],
    description: 'A new single for late nights.',
    tracks: [{ name: 'Paper Moon' }],
  },
  {
    key: 'small-fires',
    name: 'Small Fires',
    artists: ['lanterns'],
    type: 'album',
    release: '2025-09-12',
    genres: ['indie-rock'],
    tags: ['upbeat', 'summer'],
    description: 'Loud, bright guitar songs about leaving and coming home.',
    tracks: [
      { name: 'Small Fires' },
      { name: 'Harbour Lights' },
      { name: 'Runaway Summer', explicit: true },
      { name: 'Static on the Radio' },
      { name: 'Northbound' },
      { name: 'Bonfire Song' },
    ],
  },
  {
    key: 'slow-light',
    name: 'Slow Light',
    artists: ['aurora'],
    type: 'album',
    release: '2024-12-01',
    genres: ['ambient'],
    tags: ['focus', 'study'],
    description: 'Five slow pieces with bells and long drones.',
    tracks: [
      { name: 'First Snow' },
      { name: 'Glass Meadow' },
      { name: 'Slow Light' },
      { name: 'Tidal Breath' },
      { name: 'Under the Aurora' },
    ],
  },
  {
    key: 'blue-corners',
    name: 'Blue Corners',
    artists: ['marlowe'],
    type: 'album',
    release: '2025-02-28',
    genres: ['jazz'],
    tags: ['late night', 'chill'],
    description: 'Small-club jazz recorded live in one evening.',
    tracks: [
      { name: 'Blue Corners' },
      { name: 'Walking Uptown' },
      { name: 'Brushes and Rain' },
      { name: 'Quiet Hour' },
      { name: 'Marlowe Street' },
    ],
  },
  {
    key: 'salt-cedar',
    name: 'Salt and Cedar',
    artists: ['kestrel'],
    type: 'album',
    release: '2026-06-05',
    genres: ['folk'],
    tags: ['acoustic', 'summer'],
    description: 'Folk songs about weather, boats and old friends.',
    tracks: [
      { name: 'Salt and Cedar' },
      { name: 'The Tides Know' },
      { name: 'Kestrel Wind' },
      { name: 'Lantern on the Pier' },
      { name: 'Old Friends' },
    ],
  },
  {
    key: 'afterhours',
    name: 'Afterhours',
    artists: ['pulse'],
    type: 'ep',
    release: '2026-08-21',
    genres: ['house', 'electronic'],
    tags: ['upbeat', 'late night'],
    description: 'Four-on-the-floor house for the last hour of the night.',
    tracks: [
      { name: 'Afterhours' },
      { name: 'Deep Signal', artists: ['pulse', 'neon'] },
      { name: 'Floor Theory' },
      { name: 'Sunrise Exit' },
    ],
  },
];
