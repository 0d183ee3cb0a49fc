// @ts-check
const backend = new URL(
  process.env.WOOCOMMERCE_URL || `http://localhost:${process.env.SANDBOX_PORT || 4000}`,
);
// Next 16 refuses to optimise images that resolve to a private address unless told; only the
// local sandbox needs that, a real shop's media host is public.
const isLocalBackend = ['localhost', '127.0.0.1', '::1'].includes(backend.hostname);

// On every response, pages, API and Next's own files alike. Pages get their Content-Security-Policy
// (with a per-request nonce) and, on an https shop, Strict-Transport-Security from src/proxy.ts, as
// both depend on the runtime settings; X-Frame-Options also covers what the proxy does not see.
const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  // WayForPay takes cards on its own page, so not even the Payment Request API is used here.
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
  { key: 'X-Frame-Options', value: 'DENY' },
];

// The API answers JSON: nothing in it may load, run or be framed.
const apiPolicy = "default-src 'none'; frame-ancestors 'none'";

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // npm test runs the WordPress lane's shop beside the sandbox's from a copy of the build, so each has
  // its own data cache (scripts/wordpress-lane.mjs).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      { source: '/api/:path*', headers: [{ key: 'Content-Security-Policy', value: apiPolicy }] },
    ];
  },
  // Several replicas share Next's cache in Redis (cache-handler.mjs); one replica keeps Next's own.
  // Next's in-memory copy in front of it is off, or a replica would answer from its own copy after
  // another expired the tag.
  ...(process.env.REDIS_URL
    ? { cacheHandler: require.resolve('./cache-handler.mjs'), cacheMaxMemorySize: 0 }
    : {}),
  // `npm test` type-checks everything with tsc; the build checks only what ships (not the sandbox or tests).
  // `npm test` sets TYPECHECKED=1 for its build once its own tsc (a superset) has passed: the same
  // files checked twice cost its build ~30 s.
  typescript: { tsconfigPath: 'tsconfig.build.json', ignoreBuildErrors: process.env.TYPECHECKED === '1' },
  // Spec §2: trailing slashes are redirected away by src/proxy.ts, not by Next.
  skipTrailingSlashRedirect: true,
  // src/app/global-not-found.tsx: the root layout sits under [lng], so URLs outside it (an unknown
  // /api path) need a 404 page of their own.
  // Not experimental.inlineCss: measured with Lighthouse (3 runs, 6 pages) it left the largest paint
  // where it was and raised total blocking time (~70 → ~140 ms, the bigger HTML is parsed on the main
  // thread), so the stylesheets stay cacheable files.
  experimental: { globalNotFound: true },
  // src/i18n/resources.ts reads the texts from locales/ at start; hosts that copy only traced files
  // (standalone output, serverless functions) need them listed.
  outputFileTracingIncludes: { '/*': ['./locales/**/*.json'] },
  images: {
    formats: ['image/avif', 'image/webp'],
    // The widths and quality the shop's pictures ask for (src/components/ui/image-sources.ts).
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- this file is CommonJS
    ...require('./src/config/image-widths.json'),
    minimumCacheTTL: 31536000,
    dangerouslyAllowLocalIP: isLocalBackend,
    // The port is left out on purpose: the same build serves the sandbox on 4000 and the tests' on 4100.
    remotePatterns: [
      {
        protocol: /** @type {'http'|'https'} */ (backend.protocol.replace(':', '')),
        hostname: backend.hostname,
        pathname: '/wp-content/uploads/**',
      },
    ],
  },
};

module.exports = nextConfig;
