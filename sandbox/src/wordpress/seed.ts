import type { SandboxContext } from '../context';
import { LANGS, POSTS, type Lang } from './seed-post-texts';
import { BODIES, CATEGORIES } from './seed-post-bodies';
import { EXTRA_CATEGORY, EXTRA_POSTS } from './seed-post-extras';
import { PAGES } from './seed-pages';
import { OPTIONS, WHEELS } from './seed-options';
import { loadDefinition } from './acf/definition';
import { toStored } from './acf/format';

/** Minutes between a Ukrainian original and its translations, as an editor would add them. */
const TRANSLATION_DELAY: Record<Lang, number> = { uk: 0, en: 30, ru: 60 };

function shiftMinutes(date: string, minutes: number): string {
  const d = new Date(`${date}Z`);
  d.setUTCMinutes(d.getUTCMinutes() + minutes);
  return d.toISOString().slice(0, 19);
}

/** Blog posts, pages, ACF options and prize wheels in uk/en/ru. Ids are fixed, so every reset looks the same. */
export async function seedWordpress(ctx: SandboxContext): Promise<void> {
  const { db } = ctx;
  const insertPost = db.prepare(
    `INSERT INTO wordpress_posts (id, type, slug, lang, translation_group, title, excerpt, content, date, modified,
       parent, featured_media, mime_type, file, width, height, alt_text, fields)
     VALUES (@id, @type, @slug, @lang, @group, @title, @excerpt, @content, @date, @date,
       0, @featured, @mime, @file, @width, @height, @alt, @fields)`,
  );
  const post = (row: Partial<Record<string, unknown>>) =>
    insertPost.run({
      lang: null,
      group: null,
      title: '',
      excerpt: '',
      content: '',
      featured: 0,
      mime: null,
      file: null,
      width: null,
      height: null,
      alt: '',
      fields: null,
      ...row,
    });
  const insertTerm = db.prepare(
    `INSERT INTO wordpress_terms (id, taxonomy, slug, name, description, lang, translation_group)
     VALUES (?, 'category', ?, ?, ?, ?, ?)`,
  );
  const relate = db.prepare(`INSERT INTO wordpress_post_terms (post_id, term_id) VALUES (?, ?)`);
  const setOption = db.prepare(`INSERT OR REPLACE INTO wordpress_options (name, value) VALUES (?, ?)`);

  db.transaction(() => {
    let termId = 2;
    const termIds = new Map<string, number>();
    for (const category of [...CATEGORIES, EXTRA_CATEGORY]) {
      for (const lang of LANGS) {
        const id = termId++;
        termIds.set(`${category.slug}:${lang}`, id);
        insertTerm.run(
          id,
          category.slug,
          category.name[lang],
          category.description[lang],
          lang,
          `category-${category.slug}`,
        );
      }
    }
    // Every WordPress has its default category (term 1, "Uncategorized" without language packs), and
    // Polylang gives each further language its own, linked as translations; empty, they count null.
    for (const lang of LANGS) {
      const slug = lang === LANGS[0] ? 'uncategorized' : `uncategorized-${lang}`;
      insertTerm.run(
        lang === LANGS[0] ? 1 : termId++,
        slug,
        'Uncategorized',
        '',
        lang,
        'category-uncategorized',
      );
    }

    let id = 101;
    for (const seed of POSTS) {
      const mediaId = id++;
      post({
        id: mediaId,
        type: 'attachment',
        slug: `blog-${seed.slug}`,
        title: `blog-${seed.slug}`,
        date: seed.date,
        mime: 'image/png',
        file: `generated/blog-${seed.slug}-1200x800.png`,
        width: 1200,
        height: 800,
        alt: seed.text.uk.title,
      });
      for (const lang of LANGS) {
        const postId = id++;
        const { title, lead } = seed.text[lang];
        const body = [lead, ...BODIES[seed.category][lang]].map((p) => `<p>${p}</p>`).join('\n');
        post({
          id: postId,
          type: 'post',
          slug: seed.slug,
          lang,
          group: `post-${seed.slug}`,
          title,
          excerpt: `<p>${lead}</p>\n`,
          content: body,
          date: shiftMinutes(seed.date, TRANSLATION_DELAY[lang]),
          featured: mediaId,
        });
        relate.run(postId, termIds.get(`${seed.category}:${lang}`));
      }
    }

    for (const seed of EXTRA_POSTS) {
      const mediaId = id++;
      post({
        id: mediaId,
        type: 'attachment',
        slug: `blog-${seed.slug}`,
        title: `blog-${seed.slug}`,
        date: seed.date,
        mime: 'image/png',
        file: `generated/blog-${seed.slug}-1200x800.png`,
        width: 1200,
        height: 800,
        alt: Object.values(seed.text)[0]?.title ?? seed.slug,
      });
      for (const lang of LANGS) {
        const text = seed.text[lang];
        if (!text) continue;
        const postId = id++;
        post({
          id: postId,
          type: 'post',
          slug: seed.slug,
          lang,
          group: `post-${seed.slug}`,
          title: text.title,
          excerpt: text.excerpt,
          content: text.content,
          date: shiftMinutes(seed.date, TRANSLATION_DELAY[lang]),
          featured: mediaId,
        });
        relate.run(postId, termIds.get(`${seed.category}:${lang}`));
      }
    }

    id = 301;
    for (const page of PAGES) {
      for (const lang of LANGS) {
        post({
          id: id++,
          type: 'page',
          slug: page.slug,
          lang,
          group: `page-${page.slug}`,
          title: page.title[lang],
          content: page.content[lang],
          date: shiftMinutes('2024-12-01T10:00:00', TRANSLATION_DELAY[lang]),
        });
      }
    }

    // ACF stores an image as its attachment id: the seed's upload paths become attachments here.
    let mediaId = 451;
    const attachments = new Map<string, number>();
    const attach = (file: string) => {
      const known = attachments.get(file);
      if (known) return known;
      const attachmentId = mediaId++;
      attachments.set(file, attachmentId);
      post({
        id: attachmentId,
        type: 'attachment',
        slug: file.replace(/\W+/g, '-'),
        title: file.split('/').pop(),
        date: '2025-01-01T09:00:00',
        mime: 'image/png',
        file,
        width: 800,
        height: 800,
      });
      return attachmentId;
    };
    const definition = loadDefinition(ctx.config.wordpressDir);
    const groupOn = (typeName: string) =>
      definition.fieldGroups.filter((g) => g.graphql_types?.includes(typeName) ?? false);

    id = 401;
    for (const wheel of WHEELS) {
      for (const lang of LANGS) {
        const values = {
          logic: wheel.logic,
          prizes: wheel.prizes.map((p) => ({ ...p, label: p.label[lang] })),
        };
        // Post meta holds every field group's values side by side, keyed by ACF field name.
        const fields = Object.assign(
          {},
          ...groupOn('PrizeWheel').map((g) => toStored(g.fields, values, attach)),
        );
        post({
          id: id++,
          type: 'prize_wheel',
          slug: wheel.slug,
          lang,
          group: `wheel-${wheel.slug}`,
          title: wheel.title[lang],
          date: shiftMinutes('2025-03-01T09:00:00', TRANSLATION_DELAY[lang]),
          fields: JSON.stringify(fields),
        });
      }
    }

    for (const page of definition.settings.optionsPages) {
      const values = OPTIONS[page.language as Lang];
      if (!values) continue;
      const stored = Object.assign(
        {},
        ...groupOn(page.graphqlTypeName).map((g) => toStored(g.fields, values, attach)),
      );
      setOption.run(page.storage, JSON.stringify(stored));
    }
  })();
}
