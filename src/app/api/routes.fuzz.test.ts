import { NextRequest } from 'next/server';
import { startSandboxProcess, useAsShopBackend, type SandboxProcess } from '@/test-support/sandbox-process';

/*
 * Every route of the storefront's API, fed generated bodies and queries from a seeded generator (the
 * same run every time; change SEED to explore): garbage, wrong types, HTML and control characters,
 * huge and negative numbers, deep nesting, and valid bodies with one field swapped for garbage. A
 * client can send any of these, so none may answer 5xx, and every 4xx is `{error: {code, message}}`
 * with no stack trace.
 */

jest.mock('@/server/mail/transport', () => ({
  mailFrom: () => 'shop@example.com',
  mailTransport: () => ({ sendMail: async () => ({}) }),
}));

const SEED = 20261123;
const BODIES_PER_ROUTE = 90;

function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)];
  const strings = [
    '',
    ' ',
    'uk',
    'ua',
    'en',
    '<img src=x onerror=alert(1)>',
    '"><script>alert(1)</script>',
    "'; DROP TABLE wp_posts; --",
    '../../etc/passwd',
    '\u0000\r\n\t',
    'Київ',
    '😀'.repeat(50),
    'a'.repeat(5000),
    '%00%0d%0a',
    'null',
    '1e309',
    '-1',
    'NaN',
    '__proto__',
    'constructor',
    'WC-0391',
    '/\t/evil.example',
    '/Київ',
    '/\r\nSet-Cookie: a=b',
    '/\u0000',
    '//evil.example',
    '/\\evil.example',
    '+380671234567',
    'olena@example.com',
  ];
  const numbers = [0, -1, 1, 2, 1.5, 1e21, -1e21, Number.MAX_SAFE_INTEGER, 2 ** 31, 100000, 391];
  const value = (depth: number): unknown => {
    switch (depth > 3 ? int(4) : int(7)) {
      case 0:
        return pick(strings);
      case 1:
        return pick(numbers);
      case 2:
        return pick([true, false, null]);
      case 3:
        return pick(strings) + String(int(1000));
      case 4:
        return Array.from({ length: int(4) }, () => value(depth + 1));
      case 5: {
        const keys = [
          'id',
          'items',
          'locale',
          'email',
          'code',
          'data',
          'gifts',
          'count',
          '__proto__',
          'constructor',
        ];
        return Object.fromEntries(Array.from({ length: int(5) }, () => [pick(keys), value(depth + 1)]));
      }
      default:
        return JSON.parse('{"a":'.repeat(40) + '1' + '}'.repeat(40));
    }
  };
  /** A valid-looking body with one field, at any depth, replaced by garbage. */
  const mutate = (body: unknown): unknown => {
    if (Array.isArray(body)) {
      if (body.length === 0 || next() < 0.3) return value(2);
      const i = int(body.length);
      return body.map((item, j) => (j === i ? mutate(item) : item));
    }
    if (body && typeof body === 'object') {
      const entries = Object.entries(body);
      if (entries.length === 0 || next() < 0.25) return value(2);
      const i = int(entries.length);
      if (next() < 0.15) return Object.fromEntries(entries.filter((_, j) => j !== i));
      return Object.fromEntries(entries.map(([k, v], j) => [k, j === i ? mutate(v) : v]));
    }
    return value(2);
  };
  return { next, int, pick, value, mutate, strings };
}

type Route = {
  path: string;
  method: 'GET' | 'POST';
  load: () => Promise<Record<string, unknown>>;
  /** A valid body (POST) or query (GET) the generator starts its mutations from. */
  seed: Record<string, unknown>;
};

const ORDER = {
  locale: 'uk',
  items: [{ id: 10, variation_id: 11, count: 1 }],
  customer: { name: 'Олена', surname: 'Коваль', phone: '+380671234567', email: 'olena@example.com' },
  delivery: { method: 'np', city: 'Київ', department: 'Відділення №1' },
  payment: 'requisites',
  gifts: [1],
  // A passing token, so the mutations of the order reach past the captcha.
  captcha: 'sandbox-captcha-ok',
};

