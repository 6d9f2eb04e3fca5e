import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Table types. Flags are integers (0/1) and JSON is text on both dialects so every query
 * reads the same on SQLite and PostgreSQL; timestamps come back as ISO strings.
 */
type Timestamp = ColumnType<string, string | undefined, string>;
type NullableTimestamp = ColumnType<string | null, string | null | undefined, string | null>;
type Flag = ColumnType<number, number | undefined, number>;
type MusicStatus = 'draft' | 'published';
type TrackProcessing = 'queued' | 'processing' | 'done' | 'failed';

export interface UsersTable {
  id: Generated<number>;
  email: string;
  password: string | null;
  name: string;
  first_name: string | null;
  last_name: string | null;
  image: string | null;
  email_verified_at: NullableTimestamp;
  banned_at: NullableTimestamp;
  language: string | null;
  country: string | null;
  timezone: string | null;
  two_factor_secret: string | null;
  two_factor_recovery_codes: string | null;
  two_factor_confirmed_at: NullableTimestamp;
  /** The last accepted TOTP time step (auth-flows migration): a code works once. */
  two_factor_last_time_step: ColumnType<number | null, number | null | undefined, number | null>;
  /** Why the user was banned and when the ban lifts itself (null: until an admin lifts it). */
  ban_reason: ColumnType<string | null, string | null | undefined, string | null>;
  banned_until: NullableTimestamp;
  last_login_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RolesTable {
  id: Generated<number>;
  name: string;
  description: string | null;
  /** 1 for the role whose permissions apply to visitors. */
  guests: Flag;
  /** 1 for the role given to new users. */
  is_default: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PermissionsTable {
  id: Generated<number>;
  name: string;
  group: string;
  description: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RolePermissionsTable {
  role_id: number;
  permission_id: number;
  /** JSON list of {name, value}. */
  restrictions: string | null;
}

export interface UserPermissionsTable {
  user_id: number;
  permission_id: number;
  restrictions: string | null;
}

export interface UserRolesTable {
  user_id: number;
  role_id: number;
  created_at: Timestamp;
}

export interface SessionsTable {
  /** sha256 of the cookie value: a leaked table grants no session. */
  id: string;
  user_id: number;
  ip_address: string | null;
  user_agent: string | null;
  device_type: string | null;
  platform: string | null;
  browser: string | null;
  city: string | null;
  country: string | null;
  remember: Flag;
  /** When this session last confirmed its password (2FA contract). */
  password_confirmed_at: NullableTimestamp;
  /** Set when a ban ended the session: it only tells its tab the account is suspended. */
  suspended_at: NullableTimestamp;
  /** Set when the user's privileges changed: the next safe request gives the session a new id. */
  rotate_requested_at: NullableTimestamp;
  last_active: Timestamp;
  expires_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PersonalAccessTokensTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  /** sha256 of the plain token. */
  token: string;
  last_used_at: NullableTimestamp;
  expires_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SettingsTable {
  id: Generated<number>;
  name: string;
  /** JSON. */
  value: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ThemesTable {
  id: Generated<number>;
  name: string;
  is_dark: Flag;
  default_light: Flag;
  default_dark: Flag;
  user_id: number | null;
  /** JSON map of CSS variables. */
  values: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface LocalizationsTable {
  id: Generated<number>;
  name: string;
  language: string;
  /** JSON map of key -> line. */
  lines: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface WorkspacesTable {
  id: Generated<number>;
  name: string;
  owner_id: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface WorkspaceMembersTable {
  id: Generated<number>;
  workspace_id: number;
  user_id: number;
  is_owner: Flag;
  /** owner | admin | member. */
  role: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SocialProfilesTable {
  id: Generated<number>;
  user_id: number;
  service_name: string;
  /** The account's id at the provider. */
  user_service_id: string;
  username: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SocialPendingLoginsTable {
  /** sha256 of the token in the visitor's cookie. */
  id: string;
  user_id: number;
  service_name: string;
  user_service_id: string;
  username: string | null;
  attempts: Flag;
  expires_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A login waiting for its second factor; `id` is the sha256 of the cookie value. */
export interface TwoFactorChallengesTable {
  id: string;
  user_id: number;
  remember: Flag;
  attempts: Flag;
  expires_at: Timestamp;
  created_at: Timestamp;
}

/** One live reset token per user; `token` is its sha256. */
export interface PasswordResetTokensTable {
  user_id: number;
  token: string;
  expires_at: Timestamp;
  created_at: Timestamp;
}

/** One live email verification code per user; `code` is its HMAC. */
export interface EmailVerificationCodesTable {
  user_id: number;
  code: string;
  attempts: Flag;
  expires_at: Timestamp;
  created_at: Timestamp;
}

/** Mail kept instead of sent when MAIL_URL is unset (viewable by the admin). */
export interface OutgoingEmailLogTable {
  id: Generated<number>;
  to: string;
  subject: string;
  body: string;
  created_at: Timestamp;
  // ---- migration 20261126050000-create-admin-logs ----
  /** sent | failed | logged (no transport configured). */
  status: ColumnType<string, string | undefined, string>;
  /** `log` or the transport URL's scheme. */
  transport: ColumnType<string, string | undefined, string>;
  error: ColumnType<string | null, string | null | undefined, string | null>;
  html: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One unexpected error or warning; every instance writes here. */
export interface ErrorLogTable {
  id: Generated<number>;
  level: string;
  exception: string;
  message: string;
  stack: string | null;
  method: string | null;
  url: string | null;
  user_id: number | null;
  created_at: Timestamp;
}

/** One run of a scheduled background task (platform/jobs/scheduler.ts). */
export interface ScheduleLogTable {
  id: Generated<number>;
  name: string;
  started_at: string;
  duration_ms: number;
  /** ok | failed */
  result: string;
  message: string | null;
}

export interface Database extends CatalogTables, ReportTables {
  users: UsersTable;
  roles: RolesTable;
  permissions: PermissionsTable;
  role_permissions: RolePermissionsTable;
  user_permissions: UserPermissionsTable;
  user_roles: UserRolesTable;
  sessions: SessionsTable;
  personal_access_tokens: PersonalAccessTokensTable;
  settings: SettingsTable;
  themes: ThemesTable;
  localizations: LocalizationsTable;
  workspaces: WorkspacesTable;
  workspace_members: WorkspaceMembersTable;
  social_profiles: SocialProfilesTable;
  social_pending_logins: SocialPendingLoginsTable;
  two_factor_challenges: TwoFactorChallengesTable;
  password_reset_tokens: PasswordResetTokensTable;
  email_verification_codes: EmailVerificationCodesTable;
  outgoing_email_log: OutgoingEmailLogTable;
  error_log: ErrorLogTable;
  schedule_log: ScheduleLogTable;
  file_entries: FileEntriesTable;
  pending_uploads: PendingUploadsTable;
  jobs: JobsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type ThemeRow = Selectable<ThemesTable>;
export type SocialProfileRow = Selectable<SocialProfilesTable>;

// ---- The music (migration 20261122050000-catalog) ----------------------------------------

export interface ArtistsTable {
  id: Generated<number>;
  name: string;
  image: string | null;
  bio: string | null;
  verified: Flag;
  /** JSON list of {url, title}. */
  links: ColumnType<string, string | undefined, string>;
  /** JSON list of profile image URLs, beside the main image. */
  images: ColumnType<string, string | undefined, string>;
  plays_count: Flag;
  /** The user who manages this artist (backstage), if any. */
  user_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AlbumsTable {
  id: Generated<number>;
  name: string;
  image: string | null;
  /** YYYY-MM-DD. */
  release_date: string | null;
  type: ColumnType<string, string | undefined, string>;
  description: string | null;
  plays_count: Flag;
  user_id: number | null;
  status: ColumnType<MusicStatus, MusicStatus | undefined, MusicStatus>;
  public: Flag;
  release_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AlbumArtistsTable {
  album_id: number;
  artist_id: number;
  position: Flag;
}

export interface TracksTable {
  id: Generated<number>;
  name: string;
  album_id: number | null;
  number: number | null;
  duration_ms: Flag;
  explicit: Flag;
  image: string | null;
  description: string | null;
  /** Storage key of the audio file, relative to the uploads root; never from user input. */
  audio_key: string | null;
  audio_mime: string | null;
  audio_size: number | null;
  /** JSON list of peaks 0..1. */
  waveform: string | null;
  plays_count: Flag;
  user_id: number | null;
  /** Draft (from an upload, owner and editors only) | published. */
  status: ColumnType<MusicStatus, MusicStatus | undefined, MusicStatus>;
  /** 0 hides it from everyone but its owner and editors. */
  public: Flag;
  /** A published track with a later release time stays hidden until then. */
  release_at: NullableTimestamp;
  downloadable: Flag;
  /** The audio processing job's state. */
  processing: ColumnType<TrackProcessing, TrackProcessing | undefined, TrackProcessing>;
  processing_error: string | null;
  /** 0..100. */
  processing_progress: Flag;
  /** EBU R128 integrated loudness (LUFS), for the player's volume normalisation. */
  loudness_lufs: number | null;
  /** True peak, dBTP. */
  true_peak_db: number | null;
  /** The file entry the audio was uploaded as. */
  upload_file_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TrackArtistsTable {
  track_id: number;
  artist_id: number;
  position: Flag;
}

export interface GenresTable {
  id: Generated<number>;
  name: string;
  slug: string;
  image: string | null;
  /** Shown instead of name when set. */
  display_name: string | null;
  popularity: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TrackGenresTable {
  track_id: number;
  genre_id: number;
}
export interface AlbumGenresTable {
  album_id: number;
  genre_id: number;
}
export interface ArtistGenresTable {
  artist_id: number;
  genre_id: number;
}

export interface TagsTable {
  id: Generated<number>;
  name: string;
  slug: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TaggablesTable {
  tag_id: number;
  taggable_type: 'track' | 'album';
  taggable_id: number;
}

export interface LyricsTable {
  id: Generated<number>;
  track_id: number;
  is_synced: Flag;
  /** Plain text, or LRC when synced. */
  text: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PlaylistsTable {
  id: Generated<number>;
  owner_id: number;
  name: string;
  description: string | null;
  image: string | null;
  public: Flag;
  collaborative: Flag;
  /** The workspace the playlist belongs to; null: its owner's own. */
  workspace_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PlaylistTracksTable {
  playlist_id: number;
  track_id: number;
  position: number;
  added_by: number | null;
  created_at: Timestamp;
}

export interface PlaylistCollaboratorsTable {
  playlist_id: number;
  user_id: number;
  created_at: Timestamp;
}

export interface ChannelsTable {
  id: Generated<number>;
  name: string;
  slug: string;
  description: string | null;
  layout: string;
  content_type: string;
  source: string;
  restriction: string | null;
  internal: Flag;
  /** The channel page's SEO title and description (null: the name, description). */
  seo_title: ColumnType<string | null, string | null | undefined, string | null>;
  seo_description: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ChannelablesTable {
  channel_id: number;
  channelable_type: string;
  channelable_id: number;
  position: Flag;
}

export interface CommentsTable {
  id: Generated<number>;
  track_id: number;
  /** Null once the author's account is gone; only a tombstone outlives its author. */
  user_id: number | null;
  content: string;
  position_ms: number | null;
  parent_id: number | null;
  /** Set on a deleted comment kept as a tombstone because replies hang under it. */
  deleted_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface LikesTable {
  user_id: number;
  likeable_type: 'track' | 'album' | 'artist';
  likeable_id: number;
  created_at: Timestamp;
}

export interface FollowsTable {
  user_id: number;
  followable_type: 'artist' | 'user' | 'playlist';
  followable_id: number;
  created_at: Timestamp;
}

export interface RepostsTable {
  user_id: number;
  repostable_type: 'track' | 'album';
  repostable_id: number;
  created_at: Timestamp;
}

export interface PlaysTable {
  id: Generated<number>;
  user_id: number | null;
  track_id: number;
  platform: string | null;
  device: string | null;
  country: string | null;
  created_at: Timestamp;
  browser: ColumnType<string | null, string | null | undefined, string | null>;
  /** A guest's daily-salted hash (reports count unique listeners); null for signed-in listeners. */
  listener_hash: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Reports: first-party page visits and the daily/monthly roll-ups. */
export interface VisitsTable {
  id: Generated<number>;
  path: string;
  /** The referring host only, for visits from another site. */
  referrer: string | null;
  /**
   * sha256(daily salt + the browser's random visitor cookie): tells browsers apart for a day;
   * no address is stored.
   */
  visitor_hash: string;
  /** 1 on the page view that began a visit (its first, or the first after 30 idle minutes). */
  starts_visit: Flag;
  device: string | null;
  platform: string | null;
  browser: string | null;
  country: string | null;
  created_at: Timestamp;
}

export interface ReportCountsTable {
  metric: string;
  dimension: string;
  /** 'd' (period is YYYY-MM-DD) or 'm' (period is YYYY-MM). */
  grain: string;
  period: string;
  key: string;
  count: number;
}

export interface ReportUniquesTable {
  metric: string;
  day: string;
  hash: string;
}

/**
 * Plays roll-ups per track, album or artist and day (migration 20261206010000): `counts` is a
 * JSON object of counts by dimension and key (reports/entity-day-counts.queries.ts).
 */
export interface ReportEntityDaysTable {
  entity_type: 'track' | 'album' | 'artist';
  entity_id: number;
  day: string;
  plays: number;
  listeners: number;
  counts: string;
}

/** Listener keys per entity of yesterday and today only (the write path counts each once a day). */
export interface ReportEntityUniquesTable {
  entity_type: 'track' | 'album' | 'artist';
  entity_id: number;
  day: string;
  hash: string;
}

/** When each browser, by the day's visitor hash, last showed a page: visits end after 30 idle minutes. */
export interface ReportVisitorsTable {
  hash: string;
  last_seen_at: Timestamp;
}

export interface ReportSaltsTable {
  day: string;
  salt: string;
}

export interface ReportTables {
  visits: VisitsTable;
  report_counts: ReportCountsTable;
  report_uniques: ReportUniquesTable;
  report_salts: ReportSaltsTable;
  report_visitors: ReportVisitorsTable;
  report_entity_days: ReportEntityDaysTable;
  report_entity_uniques: ReportEntityUniquesTable;
}

export interface CatalogTables {
  artists: ArtistsTable;
  albums: AlbumsTable;
  album_artists: AlbumArtistsTable;
  tracks: TracksTable;
  track_artists: TrackArtistsTable;
  genres: GenresTable;
  track_genres: TrackGenresTable;
  album_genres: AlbumGenresTable;
  artist_genres: ArtistGenresTable;
  tags: TagsTable;
  taggables: TaggablesTable;
  lyrics: LyricsTable;
  playlists: PlaylistsTable;
  playlist_tracks: PlaylistTracksTable;
  playlist_collaborators: PlaylistCollaboratorsTable;
  channels: ChannelsTable;
  channelables: ChannelablesTable;
  comments: CommentsTable;
  likes: LikesTable;
  follows: FollowsTable;
  reposts: RepostsTable;
  plays: PlaysTable;
}

export type TrackRow = Selectable<TracksTable>;
export type AlbumRow = Selectable<AlbumsTable>;
export type ArtistRow = Selectable<ArtistsTable>;
export type PlaylistRow = Selectable<PlaylistsTable>;
export type ChannelRow = Selectable<ChannelsTable>;

// ---- Files and uploads (migration 20261122040000-file-entries) ----

/** PostgreSQL's bigint comes back as a string; repositories turn it into a number. */
type BigIntColumn = ColumnType<number | string, number | undefined, number>;

export interface FileEntriesTable {
  id: Generated<number>;
  name: string;
  /** Generated, never the client's name: storage paths come from ids. */
  file_name: string;
  file_size: BigIntColumn;
  mime: string;
  extension: string;
  type: 'file' | 'folder';
  disk: 'uploads' | 'public';
  disk_prefix: string;
  parent_id: number | null;
  path: string;
  user_id: number | null;
  /** JSON of AudioMetadata, for audio files. */
  audio_metadata: string | null;
  deleted_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PendingUploadsTable {
  id: Generated<number>;
  user_id: number;
  kind: 's3Simple' | 's3Multipart';
  disk: 'uploads' | 'public';
  disk_prefix: string;
  file_name: string;
  upload_id: string | null;
  size: BigIntColumn;
  mime: string;
  extension: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type FileEntryRow = Selectable<FileEntriesTable>;
export type PendingUploadRow = Selectable<PendingUploadsTable>;

// ---- Background jobs (migration 20261127010000-create-jobs, platform/jobs/embedded-queue) ----

export interface JobsTable {
  id: Generated<number>;
  name: string;
  job_key: string | null;
  data: ColumnType<string, string | undefined, string>;
  status: ColumnType<'waiting' | 'active' | 'done' | 'failed', string | undefined, string>;
  attempts_made: ColumnType<number, number | undefined, number>;
  max_attempts: ColumnType<number, number | undefined, number>;
  backoff_ms: ColumnType<number, number | undefined, number>;
  /** Epoch ms (bigint: a string on PostgreSQL). */
  run_at: BigIntColumn;
  locked_until: ColumnType<number | string | null, number | null | undefined, number | null>;
  locked_by: string | null;
  progress: ColumnType<number, number | undefined, number>;
  error: string | null;
  created_at: BigIntColumn;
  finished_at: ColumnType<number | string | null, number | null | undefined, number | null>;
}

/** Backstage requests; merged into Database so areas add tables apart. */
export interface BackstageRequestsTable {
  id: Generated<number>;
  /** become-artist | verify-artist | claim-artist */
  type: string;
  user_id: number;
  artist_id: number | null;
  artist_name: string;
  image: string | null;
  /** JSON list of {url, title}. */
  links: ColumnType<string, string | undefined, string>;
  /** JSON list of file entry ids. */
  proof_file_ids: ColumnType<string, string | undefined, string>;
  message: string | null;
  /** pending | approved | denied */
  status: ColumnType<string, string | undefined, string>;
  deny_reason: string | null;
  reviewed_by: number | null;
  reviewed_at: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export type BackstageRequestRow = Selectable<BackstageRequestsTable>;

export interface Database {
  backstage_requests: BackstageRequestsTable;
}

/** Billing: plans, prices, what a plan grants, subscriptions, invoices, events. */
export interface ProductsTable {
  id: Generated<number>;
  name: string;
  description: string | null;
  hidden: Flag;
  free: Flag;
  recommended: Flag;
  /** JSON list of strings. */
  feature_list: ColumnType<string, string | undefined, string>;
  position: Flag;
  /** JSON object gateway → provider product id. */
  gateway_ids: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export type ProductRow = Selectable<ProductsTable>;

export interface PricesTable {
  id: Generated<number>;
  product_id: number;
  /** Integer minor units (cents). */
  amount_minor: number;
  currency: string;
  /** day | month | year */
  interval: string;
  interval_count: Flag;
  /** JSON object gateway → provider price (Stripe) or plan (PayPal) id. */
  gateway_ids: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export type PriceRow = Selectable<PricesTable>;

export interface ProductPermissionsTable {
  product_id: number;
  permission_id: number;
  /** JSON list of {name, value}. */
  restrictions: ColumnType<string, string | undefined, string>;
}

export interface SubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  product_id: number;
  price_id: number | null;
  /** stripe | paypal | test | none */
  gateway: string;
  gateway_id: string | null;
  /** incomplete | trialing | active | past_due | cancelled | expired */
  status: string;
  renews_at: NullableTimestamp;
  ends_at: NullableTimestamp;
  trial_ends_at: NullableTimestamp;
  grace_ends_at: NullableTimestamp;
  /** JSON PaymentMethod. */
  payment_method: string | null;
  gateway_updated_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
  // ---- migration 20261203100000-add-subscriptions-ending-notified ----
  /** The `ends_at` its holder was told of ("ending soon"), once per end. */
  ending_notified_for: NullableTimestamp;
}
export type SubscriptionRow = Selectable<SubscriptionsTable>;

export interface InvoicesTable {
  id: Generated<number>;
  subscription_id: number;
  user_id: number;
  amount_minor: number;
  currency: string;
  /** paid | open | failed | refunded */
  status: string;
  description: string;
  period_start: NullableTimestamp;
  period_end: NullableTimestamp;
  paid_at: NullableTimestamp;
  gateway: string;
  gateway_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export type InvoiceRow = Selectable<InvoicesTable>;

export interface BillingEventsTable {
  gateway: string;
  event_id: string;
  type: string;
  received_at: string;
}

export interface BillingCustomersTable {
  user_id: number;
  gateway: string;
  customer_id: string;
}

/**
 * A user's checkout in flight or waiting for the person (migration
 * 20261205010000-add-one-live-subscription-per-user): at most one `pending` or `open` per user.
 */
export interface BillingCheckoutsTable {
  id: Generated<number>;
  user_id: number;
  product_id: number;
  price_id: number;
  /** stripe | paypal | test */
  gateway: string;
  /** pending | open | completed | failed */
  status: string;
  /** The provider's subscription id, or the test gateway's confirmation id. */
  reference: string | null;
  /** JSON CheckoutResult: what every repeat of this checkout answers. */
  result: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export type BillingCheckoutRow = Selectable<BillingCheckoutsTable>;

export interface Database {
  products: ProductsTable;
  prices: PricesTable;
  product_permissions: ProductPermissionsTable;
  subscriptions: SubscriptionsTable;
  invoices: InvoicesTable;
  billing_events: BillingEventsTable;
  billing_customers: BillingCustomersTable;
  billing_checkouts: BillingCheckoutsTable;
}

/** The built-in test payment gateway's own state (platform/payments/test-gateway). */
export interface TestGatewaySubscriptionsTable {
  id: string;
  customer_id: string;
  user_id: number | null;
  price_gateway_id: string;
  amount_minor: number;
  currency: string;
  interval: string;
  interval_count: number;
  status: string;
  current_period_start: string;
  current_period_end: string;
  cancel_at_period_end: Flag;
  ended_at: NullableTimestamp;
  /** JSON PaymentMethod. */
  payment_method: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export type TestGatewaySubscriptionRow = Selectable<TestGatewaySubscriptionsTable>;

export interface TestGatewayConfirmationsTable {
  id: string;
  kind: string;
  /** JSON: what to do once approved. */
  payload: string;
  used: Flag;
  created_at: string;
}

export interface Database {
  test_gateway_subscriptions: TestGatewaySubscriptionsTable;
  test_gateway_confirmations: TestGatewayConfirmationsTable;
}

/** Notifications and workspace invitations. */
export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  type: string;
  /** NotificationData as JSON. */
  data: string;
  read_at: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export type NotificationRow = Selectable<NotificationsTable>;

export interface NotificationSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  notif_id: string;
  /** {email, browser} as JSON. */
  channels: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PushSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface WorkspaceInvitesTable {
  id: string;
  workspace_id: number;
  email: string;
  role: ColumnType<string, string | undefined, string>;
  invited_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface Database {
  notifications: NotificationsTable;
  notification_subscriptions: NotificationSubscriptionsTable;
  push_subscriptions: PushSubscriptionsTable;
  workspace_invites: WorkspaceInvitesTable;
}

// ---- migration 20261204020000-create-custom-pages-and-contact-messages ----

export interface CustomPagesTable {
  id: Generated<number>;
  slug: string;
  title: string;
  /** Sanitised HTML. */
  body: string;
  meta_title: string | null;
  meta_description: string | null;
  /** Who created the page (null once that account is gone, or for seeded pages). */
  user_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  message: string;
  ip: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface Database {
  custom_pages: CustomPagesTable;
  contact_messages: ContactMessagesTable;
}
