import path from 'node:path';
import { z } from 'zod';
import type { OutboundPolicy } from './net/safe-fetch';
import {
  FORGOT_PASSWORD_MAX_PER_IP,
  LOGIN_MAX_FAILURES,
  LOGIN_MAX_FAILURES_PER_IP,
  LOGIN_SLOWDOWN_AFTER_FAILURES,
  LOGIN_SLOWDOWN_MS,
} from '@tonearm/shared/constants';

const booleanFlag = z
  .union([z.boolean(), z.string()])
  .transform((value) =>
    typeof value === 'boolean' ? value : ['1', 'true', 'yes', 'on'].includes(value.toLowerCase()),
  );

/** The one place the environment is read. Every variable is optional. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  APP_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  /** Background jobs: the BullMQ key prefix, and how long a running job's lease lasts. */
  QUEUE_PREFIX: z.string().min(1).max(100).default('tonearm-jobs'),
  JOB_LEASE_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  /** Real time: the prefix of the Redis pub/sub channels instances share. */
  REALTIME_PREFIX: z.string().min(1).max(100).default('tonearm-realtime'),
  /** Web Push: a VAPID key pair (base64url); when unset, one is generated and kept in settings. */
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  MAIL_URL: z.string().optional(),
  /** Sender of outgoing mail; defaults to no-reply at the APP_URL host. */
  MAIL_FROM: z.string().optional(),
  /** Google's siteverify endpoint; tests point it at a local fake. */
  RECAPTCHA_VERIFY_URL: z.string().url().default('https://www.google.com/recaptcha/api/siteverify'),
  /** Another Stripe / PayPal API host (a local stand-in such as stripe-mock); unset in production. */
  STRIPE_API_URL: z.string().url().optional(),
  PAYPAL_API_URL: z.string().url().optional(),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  SEED_DEMO: booleanFlag.default(true),
  /** Audio bodies through sendfile(2) when the native addon is built (README, Decisions). */
  SENDFILE: booleanFlag.default(true),
  FFMPEG_PATH: z.string().min(1).default('ffmpeg'),
  APP_DEBUG: booleanFlag.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where the built web app lives; the server serves it when present. */
  WEB_DIST_DIR: z.string().optional(),
  /** Requests per minute per client for the whole API (rate limiting). */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /**
   * Which proxies may set X-Forwarded-For (Fastify's trustProxy): `true`, `false`, or a
   * comma-separated list of addresses, CIDRs or the names loopback/linklocal/uniquelocal. By default only a proxy on this machine, so a client cannot pick its own
   * address for rate limits and session records.
   */
  TRUST_PROXY: z.string().default('loopback'),
  /**
   * Login throttling: failed logins per email and address together a minute
   * (429 beyond), per address in 10 minutes (429 beyond; credential stuffing), and per email
   * across addresses in 15 minutes, beyond which each login of that email waits
   * LOGIN_SLOWDOWN_MS (slowed, never refused: the owner can always get in).
   */
  LOGIN_MAX_FAILURES_PER_EMAIL_AND_IP: z.coerce.number().int().min(1).default(LOGIN_MAX_FAILURES),
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).default(LOGIN_MAX_FAILURES_PER_IP),
  LOGIN_SLOWDOWN_AFTER_FAILURES: z.coerce
    .number()
    .int()
    .min(1)
    .default(LOGIN_SLOWDOWN_AFTER_FAILURES),
  LOGIN_SLOWDOWN_MS: z.coerce.number().int().min(0).max(60_000).default(LOGIN_SLOWDOWN_MS),
  /** forgot-password requests per client address an hour (beyond: the same answer, no mail). */
  FORGOT_PASSWORD_MAX_PER_IP: z.coerce.number().int().min(1).default(FORGOT_PASSWORD_MAX_PER_IP),
  /**
   * Tests only (with NODE_ENV=test): lets requests to user- and admin-given addresses reach
   * this machine over plain http (a local push service, a local OAuth provider).
   */
  TEST_ALLOW_PRIVATE_NETWORK_REQUESTS: booleanFlag.default(false),
});

