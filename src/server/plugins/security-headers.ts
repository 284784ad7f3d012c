/**
 * Security headers on every answer (HTML, API, media), by @fastify/helmet: a
 * Content-Security-Policy that allows exactly what the shop's pages use, no framing by any
 * site, nosniff, a referrer policy, and HSTS when the shop is served over https.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { EARLY_DATA_SCRIPT_HASH } from './storefront-html';

export async function registerSecurityHeaders(app: FastifyInstance, publicUrl: string): Promise<void> {
  const { origin, protocol } = new URL(publicUrl);
  const https = protocol === 'https:';
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The built bundle, and the one inline script index.html carries (storefront-html.ts).
        scriptSrc: ["'self'", EARLY_DATA_SCRIPT_HASH],
        scriptSrcAttr: ["'none'"],
        // Components (toasts, dialogs) set inline styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Catalogue images are addressed through PUBLIC_URL; blob: previews a picked upload
        // in the back office; data: is the small icons of the stylesheet.
        imgSrc: ["'self'", origin, 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // frame-ancestors above, and X-Frame-Options for browsers that predate it.
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Only when the shop is reached over https: over http the header would be ignored, and
    // on localhost it would pin every local site to https for a year.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Images may be shown by a page of another origin (PUBLIC_URL behind a CDN, a shared link).
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
}
