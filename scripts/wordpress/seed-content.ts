// The sandbox's demo content (blog posts, pages, prize wheels in uk/en/ru) written into a real
// WordPress through its own APIs: WPGraphQL mutations create posts, pages, categories and wheels with
// their Polylang language (wp-graphql-polylang's `language` input), WP REST uploads media and sets
// featured images and ACF values. What no API offers is done by PHP steps: linking translations
// (Polylang free; wordpress/local/setup/link-translations.php) and the options pages' values and the
// wheels' prizes (ACF PRO's options pages and repeater rows; seed/acf-values.ts).
//   npx tsx scripts/wordpress/seed-content.ts [platform dir, default .wordpress]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { renderPlaceholder } from '../../sandbox/src/wordpress/placeholder';
import { LANGS, POSTS, type Lang } from '../../sandbox/src/wordpress/seed-post-texts';
import { BODIES, CATEGORIES } from '../../sandbox/src/wordpress/seed-post-bodies';
import { EXTRA_CATEGORY, EXTRA_POSTS } from '../../sandbox/src/wordpress/seed-post-extras';
import { PAGES } from '../../sandbox/src/wordpress/seed-pages';
import { acfEntries, fillAcfFields } from './seed/acf-values';
import { restClient } from './seed/rest';
import { pauseWebhooks } from './seed/webhooks';
import { WHEELS } from '../../sandbox/src/wordpress/seed-options';

const ROOT = path.resolve(path.dirname(__filename), '../..');

export interface SeedContentOptions {
  url: string;
  user: string;
  appPassword: string;
  /** The WordPress folder (the one with wp-load.php), for the translation-linking PHP step. */
  siteDir: string;
  log?: (line: string) => void;
}

export interface SeedContentResult {
  posts: number;
  pages: number;
  wheels: number;
  media: number;
  categories: number;
  seconds: number;
}

/** Minutes between a Ukrainian original and its translations, as in the sandbox's seed. */
const TRANSLATION_DELAY: Record<Lang, number> = { uk: 0, en: 30, ru: 60 };

function shiftMinutes(date: string, minutes: number): string {
  const d = new Date(`${date}Z`);
  d.setUTCMinutes(d.getUTCMinutes() + minutes);
  return d.toISOString().slice(0, 19);
}

/** `<p>…</p>\n` is how WordPress renders an excerpt; the editor types only what is inside. */
const unwrapParagraph = (html: string) => html.replace(/^<p>|<\/p>\n?$/g, '');

type Group = Partial<Record<Lang, number>>;

/** A few requests at a time: PHP's built-in server has six workers. */
async function inBatches<T, R>(items: T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size) {
    results.push(...(await Promise.all(items.slice(i, i + size).map(work))));
  }
  return results;
}

function client({ url, user, appPassword }: SeedContentOptions) {
  const authorization = `Basic ${Buffer.from(`${user}:${appPassword}`).toString('base64')}`;
  const base = url.replace(/\/$/, '');

  async function graphql<T>(query: string, variables: Record<string, unknown>): Promise<T> {
    const response = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
    if (!response.ok || body.errors?.length || !body.data) {
      throw new Error(`GraphQL ${JSON.stringify(variables)}: ${JSON.stringify(body.errors ?? body)}`);
    }
    return body.data;
  }

  async function rest<T>(route: string, body: FormData | Record<string, unknown>): Promise<T> {
    const response = await fetch(`${base}/wp-json/${route}`, {
      method: 'POST',
      headers:
        body instanceof FormData ? { authorization } : { authorization, 'content-type': 'application/json' },
      body: body instanceof FormData ? body : JSON.stringify(body),
    });
    const json = (await response.json()) as T;
    if (!response.ok) throw new Error(`POST ${route}: ${response.status} ${JSON.stringify(json)}`);
    return json;
  }

  return { graphql, rest };
}

const CREATE = {
  category: `mutation($input: CreateCategoryInput!) { createCategory(input: $input) { category { databaseId slug } } }`,
  post: `mutation($input: CreatePostInput!) { createPost(input: $input) { post { databaseId slug } } }`,
  page: `mutation($input: CreatePageInput!) { createPage(input: $input) { page { databaseId slug } } }`,
  wheel: `mutation($input: CreatePrizeWheelInput!) { createPrizeWheel(input: $input) { prizeWheel { databaseId slug } } }`,
};

