import type Database from 'better-sqlite3';
import { DEFAULT_LANG, languagePrefix } from './languages';

/** A row of wordpress_posts: a post, page, attachment or prize wheel. */
export interface PostRow {
  id: number;
  type: string;
  status: string;
  slug: string;
  lang: string | null;
  translation_group: string | null;
  title: string;
  excerpt: string;
  content: string;
  date: string;
  modified: string;
  author: number;
  parent: number;
  featured_media: number;
  mime_type: string | null;
  file: string | null;
  width: number | null;
  height: number | null;
  alt_text: string;
  fields: string | null;
}

export interface TermRow {
  id: number;
  taxonomy: string;
  slug: string;
  name: string;
  description: string;
  lang: string | null;
  translation_group: string | null;
}

export function postUri(row: PostRow): string {
  if (row.type === 'category') return '';
  return `${languagePrefix(row.lang)}/${row.slug}/`;
}

export function termUri(row: TermRow): string {
  return `${languagePrefix(row.lang)}/category/${row.slug}/`;
}

/** "/en/about", "https://shop/en/about/" and "en/about/" all name "/en/about/". */
export function normalizeUri(uri: string): string {
  const path = uri.replace(/^https?:\/\/[^/]+/, '').split(/[?#]/)[0];
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

export function getPost(db: Database.Database, id: number): PostRow | undefined {
  return db.prepare(`SELECT * FROM wordpress_posts WHERE id = ?`).get(id) as PostRow | undefined;
}

export function listPosts(db: Database.Database, type: string, lang: string | null): PostRow[] {
  const sql = `SELECT * FROM wordpress_posts WHERE type = ? AND status = 'publish'${lang ? ' AND lang = ?' : ''}`;
  return db.prepare(sql).all(...(lang ? [type, lang] : [type])) as PostRow[];
}

/** Default language first, so a shared slug resolves to the Ukrainian original. */
export function findBySlug(db: Database.Database, type: string, slug: string): PostRow | undefined {
  return db
    .prepare(
      `SELECT * FROM wordpress_posts WHERE type = ? AND slug = ? AND status = 'publish'
       ORDER BY CASE WHEN lang = ? THEN 0 ELSE 1 END, id LIMIT 1`,
    )
    .get(type, slug, DEFAULT_LANG) as PostRow | undefined;
}

export function findByUri(db: Database.Database, type: string, uri: string): PostRow | undefined {
  const wanted = normalizeUri(uri);
  return listPosts(db, type, null).find((row) => postUri(row) === wanted);
}

export function translationsOf<T extends { id: number; translation_group: string | null }>(
  rows: T[],
  row: T,
): T[] {
  if (!row.translation_group) return [];
  return rows.filter((other) => other.translation_group === row.translation_group && other.id !== row.id);
}

export function postTranslations(db: Database.Database, row: PostRow): PostRow[] {
  if (!row.translation_group) return [];
  return db
    .prepare(
      `SELECT * FROM wordpress_posts WHERE translation_group = ? AND id != ? AND status = 'publish' ORDER BY id`,
    )
    .all(row.translation_group, row.id) as PostRow[];
}

export function listTerms(db: Database.Database, lang: string | null): TermRow[] {
  const sql = `SELECT * FROM wordpress_terms WHERE taxonomy = 'category'${lang ? ' AND lang = ?' : ''} ORDER BY name, id`;
  return db.prepare(sql).all(...(lang ? [lang] : [])) as TermRow[];
}

export function getTerm(db: Database.Database, id: number): TermRow | undefined {
  return db.prepare(`SELECT * FROM wordpress_terms WHERE id = ?`).get(id) as TermRow | undefined;
}

export function termsOfPost(db: Database.Database, postId: number): TermRow[] {
  return db
    .prepare(
      `SELECT t.* FROM wordpress_terms t JOIN wordpress_post_terms r ON r.term_id = t.id WHERE r.post_id = ? ORDER BY t.name`,
    )
    .all(postId) as TermRow[];
}

export function postIdsOfTerms(db: Database.Database, termIds: number[]): Set<number> {
  if (termIds.length === 0) return new Set();
  const rows = db
    .prepare(
      `SELECT post_id FROM wordpress_post_terms WHERE term_id IN (${termIds.map(() => '?').join(',')})`,
    )
    .all(...termIds) as { post_id: number }[];
  return new Set(rows.map((r) => r.post_id));
}

export function termPostCount(db: Database.Database, termId: number): number {
  const row = db
    .prepare(
      `SELECT COUNT(*) AS n FROM wordpress_post_terms r JOIN wordpress_posts p ON p.id = r.post_id
       WHERE r.term_id = ? AND p.status = 'publish'`,
    )
    .get(termId) as { n: number };
  return row.n;
}

/** Absolute URL of an uploaded file; the host comes from the config at response time, never from the database. */
export function uploadUrl(baseUrl: string, file: string): string {
  return `${baseUrl.replace(/\/$/, '')}/wp-content/uploads/${file}`;
}