const ROUTES: Route[] = [
  { path: '/api/orders', method: 'POST', load: () => import('./orders/route'), seed: ORDER },
  { path: '/api/checkout/quote', method: 'POST', load: () => import('./checkout/quote/route'), seed: ORDER },
  {
    path: '/api/promo',
    method: 'POST',
    load: () => import('./promo/route'),
    seed: { locale: 'uk', code: 'SPRING10', email: 'olena@example.com', items: ORDER.items },
  },
  {
    path: '/api/filters/',
    method: 'POST',
    load: () => import('./filters/route'),
    seed: { locale: 'uk', data: { page: 1, per_page: 12, category: 'women', sort: 'price_asc' } },
  },
  {
    path: '/api/products',
    method: 'POST',
    load: () => import('./products/route'),
    seed: { locale: 'uk', ids: [10, 11, 12] },
  },
  {
    path: '/api/search',
    method: 'GET',
    load: () => import('./search/route'),
    seed: { q: 'уд нуар', locale: 'uk', limit: 6 },
  },
  { path: '/api/options', method: 'POST', load: () => import('./options/route'), seed: { locale: 'uk' } },
  {
    path: '/api/wheel/status',
    method: 'POST',
    load: () => import('./wheel/status/route'),
    seed: { locale: 'uk' },
  },
  {
    path: '/api/wheel/spin',
    method: 'POST',
    load: () => import('./wheel/spin/route'),
    seed: {
      locale: 'uk',
      wheelId: 1,
      email: 'olena@example.com',
      consent: true,
      captcha: 'sandbox-captcha-ok',
    },
  },
  {
    path: '/api/hint-gift',
    method: 'POST',
    load: () => import('./hint-gift/route'),
    seed: {
      locale: 'uk',
      email: 'friend@example.com',
      name: 'Олена',
      message: 'Hi',
      productSlug: 'velvet-amber',
      captcha: 'sandbox-captcha-ok',
    },
  },
  {
    path: '/api/newsletter',
    method: 'POST',
    load: () => import('./newsletter/route'),
    seed: { locale: 'uk', email: 'reader@example.com' },
  },
  {
    path: '/api/payment/wayforpay',
    method: 'POST',
    load: () => import('./payment/wayforpay/route'),
    seed: { merchantAccount: 'sandbox_merchant', orderReference: 'WC-1', amount: 100, currency: 'UAH' },
  },
  {
    path: '/api/revalidate',
    method: 'POST',
    load: () => import('./revalidate/route'),
    seed: { id: 1, slug: 'velvet-amber' },
  },
  {
    path: '/api/locale',
    method: 'GET',
    load: () => import('./locale/route'),
    seed: { lng: 'en', to: '/en/catalog' },
  },
  {
    path: '/api/novaposhta/cities',
    method: 'GET',
    load: () => import('./novaposhta/cities/route'),
    seed: { q: 'Киї', locale: 'uk' },
  },
  {
    path: '/api/novaposhta/warehouses',
    method: 'GET',
    load: () => import('./novaposhta/warehouses/route'),
    seed: { city: 'Київ', q: '1', type: 'branch', locale: 'uk' },
  },
  {
    path: '/api/novaposhta/streets',
    method: 'GET',
    load: () => import('./novaposhta/streets/route'),
    seed: { city: 'Київ', q: 'Хре', locale: 'uk' },
  },
  {
    path: '/api/tracking',
    method: 'POST',
    load: () => import('./tracking/route'),
    seed: { locale: 'uk', number: '391', phone: '+380671234567' },
  },
  {
    path: '/api/callback',
    method: 'POST',
    load: () => import('./callback/route'),
    seed: {
      locale: 'uk',
      phone: '+380671234567',
      name: 'Олена',
      items: ORDER.items,
      sets: [{ size: 6, aromas: [1, 2, 3, 4, 5, 6], count: 1 }],
      gifts: [1],
      captcha: 'sandbox-captcha-ok',
    },
  },
  // Multipart: the generator's JSON bodies meet the 415 and malformed-multipart paths; the fields
  // themselves are tried in reviews/route.test.ts.
  {
    path: '/api/reviews',
    method: 'POST',
    load: () => import('./reviews/route'),
    seed: { rating: '5', product_id: '10', name: 'Олена', email: 'olena@example.com', text: 'Добре' },
  },
  { path: '/api/geo/country', method: 'GET', load: () => import('./geo/country/route'), seed: {} },
  { path: '/api/health', method: 'GET', load: () => import('./health/route'), seed: {} },
];

