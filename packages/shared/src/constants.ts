/** The product's business constants, one place for both sides. */

export const QUERY_STALE_TIME_MS = 30_000;
export const QUERY_MAX_RETRIES = 2;
/** 401, 403 and 404 are never retried. */
export const QUERY_NO_RETRY_STATUSES = [401, 403, 404] as const;

export const TOAST_DEFAULT_DURATION_MS = 3000;
export const TOAST_DANGER_DURATION_MS = 8000;
export const TOAST_MIN_WIDTH_PX = 288;
export const TOAST_MAX_WIDTH_PX = 500;

export const COOKIE_DEFAULT_EXPIRY_DAYS = 7;
export const WORKSPACE_COOKIE_EXPIRY_DAYS = 7;
export const COOKIE_NOTICE_ACCEPTANCE_DAYS = 30;

export const VERIFICATION_CODE_MAX_LENGTH = 6;
export const TWO_FACTOR_CODE_LENGTH = 6;
export const RECOVERY_CODE_LENGTH = 21;
export const PROFILE_IMAGE_MAX_BYTES = 2_097_152;

export const NOTIFICATIONS_PAGE_SIZE = 30;
export const PASSWORD_CONFIRMATION_SECONDS = 9000;

export const PROGRESS_BAR_DELAY_MS = 50;
export const LOADER_DELAY_MS = 500;
export const LOADER_MIN_DISPLAY_MS = 200;
export const MOBILE_BREAKPOINT_PX = 768;
export const NAVBAR_HEIGHTS_PX = { md: 64, sm: 54, xs: 48 } as const;

export const TOOLTIP_DELAY_MS = 1500;
export const TOOLTIP_HIDE_DELAY_MS = 500;
export const POPOVER_PADDING_PX = 16;
export const POPOVER_HOVER_CLOSE_DELAY_MS = 150;
export const TYPE_AHEAD_RESET_MS = 500;
export const TOKEN_COPY_CONFIRMATION_MS = 1000;

export const SOCIAL_POPUP_WIDTH_PX = 650;
export const SOCIAL_POPUP_HEIGHT_PX = 550;
export const SOCIAL_POPUP_POLL_MS = 1000;

export const WEEKS_PER_MONTH = 4.34524;
export const DEFAULT_LOCALE = 'en';
export const ERROR_TRACE_SAMPLE_RATE = 0.2;
/**
 * What the error-reporting SDK (server and browser) collects beyond the error itself: nothing
 * personal. No user inferred from the request (IP address included), no cookies, headers,
 * bodies, query strings, query or job data, nor local variables. Sentry 11's defaults collect
 * all of these; `sendDefaultPii: false`, which this replaces, did not.
 */
export const ERROR_REPORT_DATA_COLLECTION = {
  userInfo: false,
  cookies: false,
  httpHeaders: false,
  httpBodies: [] as [],
  urlQueryParams: false,
  graphQL: { document: false, variables: false },
  genAI: { inputs: false, outputs: false },
  mcp: { inputs: false, outputs: false },
  databaseQueryData: false,
  queues: false,
  stackFrameVariables: false,
};

export const DEFAULT_WORKSPACE = { id: 0, name: 'Default', members_count: 1 } as const;

/** Cookie names shared by the server and the web client. */
export const COOKIES = {
  session: 'tonearm_session',
  xsrf: 'XSRF-TOKEN',
  theme: 'theme',
  cookieNotice: 'cookie_notice',
  activeWorkspace: 'activeWorkspace',
  /** A random id that tells one browser from another in the visitors report (never an address). */
  visitor: 'tonearm_visitor',
} as const;

export const XSRF_HEADER = 'x-xsrf-token';
export const METHOD_OVERRIDE_HEADER = 'x-http-method-override';

/** Upload constants. */
export const UPLOAD_CONCURRENCY = 3;
export const UPLOAD_CONCURRENCY_CHUNKED = 1;
export const UPLOAD_INACTIVITY_TIMEOUT_MS = 30_000;
export const BYTES_PER_MB = 1_048_576;

/** The locally stored onboarding product selection (localStorage key). */
export const ONBOARDING_SELECTION_KEY = 'tonearm.onboarding.selection';
/** Email verification: a code lives 10 minutes and allows 5 wrong tries. */
export const EMAIL_VERIFICATION_CODE_TTL_MS = 10 * 60_000;
export const EMAIL_VERIFICATION_MAX_ATTEMPTS = 5;
/** A password reset link works once, for 60 minutes. */
export const PASSWORD_RESET_TTL_MS = 60 * 60_000;
/**
 * Login throttling. Failures are counted per email and address together
 * (Fortify: 5 a minute), so nobody can lock an account out of other addresses or an address
 * out of other accounts; an address gets a far higher ceiling against credential stuffing;
 * failures of one account across addresses slow its logins down, they never refuse them.
 * The counts themselves are configurable (platform/config.ts); these are the defaults.
 */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_MS = 60_000;
export const LOGIN_MAX_FAILURES_PER_IP = 100;
export const LOGIN_IP_WINDOW_MS = 10 * 60_000;
export const LOGIN_SLOWDOWN_AFTER_FAILURES = 10;
export const LOGIN_ACCOUNT_WINDOW_MS = 15 * 60_000;
export const LOGIN_SLOWDOWN_MS = 2_000;
/** Second factor: wrong codes of one account across challenges, then a lock (and a mail). */
export const TWO_FACTOR_MAX_FAILURES = 10;
export const TWO_FACTOR_LOCK_MS = 15 * 60_000;
/** Email codes: guesses per account across codes, and resends (answered alike when limited). */
export const EMAIL_VERIFICATION_MAX_GUESSES = 10;
export const EMAIL_VERIFICATION_GUESS_WINDOW_MS = 60 * 60_000;
export const EMAIL_VERIFICATION_RESENDS_PER_MINUTE = 1;
export const EMAIL_VERIFICATION_RESENDS_PER_HOUR = 5;
/** forgot-password mails per email and requests per address in an hour (same answer beyond). */
export const FORGOT_PASSWORD_MAX_PER_EMAIL = 5;
export const FORGOT_PASSWORD_MAX_PER_IP = 20;
export const FORGOT_PASSWORD_WINDOW_MS = 60 * 60_000;
/** Wrong passwords of a logged-in user (confirm-password, log out other sessions). */
export const PASSWORD_CHECK_MAX_FAILURES = 5;
export const PASSWORD_CHECK_WINDOW_MS = 60_000;
