import type Database from 'better-sqlite3';

/*
 * Photos on some seeded reviews, stored as Customer Reviews for WooCommerce stores them: each a
 * media-library attachment (a placeholder drawn by /wp-content/uploads/generated/, so nothing is
 * written to disk) linked by one `ivole_review_image2` comment meta row per attachment id.
 */
export function attachSeedPhotos(db: Database.Database, reviewId: number, count: number, date: string): void {
  const insertPost = db.prepare(
    `INSERT INTO wordpress_posts (id, type, status, slug, title, date, modified, author, parent, mime_type, file, width, height, alt_text)
     VALUES (?, 'attachment', 'inherit', ?, ?, ?, ?, 1, 0, 'image/png', ?, 600, 600, '')`,
  );
  const insertMeta = db.prepare(
    `INSERT INTO wc_comment_meta (comment_id, meta_key, meta_value) VALUES (?, 'ivole_review_image2', ?)`,
  );
  for (let n = 1; n <= count; n++) {
    const id =
      ((db.prepare(`SELECT MAX(id) AS max FROM wordpress_posts`).get() as { max: number | null }).max ?? 0) +
      1;
    const slug = `review-${reviewId}-photo-${n}`;
    insertPost.run(id, slug, slug, date, date, `generated/${slug}-600x600.png`);
    insertMeta.run(reviewId, String(id));
  }
}
