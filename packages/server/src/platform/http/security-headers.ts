import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet from 'helmet';

declare module 'fastify' {
  interface FastifyReply {
    /**
     * Per-response nonces for the inline <script>/<style> of an HTML page; the first call puts
     * them into this response's Content-Security-Policy. Responses that never ask keep the
     * static policy, which allows no inline code at all.
     */
    cspNonces(): { script: string; style: string };
  }
}

type Directives = Record<string, string[]>;

function directivesFor(https: boolean, bucketOrigins: string[]): Directives {
  return {
    'default-src': ["'self'"],
    // reCAPTCHA v3 loads Google's script, which runs in Google's frames.
    'script-src': [
      "'self'",
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ],
    'style-src': ["'self'"],
    // An avatar may be a URL (POST users/{id}/avatar takes a file or a url) or a social
    // provider's picture: images load from any web origin. They cannot run code.
    'img-src': ["'self'", 'data:', 'blob:', 'https:', 'http:'],
    // With S3 storage, audio streams from the bucket through signed URLs (the stream route
    // redirects), and direct uploads PUT straight to it: another origin.
    'media-src': ["'self'", 'blob:', ...bucketOrigins],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...bucketOrigins],
    'frame-src': [
      "'self'",
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com/recaptcha/',
    ],
    'frame-ancestors': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

function serializeCsp(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join(';');
}

/** The headers a helmet middleware sets, read once: they are the same for every response. */
function headersSetBy(middleware: ReturnType<typeof helmet>): [string, string][] {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  middleware({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return [...headers];
}

/**
 * Security headers. The Content-Security-Policy allows only our own origin; an HTML
 * page's one inline element (the first-paint theme <style>, the social popup's <script>) carries
 * a per-response nonce. The headers are computed once at start-up: building helmet's middleware
 * per request (as nonces through @fastify/helmet do) cost every API call and audio range more
 * than its own handler.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { https: boolean; bucketOrigins?: string[] },
): Promise<void> {
  const directives = directivesFor(options.https, options.bucketOrigins ?? []);
  const headers = headersSetBy(
    helmet({
      contentSecurityPolicy: false,
      crossOriginEmbedderPolicy: false,
      // Social login popups report back through window.opener; `same-origin` would
      // sever it as soon as the popup visits the provider.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      strictTransportSecurity: options.https
        ? { maxAge: 15_552_000, includeSubDomains: true }
        : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    }),
  );
  headers.push(['content-security-policy', serializeCsp(directives)]);

  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.header(name, value);
    done();
  });

  const nonces = new WeakMap<object, { script: string; style: string }>();
  app.decorateReply('cspNonces', function () {
    let pair = nonces.get(this);
    if (!pair) {
      pair = {
        script: crypto.randomBytes(16).toString('hex'),
        style: crypto.randomBytes(16).toString('hex'),
      };
      nonces.set(this, pair);
      this.header(
        'content-security-policy',
        serializeCsp({
          ...directives,
          'script-src': [...directives['script-src']!, `'nonce-${pair.script}'`],
          'style-src': [...directives['style-src']!, `'nonce-${pair.style}'`],
        }),
      );
    }
    return pair;
  });

  // The two embed pages exist to be framed by other sites: only they drop the
  // frame-ancestors restriction and X-Frame-Options; every other page stays unframeable.
  app.addHook('onSend', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    if (!isEmbedPagePath(request.url)) return;
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string') {
      reply.header(
        'content-security-policy',
        csp.replace(/frame-ancestors [^;]*/, 'frame-ancestors *'),
      );
    }
    reply.removeHeader('x-frame-options');
  });
}

type ExtensibleDirective = 'script-src' | 'connect-src' | 'frame-src';

/**
 * Lets this response's page also reach further origins: a Sentry-compatible service the browser
 * reports errors to, Stripe while its gateway is on. Call after
 * `cspNonces()`.
 */
export function allowSources(
  reply: FastifyReply,
  sources: Partial<Record<ExtensibleDirective, readonly string[]>>,
): void {
  let csp = reply.getHeader('content-security-policy');
  if (typeof csp !== 'string') return;
  for (const [name, origins] of Object.entries(sources)) {
    if (!origins.length) continue;
    csp = csp.replace(
      new RegExp(`${name} [^;]*`),
      (directive) => `${directive} ${origins.join(' ')}`,
    );
  }
  reply.header('content-security-policy', csp);
}

/**
 * Stripe's documented CSP for Stripe.js and its Payment Element: the script and its frames from
 * js.stripe.com, 3-D Secure from hooks.stripe.com, its API from api.stripe.com.
 */
export const STRIPE_SOURCES = {
  'script-src': ['https://js.stripe.com'],
  'connect-src': ['https://api.stripe.com'],
  'frame-src': ['https://js.stripe.com', 'https://hooks.stripe.com'],
} as const;

const EMBED_PAGE_PATH = /^\/(track\/[^/]+\/[^/]+|album\/[^/]+\/[^/]+\/[^/]+)\/embed\/?(\?|$)/;

/** /track/{id}/{name}/embed and /album/{id}/{artist}/{name}/embed. */
export function isEmbedPagePath(url: string): boolean {
  return EMBED_PAGE_PATH.test(url);
}