type Sent = { route: string; description: string; status: number; body: string };

let sandbox: SandboxProcess;
beforeAll(async () => {
  sandbox = await startSandboxProcess();
  useAsShopBackend(sandbox.url);
  process.env.WORDPRESS_GRAPHQL_URL = `${sandbox.url}/graphql`;
  process.env.NOVAPOSHTA_API_URL = `${sandbox.url}/v2.0/json/`;
  process.env.WAYFORPAY_PAY_URL = `${sandbox.url}/wayforpay/pay`;
  process.env.SITE_URL = 'https://shop.example';
});
afterAll(() => sandbox.close());

function request(
  route: Route,
  g: ReturnType<typeof generator>,
  i: number,
): { request: NextRequest; description: string } {
  const url = new URL(`https://shop.example${route.path}`);
  if (route.method === 'GET') {
    const query =
      i % 3 === 0
        ? (g.value(2) as Record<string, unknown>)
        : (g.mutate(route.seed) as Record<string, unknown>);
    if (query && typeof query === 'object' && !Array.isArray(query)) {
      for (const [k, v] of Object.entries(query))
        url.searchParams.append(k, typeof v === 'string' ? v : JSON.stringify(v));
    } else {
      url.search = `?${encodeURIComponent(String(query))}=${g.pick(g.strings)}`;
    }
    return {
      request: new NextRequest(url, { headers: { 'x-forwarded-for': g.pick(['192.0.2.1', 'garbage', '']) } }),
      description: url.search,
    };
  }
  const kind = i % 10;
  let body: string;
  let contentType = 'application/json';
  if (kind === 0) body = g.pick(['', '{', 'null', '[]', '"text"', '{"a":}', '\u0000', 'x'.repeat(200_000)]);
  else if (kind === 1) body = JSON.stringify(g.value(0));
  else body = JSON.stringify(g.mutate(route.seed));
  if (kind === 2)
    contentType = g.pick([
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      '',
    ]);
  const headers: Record<string, string> = {
    'Idempotency-Key': `fuzz-${i}-${g.int(1e9)}`,
    'x-forwarded-for': '192.0.2.7',
  };
  if (contentType) headers['content-type'] = contentType;
  return {
    request: new NextRequest(url, { method: 'POST', headers, body }),
    description: `${contentType} ${body.slice(0, 300)}`,
  };
}

it(`answers ${ROUTES.length} routes × ${BODIES_PER_ROUTE} generated requests with no 5xx and a JSON error for every 4xx`, async () => {
  const g = generator(SEED);
  const failures: Sent[] = [];
  const statuses = new Map<number, number>();
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  try {
    for (const route of ROUTES) {
      const handler = (await route.load())[route.method] as (
        request: NextRequest,
      ) => Promise<Response> | Response;
      for (let i = 0; i < BODIES_PER_ROUTE; i += 1) {
        const { request: req, description } = request(route, g, i);
        let status: number;
        let text: string;
        try {
          const response = await handler(req);
          status = response.status;
          text = status >= 300 && status < 400 ? '' : await response.text();
        } catch (error) {
          status = 599;
          text = `threw: ${error instanceof Error ? error.stack : String(error)}`;
        }
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        const sent = { route: route.path, description, status, body: text.slice(0, 300) };
        if (status >= 500) failures.push(sent);
        else if (status >= 400) {
          let parsed: { error?: { code?: unknown; message?: unknown } } | null = null;
          try {
            parsed = JSON.parse(text);
          } catch {
            parsed = null;
          }
          const shaped =
            typeof parsed?.error?.code === 'string' &&
            typeof parsed.error.message === 'string' &&
            !/\bat .+:\d+:\d+/.test(text);
          if (!shaped) failures.push(sent);
        }
      }
    }
  } finally {
    quiet.mockRestore();
    warn.mockRestore();
  }
  const total = [...statuses.values()].reduce((a, b) => a + b, 0);
  if (process.env.FUZZ_REPORT) console.log(`fuzz: ${total} requests`, Object.fromEntries(statuses));
  expect(total).toBeGreaterThanOrEqual(1000);
  expect(failures).toEqual([]);
}, 300_000);
