import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { SandboxContext } from '../context';
import { getPost, uploadUrl, type PostRow } from './content';
import { uploadsDir } from './uploads';

/** Image types the media library accepts, by extension (WordPress decides by the file name). */
const ALLOWED: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
  body() {
    return { code: this.code, message: this.message, data: { status: this.status, ...this.extra } };
  }
}

/** sanitize_file_name, roughly: lowercase ASCII, dashes for anything else. */
function sanitizeFileName(name: string): { base: string; ext: string } {
  const ext = path.extname(name).slice(1).toLowerCase();
  const base =
    path
      .basename(name, path.extname(name))
      .toLowerCase()
      .replace(/[^a-z0-9._-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'upload';
  return { base, ext };
}

const wpDate = (d: Date) => d.toISOString().slice(0, 19);

export interface UploadInput {
  fileName: string;
  bytes: Buffer;
  userId: number;
  post?: number;
  title?: string;
  altText?: string;
}

/** wp_handle_sideload + wp_insert_attachment: checks the type, stores the file under uploads/YYYY/MM/. */
export async function createMedia(ctx: SandboxContext, input: UploadInput): Promise<PostRow> {
  if (input.bytes.length === 0) throw new RestError(400, 'rest_upload_no_data', 'No data supplied.');
  const { base, ext } = sanitizeFileName(input.fileName);
  const mime = ALLOWED[ext];
  // WordPress answers a refused type from wp_handle_sideload with status 500.
  const refused = () =>
    new RestError(500, 'rest_upload_sideload_error', 'Sorry, you are not allowed to upload this file type.');
  if (!mime) throw refused();
  let width: number | null = null;
  let height: number | null = null;
  try {
    const meta = await sharp(input.bytes).metadata();
    width = meta.width ?? null;
    height = meta.height ?? null;
  } catch {
    throw refused();
  }
  const now = new Date();
  const folder = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  const dir = path.join(uploadsDir(ctx), folder);
  fs.mkdirSync(dir, { recursive: true });
  let name = `${base}.${ext}`;
  for (let n = 1; fs.existsSync(path.join(dir, name)); n++) name = `${base}-${n}.${ext}`;
  fs.writeFileSync(path.join(dir, name), input.bytes);

  const { db } = ctx;
  const id =
    ((db.prepare(`SELECT MAX(id) AS max FROM wordpress_posts`).get() as { max: number | null }).max ?? 0) + 1;
  db.prepare(
    `INSERT INTO wordpress_posts (id, type, status, slug, title, date, modified, author, parent, mime_type, file, width, height, alt_text)
     VALUES (?, 'attachment', 'inherit', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id,
    path.basename(name, `.${ext}`),
    input.title ?? path.basename(name, `.${ext}`),
    wpDate(now),
    wpDate(now),
    input.userId,
    input.post ?? 0,
    mime,
    `${folder}/${name}`,
    width,
    height,
    input.altText ?? '',
  );
  return getPost(db, id)!;
}

/** wp_delete_attachment: the row and its file go (no trash for media: MEDIA_TRASH is off by default). */
export function deleteMedia(ctx: SandboxContext, row: PostRow): void {
  ctx.db.prepare(`DELETE FROM wordpress_posts WHERE id = ? AND type = 'attachment'`).run(row.id);
  if (row.file) fs.rmSync(path.join(uploadsDir(ctx), row.file), { force: true });
}

/** The attachment as GET/POST /wp/v2/media returns it (context "view"). */
export function mediaJson(ctx: SandboxContext, row: PostRow) {
  const base = ctx.config.baseUrl.replace(/\/$/, '');
  const sourceUrl = row.file ? uploadUrl(base, row.file) : '';
  let filesize: number | undefined;
  try {
    filesize = row.file ? fs.statSync(path.join(uploadsDir(ctx), row.file)).size : undefined;
  } catch {
    filesize = undefined;
  }
  return {
    id: row.id,
    date: row.date,
    date_gmt: row.date,
    guid: { rendered: sourceUrl },
    modified: row.modified,
    modified_gmt: row.modified,
    slug: row.slug,
    status: row.status,
    type: 'attachment',
    link: `${base}/?attachment_id=${row.id}`,
    title: { rendered: row.title },
    author: row.author,
    comment_status: 'open',
    ping_status: 'closed',
    template: '',
    meta: [],
    description: { rendered: '' },
    caption: { rendered: '' },
    alt_text: row.alt_text,
    media_type: 'image',
    mime_type: row.mime_type,
    media_details: {
      width: row.width,
      height: row.height,
      file: row.file,
      filesize,
      sizes: {},
      image_meta: {},
    },
    post: row.parent || null,
    source_url: sourceUrl,
    _links: {
      self: [{ href: `${base}/wp-json/wp/v2/media/${row.id}` }],
      collection: [{ href: `${base}/wp-json/wp/v2/media` }],
    },
  };
}