/** Polylang free has no API to link translations: wordpress/local/setup/link-translations.php. */
function linkTranslations(options: SeedContentOptions, groups: { posts?: Group[]; terms?: Group[] }): string {
  const linked = spawnSync(
    'php',
    [path.join(ROOT, 'wordpress/local/setup/link-translations.php'), options.siteDir, options.url],
    { encoding: 'utf8', cwd: ROOT, env: { ...process.env, STOREFRONT_TRANSLATIONS: JSON.stringify(groups) } },
  );
  if (linked.status !== 0) throw new Error(`link-translations.php failed:\n${linked.stdout}${linked.stderr}`);
  return linked.stdout.trim();
}

/**
 * Seeds the content; `wordpress/local/setup/link-translations.php` links the translations. Every post
 * and page written fires the content webhooks (docs step 12) at a shop that is not running yet: paused
 * meanwhile, as the commerce seed pauses the product ones (seed/webhooks.ts), or WooCommerce disables
 * them after five failures and edits never reach the shop.
 */
export async function seedContent(options: SeedContentOptions): Promise<SeedContentResult> {
  const resumeWebhooks = await pauseWebhooks(restClient(options));
  try {
    return await writeContent(options);
  } finally {
    await resumeWebhooks();
  }
}

async function writeContent(options: SeedContentOptions): Promise<SeedContentResult> {
  const log = options.log ?? console.log;
  const started = Date.now();
  const { graphql, rest } = client(options);
  const postGroups: Group[] = [];
  const termGroups: Group[] = [];
  let mediaCount = 0;

  // Ukrainian first in every group: with Polylang free the first of a shared slug keeps it and the
  // translations get `-2`, `-3` (wp_unique_post_slug), as when an editor writes the original first.
  async function createInLanguages<I>(
    make: (lang: Lang) => I | null,
    create: (input: I, lang: Lang) => Promise<number>,
  ): Promise<Group> {
    const group: Group = {};
    for (const lang of LANGS) {
      const input = make(lang);
      if (input) group[lang] = await create(input, lang);
    }
    return group;
  }

  async function upload(
    file: string,
    alt: string,
    width: number,
    height: number,
  ): Promise<{ id: number; url: string }> {
    const form = new FormData();
    const png = await renderPlaceholder(file.replace(/\.png$/, ''), width, height);
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), file);
    form.append('alt_text', alt);
    form.append('title', file.replace(/\.png$/, ''));
    const media = await rest<{ id: number; source_url: string }>('wp/v2/media', form);
    mediaCount++;
    return { id: media.id, url: media.source_url };
  }

  const categoryIds = new Map<string, number>();
  for (const category of [...CATEGORIES, EXTRA_CATEGORY]) {
    const group = await createInLanguages(
      (lang) => ({
        name: category.name[lang],
        slug: category.slug,
        description: category.description[lang],
        language: lang.toUpperCase(),
      }),
      async (input, lang) => {
        const data = await graphql<{ createCategory: { category: { databaseId: number } } }>(
          CREATE.category,
          {
            input,
          },
        );
        categoryIds.set(`${category.slug}:${lang}`, data.createCategory.category.databaseId);
        return data.createCategory.category.databaseId;
      },
    );
    termGroups.push(group);
  }
  log(`categories: ${categoryIds.size}`);
  // Linked before any post is written: saving a post whose category has no translation in the post's
  // language makes Polylang create one (translate_term), which left stray copies named in English and
  // Russian among the Ukrainian categories.
  log(linkTranslations(options, { terms: termGroups }));

  // Inline images of the long article: uploaded once, their URLs put where the sandbox has {{uploads}}.
  const inline = new Map<string, string>();
  for (const name of ['blog-perfume-notes-top', 'blog-perfume-notes-base']) {
    inline.set(name, (await upload(`${name}-1200x800.png`, name, 1200, 800)).url);
  }
  const withUploads = (html: string) =>
    html.replace(
      /\{\{uploads\}\}\/generated\/([\w-]+?)-1200x800\.png/g,
      (whole, name: string) => inline.get(name) ?? whole,
    );

  const blog = [
    ...POSTS.map((seed) => ({
      slug: seed.slug,
      category: seed.category as string,
      date: seed.date,
      alt: seed.text.uk.title,
      text: (lang: Lang) => ({
        title: seed.text[lang].title,
        excerpt: seed.text[lang].lead,
        content: [seed.text[lang].lead, ...BODIES[seed.category][lang]].map((p) => `<p>${p}</p>`).join('\n'),
      }),
    })),
    ...EXTRA_POSTS.map((seed) => ({
      slug: seed.slug,
      category: seed.category as string,
      date: seed.date,
      alt: Object.values(seed.text)[0]?.title ?? seed.slug,
      text: (lang: Lang) => {
        const text = seed.text[lang];
        return text
          ? { title: text.title, excerpt: unwrapParagraph(text.excerpt), content: withUploads(text.content) }
          : null;
      },
    })),
  ];
  postGroups.push(
    ...(await inBatches(blog, 4, async (seed) => {
      const image = await upload(`blog-${seed.slug}-1200x800.png`, seed.alt, 1200, 800);
      return createInLanguages(
        (lang) => {
          const text = seed.text(lang);
          if (!text) return null;
          return {
            ...text,
            slug: seed.slug,
            status: 'PUBLISH',
            date: shiftMinutes(seed.date, TRANSLATION_DELAY[lang]),
            language: lang.toUpperCase(),
            categories: {
              append: false,
              nodes: [{ id: String(categoryIds.get(`${seed.category}:${lang}`)) }],
            },
          };
        },
        async (input) => {
          const data = await graphql<{ createPost: { post: { databaseId: number } } }>(CREATE.post, {
            input,
          });
          const id = data.createPost.post.databaseId;
          // WPGraphQL's createPost has no featured-image input; WP REST has.
          await rest(`wp/v2/posts/${id}`, { featured_media: image.id });
          return id;
        },
      );
    })),
  );
  log(`posts: ${postGroups.reduce((n, g) => n + Object.keys(g).length, 0)}, media: ${mediaCount}`);

  const pageGroups = await inBatches(PAGES, 3, (page) =>
    createInLanguages(
      (lang) => ({
        title: page.title[lang],
        content: page.content[lang],
        slug: page.slug,
        status: 'PUBLISH',
        date: shiftMinutes('2024-12-01T10:00:00', TRANSLATION_DELAY[lang]),
        language: lang.toUpperCase(),
      }),
      async (input) =>
        (await graphql<{ createPage: { page: { databaseId: number } } }>(CREATE.page, { input })).createPage
          .page.databaseId,
    ),
  );
  postGroups.push(...pageGroups);
  log(`pages: ${pageGroups.reduce((n, g) => n + Object.keys(g).length, 0)}`);

  // The `logic` group goes through ACF's REST fields; the prizes (a repeater) with the options pages below.
  const wheelGroups = await inBatches(WHEELS, 2, (wheel) =>
    createInLanguages(
      (lang) => ({
        title: wheel.title[lang],
        slug: wheel.slug,
        status: 'PUBLISH',
        date: shiftMinutes('2025-03-01T09:00:00', TRANSLATION_DELAY[lang]),
        language: lang.toUpperCase(),
      }),
      async (input) => {
        const data = await graphql<{ createPrizeWheel: { prizeWheel: { databaseId: number } } }>(
          CREATE.wheel,
          {
            input,
          },
        );
        const id = data.createPrizeWheel.prizeWheel.databaseId;
        const { openCondition, delaySeconds, expiryDays, couponPrefix } = wheel.logic;
        await rest(`wp/v2/prize_wheel/${id}`, {
          acf: {
            logic: {
              open_condition: openCondition,
              delay_seconds: delaySeconds,
              expiry_days: expiryDays,
              coupon_prefix: couponPrefix,
            },
          },
        });
        return id;
      },
    ),
  );
  postGroups.push(...wheelGroups);
  log(`prize wheels: ${wheelGroups.reduce((n, g) => n + Object.keys(g).length, 0)}`);

  log(linkTranslations(options, { posts: postGroups }));
  log(fillAcfFields(ROOT, options.siteDir, options.url, await acfEntries(restClient(options), wheelGroups)));

  const seconds = (Date.now() - started) / 1000;
  const count = (groups: Group[]) => groups.reduce((n, g) => n + Object.keys(g).length, 0);
  const result = {
    posts: count(postGroups) - count(pageGroups) - count(wheelGroups),
    pages: count(pageGroups),
    wheels: count(wheelGroups),
    media: mediaCount,
    categories: categoryIds.size,
    seconds,
  };
  log(`content seeded in ${seconds.toFixed(1)} s`);
  return result;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  const dir = path.resolve(process.argv[2] ?? '.wordpress');
  const state = JSON.parse(fs.readFileSync(path.join(dir, 'state.json'), 'utf8')) as {
    url: string;
    adminUser: string;
    adminAppPassword: string;
  };
  seedContent({
    url: state.url,
    user: state.adminUser,
    appPassword: state.adminAppPassword,
    siteDir: path.join(dir, 'site'),
  }).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
