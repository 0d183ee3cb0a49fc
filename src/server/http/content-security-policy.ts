import { MAP_EMBED_ORIGIN } from '@/domain/content/map-location';
import type { ServerEnv } from '@/server/env';

/**
 * Google Tag Manager and GA4's hosts, allowed only when GTM_ID is set. The tag itself is a script the
 * page must render with the nonce; 'strict-dynamic' then lets what it loads run.
 */
const GOOGLE_TAG_ORIGINS = [
  'https://www.googletagmanager.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
];

/**
 * The captcha's hosts: hCaptcha draws its challenge in frames from, and talks to, *.hcaptcha.com
 * (its CSP advice); another script URL (the sandbox's stand-in) needs only its own origin.
 */
function captchaOrigins(env: ServerEnv): string[] {
  const scriptOrigin = origin(env.captcha.scriptUrl);
  return new URL(scriptOrigin).hostname.endsWith('hcaptcha.com')
    ? ['https://hcaptcha.com', 'https://*.hcaptcha.com']
    : [scriptOrigin];
}

export type PagePolicyMode = { nonce: string; development: boolean };

function origin(url: string): string {
  return new URL(url).origin;
}

/**
 * The Content-Security-Policy of a page. Scripts run only with this request's nonce (Next puts it on
 * its own scripts when it finds it in the request's CSP header) or when loaded by one that has it
 * ('strict-dynamic'), so an injected <script> or inline handler does not run. `next dev` needs
 * 'unsafe-eval'. Styles allow inline: React writes style attributes (next/image among them), which a
 * nonce cannot cover. Images come from the shop, data:/blob: URLs and the backend's media (product
 * descriptions and WordPress content link to it); the only cross-site form is WayForPay's pay page.
 * The only frame is OpenStreetMap's embed page, which the contacts popup loads when asked to.
 */
export function pageContentSecurityPolicy(env: ServerEnv, { nonce, development }: PagePolicyMode): string {
  const google = env.gtmId ? GOOGLE_TAG_ORIGINS : [];
  const captcha = captchaOrigins(env);
  const media = [...new Set([origin(env.woocommerceUrl), origin(env.wordpressGraphqlUrl)])];
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ''}`,
    ["style-src 'self' 'unsafe-inline'", ...captcha].join(' '),
    ["img-src 'self' data: blob:", ...media, ...google].join(' '),
    "font-src 'self'",
    ["connect-src 'self'", ...google, ...captcha].join(' '),
    // The contacts popup's map: OpenStreetMap's embed page, framed only when the shopper asks.
    ["frame-src 'self'", ...captcha, MAP_EMBED_ORIGIN].join(' '),
    `form-action 'self' ${origin(env.wayforpayPayUrl)}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    ...(env.siteUrl.startsWith('https:') ? ['upgrade-insecure-requests'] : []),
  ];
  return directives.join('; ');
}

/** A fresh, unguessable nonce for one response: 128 random bits, base64. */
export function newNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
}

/**
 * Two years, this host only: subdomains (a WordPress admin, say) may not all serve https. Sent only
 * by a production server whose SITE_URL is https, so no developer's localhost is pinned to https.
 */
export function strictTransportSecurity(env: ServerEnv, production: boolean): string | null {
  return production && env.siteUrl.startsWith('https:') ? 'max-age=63072000' : null;
}
