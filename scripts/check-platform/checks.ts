import fs from 'node:fs';
import path from 'node:path';
import { parse, type GraphQLSchema } from 'graphql';
import { loadDefinition } from '../../sandbox/src/wordpress/acf/definition';
import { pluginSdl } from '../../sandbox/src/wordpress/acf/sdl';
import {
  checkLanguages,
  checkOperations,
  introspect,
  readOperations,
  type Operations,
} from './graphql-checks';
import { basic, call, restCode, wooAuthorization, type Answer } from './http';
import { Check, type Finding } from './report';

export interface PlatformSettings {
  woocommerceUrl: string;
  woocommerceKey: string;
  woocommerceSecret: string;
  wordpressGraphqlUrl: string;
  wordpressAppUser: string;
  wordpressAppPassword: string;
  contactForm7Url: string;
  newsletterFormId: number;
  novaposhtaUrl: string;
  novaposhtaKey: string;
  siteUrl: string;
}

export interface CheckOptions {
  /** The repository's root: graphql/ operations, graphql/schema.graphql and wordpress/. */
  root: string;
}

/**
 * The live contract check: read-only calls against the shop's WordPress/WooCommerce/Nova Poshta,
 * each finding pointing to the guide's step that fixes it.
 */
export async function checkPlatform(settings: PlatformSettings, { root }: CheckOptions): Promise<Finding[]> {
  const check = new Check();
  const definition = loadDefinition(path.join(root, 'wordpress'));
  const origin = new URL(settings.woocommerceUrl).origin;
  await checkGraphql(settings, root, definition, origin, check);
  await checkWooCommerce(settings, origin, check);
  await checkWordpressRest(settings, check);
  await checkNovaPoshta(settings, check);
  return check.findings;
}

type Definition = ReturnType<typeof loadDefinition>;

