import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The browser's side of security (README "Security"): a strict Content-Security-Policy with no inline script,
 * the usual hardening headers, HSTS behind HTTPS, no caching of API answers, and a same-origin
 * check on writes so another site cannot use a signed-in member's cookies (CSRF).
 */
const policy = (styleSource: string) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    `style-src ${styleSource}`,
    "img-src 'self' data: blob:",
    "media-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

export const CONTENT_SECURITY_POLICY = policy("'self'");

/** The placeholder in index.html that each page answer replaces with its own nonce. */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/**
 * The policy of a page answer: styles the page injects at run time (the dialogs' scroll lock)
 * carry this answer's nonce; scripts stay 'self' only.
 */
export const pagePolicy = (nonce: string) => policy(`'self' 'nonce-${nonce}'`);

const STATIC_HEADERS = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a write comes from another site: its Origin names another host, or the browser says so. */
export function isCrossSite(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    try {
      return new URL(origin).host !== request.host;
    } catch {
      return true;
    }
  }
  return request.headers['sec-fetch-site'] === 'cross-site';
}

export const securityPlugin = fp(async (app) => {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (SAFE_METHODS.has(request.method)) return;
    // A Bearer token is never sent by a browser on its own: only ambient credentials need this.
    if (request.headers.authorization?.startsWith('Bearer ')) return;
    if (isCrossSite(request)) {
      return reply.code(403).send({ message: 'Cross-site request refused' });
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const pageCsp = reply.getHeader('content-security-policy');
    reply.headers(STATIC_HEADERS);
    if (pageCsp !== undefined) reply.header('content-security-policy', pageCsp);
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
    if (
      !reply.hasHeader('cache-control') &&
      reply.getHeader('content-type')?.toString().includes('json')
    ) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
});
