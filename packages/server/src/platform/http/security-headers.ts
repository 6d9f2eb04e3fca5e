import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * DESIGN §4 security headers. The Content-Security-Policy allows only our own origin; the
 * one inline element (the first-paint theme <style>) carries a per-request nonce.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { https: boolean; connectSources?: string[] },
): Promise<void> {
  await app.register(helmet, {
    enableCSPNonces: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // reCAPTCHA v3 (spec 000 §5) loads Google's script, which runs in Google's frames.
        scriptSrc: [
          "'self'",
          'https://www.google.com/recaptcha/',
          'https://www.gstatic.com/recaptcha/',
        ],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // Direct uploads (spec 001 §7) PUT straight to the bucket, another origin.
        connectSrc: ["'self'", ...(options.connectSources ?? [])],
        frameSrc: [
          "'self'",
          'https://www.google.com/recaptcha/',
          'https://recaptcha.google.com/recaptcha/',
        ],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    // Social login popups (spec 000 §7) report back through window.opener; `same-origin` would
    // sever it as soon as the popup visits the provider.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    strictTransportSecurity: options.https
      ? { maxAge: 15_552_000, includeSubDomains: true }
      : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });

  // The two embed pages (spec 001 §2) exist to be framed by other sites: only they drop the
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

const EMBED_PAGE_PATH = /^\/(track\/[^/]+\/[^/]+|album\/[^/]+\/[^/]+\/[^/]+)\/embed\/?(\?|$)/;

/** /track/{id}/{name}/embed and /album/{id}/{artist}/{name}/embed. */
export function isEmbedPagePath(url: string): boolean {
  return EMBED_PAGE_PATH.test(url);
}