async function checkGraphql(
  settings: PlatformSettings,
  root: string,
  definition: Definition,
  origin: string,
  check: Check,
): Promise<void> {
  const post = (body: unknown) =>
    call(settings.wordpressGraphqlUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  let remote: GraphQLSchema;
  try {
    remote = await introspect(post);
    check.pass(`WPGraphQL answers at ${settings.wordpressGraphqlUrl}`);
  } catch (error) {
    check.fail(`WPGraphQL at ${settings.wordpressGraphqlUrl}: ${(error as Error).message}`, 'graphql');
    return;
  }
  const acfTypes = new Set(
    parse(pluginSdl(definition)).definitions.flatMap((d) => ('name' in d && d.name ? [d.name.value] : [])),
  );
  const operations = readOperations(path.join(root, 'graphql'));
  checkLanguages(
    remote,
    definition.settings.polylang.languages.map((l) => l.slug),
    check,
  );
  const before = check.failed.length;
  checkOperations(
    remote,
    fs.readFileSync(path.join(root, 'graphql', 'schema.graphql'), 'utf8'),
    operations,
    acfTypes,
    check,
  );
  if (check.failed.length > before) return; // the data checks below would only repeat the schema's failures
  await checkContent(post, operations, definition, origin, check);
}

function operation(operations: Operations[], name: string) {
  for (const { document } of operations) {
    const op = document.definitions.find((d) => d.kind === 'OperationDefinition' && d.name?.value === name);
    if (op) return { query: document.loc!.source.body, operationName: name };
  }
  throw new Error(`graphql/: no operation ${name}`);
}

/** Pages the storefront links to in every language (menu, footer, checkout's terms). */
const SHOP_PAGES = ['about', 'info', 'contacts'];
/** WooCommerce's own pages: published, each would become a page of the storefront and its sitemap. */
const WOOCOMMERCE_PAGES = ['shop', 'cart', 'checkout', 'my-account'];

const LANGUAGE_ROOTS: Record<string, string> = {
  uk: 'SiteOptionsUk',
  en: 'SiteOptionsEn',
  ru: 'SiteOptionsRu',
};

async function checkContent(
  post: (body: unknown) => Promise<Answer>,
  operations: Operations[],
  definition: Definition,
  origin: string,
  check: Check,
): Promise<void> {
  const run = async (name: string, variables: Record<string, unknown> = {}) => {
    const answer = await post({ ...operation(operations, name), variables });
    const body = answer.json as { data?: Record<string, unknown>; errors?: { message: string }[] } | null;
    if (answer.status !== 200 || body?.errors?.length) {
      throw new Error(body?.errors?.map((e) => e.message).join('; ') ?? restCode(answer));
    }
    return body?.data ?? {};
  };
  const foreignImages = (urls: string[]) => urls.filter((u) => u && !u.startsWith(`${origin}/`));

  for (const page of definition.settings.optionsPages) {
    const name = LANGUAGE_ROOTS[page.language];
    if (!name) continue;
    try {
      const data = await run(name);
      const fields = (Object.values(data)[0] as { optionsFields?: Record<string, unknown> } | null)
        ?.optionsFields;
      const products = ((fields?.header as { products?: unknown[] } | null)?.products ?? []) as {
        image?: { node?: { sourceUrl?: string } } | null;
      }[];
      if (!fields || Object.values(fields).every((v) => v === null)) {
        check.fail(`options page ${page.graphqlTypeName} (${page.menuSlug}) has no saved values`, 'options');
        continue;
      }
      const foreign = foreignImages(products.map((p) => p.image?.node?.sourceUrl ?? ''));
      if (foreign.length)
        check.fail(
          `options page ${page.graphqlTypeName}: images not on ${origin}: ${foreign.join(', ')}`,
          'media',
        );
      else check.pass(`options page ${page.graphqlTypeName} (${page.language}) is filled in`);
    } catch (error) {
      check.fail(`options page ${page.graphqlTypeName}: ${(error as Error).message}`, 'options');
    }
  }

  for (const { slug } of definition.settings.polylang.languages) {
    try {
      const data = await run('PrizeWheels', { language: slug.toUpperCase() });
      const wheels = ((data.prizeWheels as { nodes?: unknown[] } | null)?.nodes ?? []) as {
        slug: string;
        wheelFields?: {
          logic?: { openCondition?: string[] | null } | null;
          prizes?: unknown[] | null;
        } | null;
      }[];
      const broken = wheels.filter(
        (w) => !w.wheelFields?.logic?.openCondition?.[0] || (w.wheelFields.prizes?.length ?? 0) < 2,
      );
      if (!wheels.length) check.fail(`prize wheels (${slug}): none published in this language`, 'wheels');
      else if (broken.length)
        check.fail(
          `prize wheels (${slug}): ${broken.map((w) => w.slug).join(', ')} lack an opening rule or 2+ prizes`,
          'wheels',
        );
      else check.pass(`prize wheels (${slug}): ${wheels.map((w) => w.slug).join(', ')}`);
    } catch (error) {
      check.fail(`prize wheels (${slug}): ${(error as Error).message}`, 'wheels');
    }
    try {
      const data = await run('SitemapPages', { language: slug.toUpperCase(), first: 100 });
      // A translation is served under its Ukrainian original's slug (src/server/wordpress/sitemap.ts):
      // with Polylang free the English `about` is `about-2` and still the shop's /en/about.
      const nodes = ((data.pages as { nodes?: unknown[] } | null)?.nodes ?? []) as {
        slug: string | null;
        translations?: ({ slug: string | null; language?: { slug?: string | null } | null } | null)[] | null;
      }[];
      const original = definition.settings.polylang.languages[0]?.slug;
      const slugs = nodes.map(
        (p) => p.translations?.find((t) => t?.language?.slug === original)?.slug ?? p.slug ?? '',
      );
      const missing = SHOP_PAGES.filter((s) => !slugs.includes(s));
      const unwanted = slugs.filter((s) => WOOCOMMERCE_PAGES.includes(s));
      if (missing.length)
        check.fail(`pages (${slug}): no published ${missing.join(', ')} in this language`, 'pages');
      if (unwanted.length)
        check.fail(
          `pages (${slug}): ${unwanted.join(', ')} would become shop pages; make them private or drafts`,
          'pages',
        );
      if (!missing.length && !unwanted.length)
        check.pass(`pages (${slug}): ${slugs.length} published, ${SHOP_PAGES.join(', ')} among them`);
    } catch (error) {
      check.fail(`pages (${slug}): ${(error as Error).message}`, 'pages');
    }
    try {
      const data = await run('LatestPosts', { language: slug.toUpperCase(), first: 5 });
      const posts = ((data.posts as { nodes?: unknown[] } | null)?.nodes ?? []) as {
        featuredImage?: { node?: { sourceUrl?: string } } | null;
      }[];
      const foreign = foreignImages(posts.map((p) => p.featuredImage?.node?.sourceUrl ?? ''));
      if (foreign.length)
        check.fail(`posts (${slug}): featured images not on ${origin}: ${foreign.join(', ')}`, 'media');
      else check.pass(`posts (${slug}): ${posts.length} latest read, images on ${origin}`);
    } catch (error) {
      check.fail(`posts (${slug}): ${(error as Error).message}`, 'polylang');
    }
  }
}

/** One of each WooCommerce resource the shop reads or writes, read with the shop's keys. */
async function checkWooCommerce(settings: PlatformSettings, origin: string, check: Check): Promise<void> {
  const base = `${settings.woocommerceUrl.replace(/\/+$/, '')}/wp-json/wc/v3`;
  const keys = { key: settings.woocommerceKey, secret: settings.woocommerceSecret };
  const get = (route: string) => {
    const url = new URL(`${base}/${route}`).href;
    return call(url, { headers: { Authorization: wooAuthorization(url, keys) } });
  };
  const read = async (label: string, route: string): Promise<Record<string, unknown>[] | null> => {
    const answer = await get(route);
    if (answer.status === 200 && Array.isArray(answer.json)) {
      check.pass(`WooCommerce ${label}: readable (${answer.json.length} read)`);
      return answer.json as Record<string, unknown>[];
    }
    const code = restCode(answer);
    check.fail(
      `WooCommerce ${label} (GET ${route}): ${code}`,
      answer.status === 401 || answer.status === 403 ? 'wooKeys' : 'plugins',
    );
    return null;
  };
  const products = await read('products', 'products?per_page=1');
  if (!products) return;
  const images = products.flatMap((p) => ((p.images ?? []) as { src: string }[]).map((i) => i.src));
  const foreign = images.filter((src) => !src.startsWith(`${origin}/`));
  if (foreign.length)
    check.fail(`WooCommerce product images not on ${origin}: ${foreign.join(', ')}`, 'media');
  const [variable] = (await read('variable products', 'products?type=variable&per_page=1')) ?? [];
  if (variable) await read('variations', `products/${variable.id}/variations?per_page=1`);
  await read('categories', 'products/categories?per_page=1');
  await read('tags', 'products/tags?per_page=1');
  const [attribute] = (await read('attributes', 'products/attributes')) ?? [];
  if (attribute) await read('attribute terms', `products/attributes/${attribute.id}/terms?per_page=1`);
  await read('reviews', 'products/reviews?per_page=1');
  await read('coupons', 'coupons?per_page=1');
  const [order] = (await read('orders', 'orders?per_page=1')) ?? [];
  if (order) await read('order notes', `orders/${order.id}/notes`);
  await read('customers', 'customers?per_page=1');
  const hooks = await read('webhooks', 'webhooks?status=active&per_page=100');
  if (hooks) {
    const target = `${settings.siteUrl.replace(/\/+$/, '')}/api/revalidate`;
    const missing = (topics: string[]) =>
      topics.filter(
        (topic) =>
          !hooks.some((h) => h.topic === topic && h.status === 'active' && h.delivery_url === target),
      );
    const products = missing(['product.created', 'product.updated', 'product.deleted']);
    const content = missing(['action.wc_storefront_post_saved', 'action.wc_storefront_page_saved']);
    if (products.length)
      check.fail(`WooCommerce webhooks to ${target} missing or inactive: ${products.join(', ')}`, 'webhooks');
    if (content.length)
      check.fail(
        `content webhooks to ${target} missing or inactive: ${content.join(', ')}`,
        'contentWebhooks',
      );
    if (!products.length && !content.length)
      check.pass(`WooCommerce webhooks: product and content topics delivered to ${target}`);
  }
}

/**
 * What the storefront's WordPress user lacks, or null: it uploads review photos and links them to the
 * review as comment meta, and WordPress lets only a user who may edit the reviewed product edit a
 * review's meta (edit_products: a Shop Manager), whatever the meta's own auth_callback says.
 */
export function missingAppUserRights(caps: Record<string, boolean>): string | null {
  if (!caps.upload_files) return 'upload files (needs the Shop Manager role)';
  if (!caps.edit_products) return 'link photos to reviews: edit_products (needs the Shop Manager role)';
  return null;
}

async function checkWordpressRest(settings: PlatformSettings, check: Check): Promise<void> {
  const auth = { Authorization: basic(settings.wordpressAppUser, settings.wordpressAppPassword) };
  const wp = `${settings.woocommerceUrl.replace(/\/+$/, '')}/wp-json/wp/v2`;
  // Upload rights without uploading: the user's capabilities, as WordPress reports them to itself.
  const me = await call(`${wp}/users/me?context=edit`, { headers: auth });
  const caps = (me.json as { capabilities?: Record<string, boolean> } | null)?.capabilities;
  if (me.status !== 200)
    check.fail(
      `WordPress application password (${settings.wordpressAppUser}): ${restCode(me)}`,
      'appPassword',
    );
  else if (missingAppUserRights(caps ?? {}))
    check.fail(
      `WordPress user ${settings.wordpressAppUser} may not ${missingAppUserRights(caps ?? {})}`,
      'appPassword',
    );
  else check.pass(`WordPress user ${settings.wordpressAppUser} may upload media and link review photos`);

  const cf7 = settings.contactForm7Url.replace(/\/+$/, '');
  const id = settings.newsletterFormId;
  const form = await call(`${cf7}/contact-forms/${id}`, { headers: auth });
  if (form.status === 200) {
    if (JSON.stringify(form.json).includes('your-email'))
      check.pass(`Contact Form 7 form ${id} has the your-email field`);
    else check.fail(`Contact Form 7 form ${id} has no field named your-email`, 'cf7');
    return;
  }
  if (form.status !== 401 && form.status !== 403) {
    check.fail(`Contact Form 7 form ${id}: ${restCode(form)}`, 'cf7');
    return;
  }
  // The user may not read forms: CF7 refuses a submission without a unit tag before it does anything,
  // and that refusal tells an existing form (400) from a missing one (404) without sending mail.
  const probe = await call(`${cf7}/contact-forms/${id}/feedback`, { method: 'POST', body: new FormData() });
  if (restCode(probe) === 'wpcf7_unit_tag_not_found')
    check.pass(`Contact Form 7 form ${id} exists (fields not readable by ${settings.wordpressAppUser})`);
  else check.fail(`Contact Form 7 form ${id}: ${restCode(probe)}`, 'cf7');
}

async function checkNovaPoshta(settings: PlatformSettings, check: Check): Promise<void> {
  const answer = await call(settings.novaposhtaUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      apiKey: settings.novaposhtaKey,
      modelName: 'TrackingDocument',
      calledMethod: 'getStatusDocuments',
      methodProperties: { Documents: [{ DocumentNumber: '20450000000000', Phone: '' }] },
    }),
  });
  const body = answer.json as { success?: boolean; errors?: string[] } | null;
  if (body?.success) check.pass('Nova Poshta API key accepted');
  else check.fail(`Nova Poshta API: ${body?.errors?.join('; ') || restCode(answer)}`, 'novaPoshta');
}