export interface AppConfig {
  port: number;
  host: string;
  appUrl: string;
  dataDir: string;
  database:
    { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string; schema?: string };
  redisUrl: string | undefined;
  /** Background jobs (platform/jobs). */
  jobs: { queuePrefix: string; leaseMs: number };
  /** Real time and Web Push. */
  realtime: { channelPrefix: string };
  vapid: { publicKey: string; privateKey: string } | undefined;
  storage: {
    driver: 'local' | 's3';
    s3: {
      endpoint?: string;
      bucket?: string;
      region: string;
      accessKeyId?: string;
      secretAccessKey?: string;
    };
  };
  mailUrl: string | undefined;
  mailFrom: string;
  recaptchaVerifyUrl: string;
  /** Payment providers' API hosts when not their own (local stand-ins); undefined in production. */
  stripeApiUrl: string | undefined;
  paypalApiUrl: string | undefined;
  admin: { email: string | undefined; password: string | undefined };
  seedDemo: boolean;
  sendfile: boolean;
  /** The ffmpeg binary (durations, waveforms, loudness); optional at run time. */
  ffmpegPath: string;
  debug: boolean;
  logLevel: string;
  webDistDir: string | undefined;
  rateLimitPerMinute: number;
  trustProxy: boolean | string[];
  loginThrottle: {
    perEmailAndIp: number;
    perIp: number;
    slowdownAfter: number;
    slowdownMs: number;
  };
  forgotPasswordPerIp: number;
  /** Requests to addresses users or admins chose (platform/net/safe-fetch.ts). */
  outbound: OutboundPolicy;
  /** Cookies get `Secure` when the app is served over https. */
  secureCookies: boolean;
}

function parseTrustProxy(value: string): boolean | string[] {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  if (e.TEST_ALLOW_PRIVATE_NETWORK_REQUESTS && env.NODE_ENV !== 'test') {
    // Loud on purpose: a server that quietly fetched internal addresses for users is worse
    // than one that does not start.
    throw new Error(
      'Invalid environment:\n  TEST_ALLOW_PRIVATE_NETWORK_REQUESTS: only for tests (NODE_ENV=test)',
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const usePostgres = !!e.DATABASE_URL;
  if (e.DATABASE_URL && !/^postgres(ql)?:\/\//.test(e.DATABASE_URL)) {
    // Falling back to SQLite here would quietly run on an empty database.
    throw new Error(
      'Invalid environment:\n  DATABASE_URL: only postgres:// URLs are supported (leave it unset for SQLite)',
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    appUrl,
    dataDir,
    database: usePostgres
      ? { dialect: 'postgres', url: e.DATABASE_URL! }
      : { dialect: 'sqlite', file: path.join(dataDir, 'tonearm.sqlite') },
    redisUrl: e.REDIS_URL,
    jobs: { queuePrefix: e.QUEUE_PREFIX, leaseMs: e.JOB_LEASE_MS },
    realtime: { channelPrefix: e.REALTIME_PREFIX },
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : undefined,
    storage: {
      driver: e.STORAGE_DRIVER,
      s3: {
        endpoint: e.S3_ENDPOINT,
        bucket: e.S3_BUCKET,
        region: e.S3_REGION,
        accessKeyId: e.S3_ACCESS_KEY_ID,
        secretAccessKey: e.S3_SECRET_ACCESS_KEY,
      },
    },
    mailUrl: e.MAIL_URL,
    mailFrom: e.MAIL_FROM ?? `no-reply@${new URL(appUrl).hostname}`,
    recaptchaVerifyUrl: e.RECAPTCHA_VERIFY_URL,
    stripeApiUrl: e.STRIPE_API_URL?.replace(/\/+$/, ''),
    paypalApiUrl: e.PAYPAL_API_URL?.replace(/\/+$/, ''),
    admin: { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD },
    seedDemo: e.SEED_DEMO,
    sendfile: e.SENDFILE,
    ffmpegPath: e.FFMPEG_PATH,
    debug: e.APP_DEBUG,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    loginThrottle: {
      perEmailAndIp: e.LOGIN_MAX_FAILURES_PER_EMAIL_AND_IP,
      perIp: e.LOGIN_MAX_FAILURES_PER_IP,
      slowdownAfter: e.LOGIN_SLOWDOWN_AFTER_FAILURES,
      slowdownMs: e.LOGIN_SLOWDOWN_MS,
    },
    forgotPasswordPerIp: e.FORGOT_PASSWORD_MAX_PER_IP,
    outbound: { allowPrivateNetwork: e.TEST_ALLOW_PRIVATE_NETWORK_REQUESTS },
    secureCookies: appUrl.startsWith('https://'),
  };
}
