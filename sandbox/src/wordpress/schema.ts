/**
 * WordPress content as WordPress keeps it: one table of posts (posts, pages, attachments, prize
 * wheels), one of terms (blog categories) and the ACF options pages. Polylang links translations
 * by a shared translation group, as its "post_translations" taxonomy does.
 */
export const wordpressSchema = `
CREATE TABLE IF NOT EXISTS wordpress_posts (
  id INTEGER PRIMARY KEY,
  type TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'publish',
  slug TEXT NOT NULL,
  lang TEXT,
  translation_group TEXT,
  title TEXT NOT NULL DEFAULT '',
  excerpt TEXT NOT NULL DEFAULT '',
  content TEXT NOT NULL DEFAULT '',
  date TEXT NOT NULL,
  modified TEXT NOT NULL,
  author INTEGER NOT NULL DEFAULT 1,
  parent INTEGER NOT NULL DEFAULT 0,
  featured_media INTEGER NOT NULL DEFAULT 0,
  mime_type TEXT,
  file TEXT,
  width INTEGER,
  height INTEGER,
  alt_text TEXT NOT NULL DEFAULT '',
  fields TEXT
);
CREATE INDEX IF NOT EXISTS wordpress_posts_type_lang ON wordpress_posts (type, lang);
CREATE TABLE IF NOT EXISTS wordpress_terms (
  id INTEGER PRIMARY KEY,
  taxonomy TEXT NOT NULL,
  slug TEXT NOT NULL,
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  lang TEXT,
  translation_group TEXT
);
CREATE TABLE IF NOT EXISTS wordpress_post_terms (
  post_id INTEGER NOT NULL,
  term_id INTEGER NOT NULL,
  PRIMARY KEY (post_id, term_id)
);
CREATE TABLE IF NOT EXISTS wordpress_options (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
`;
