import { Hono, type Context } from 'hono';
import type { SandboxContext } from '../context';
import { authenticate } from './auth';
import { getPost, type PostRow } from './content';
import { commentsRoutes } from './comments';
import { createMedia, deleteMedia, mediaJson, RestError } from './media';
import { postJson, updatePost } from './posts-rest';

/**
 * `filename="a.png"` or `filename=a.png`, as WordPress's get_filename_from_disposition reads it:
 * the RFC 5987 form `filename*=UTF-8''…` is not parsed (its key is "filename*"), so a client must
 * send an ASCII name.
 */
function filenameFromDisposition(header: string): string | null {
  for (const part of header.split(';')) {
    const [key, ...rest] = part.split('=');
    if (key.trim().toLowerCase() !== 'filename' || rest.length === 0) continue;
    const value = rest
      .join('=')
      .trim()
      .replace(/^"(.*)"$/, '$1');
    return value || null;
  }
  return null;
}

function fail(c: Context, error: RestError) {
  return c.json(error.body(), error.status as 400);
}

const optionalInt = (value: unknown) =>
  value != null && /^\d+$/.test(String(value)) ? Number(value) : undefined;

/**
 * What the application password's user may do, as `users/me?context=edit` lists it: an Editor, as docs
 * step 9 makes it. Linking review photos needs moderate_comments, which an Author lacks; like an Editor
 * on real WordPress it has none of WooCommerce's product capabilities (docs step 15's snippet lets a
 * moderator write the photos' meta without them).
 */
const EDITOR_CAPABILITIES = {
  upload_files: true,
  moderate_comments: true,
  edit_posts: true,
  edit_others_posts: true,
  edit_published_posts: true,
  publish_posts: true,
  edit_pages: true,
  edit_others_pages: true,
  read: true,
  level_7: true,
  level_0: true,
  editor: true,
};

/** WordPress REST /wp/v2: the media library (review photos), editing a post and the current user. */
export function wordpressRoutes(ctx: SandboxContext): Hono {
  const app = new Hono();

  // Read-only proof that the application password may upload (`npm run check:platform` uses it).
  app.get('/users/me', (c) => {
    const auth = authenticate(c.req.header('authorization'), ctx.config);
    if (!auth.ok) {
      if (auth.anonymous)
        return fail(c, new RestError(401, 'rest_not_logged_in', 'You are not currently logged in.'));
      return fail(c, new RestError(auth.status, auth.code, auth.message));
    }
    const user = ctx.config.wordpress.appUser;
    const base = {
      id: auth.userId,
      name: user,
      slug: user,
      url: '',
      description: '',
      link: `${ctx.config.baseUrl}/author/${user}/`,
    };
    if (c.req.query('context') !== 'edit') return c.json(base);
    return c.json({
      ...base,
      username: user,
      email: `${user}@shop.example`,
      roles: ['editor'],
      capabilities: EDITOR_CAPABILITIES,
      extra_capabilities: { editor: true },
    });
  });

  app.post('/media', async (c) => {
    const auth = authenticate(c.req.header('authorization'), ctx.config);
    if (!auth.ok) {
      if (auth.anonymous) {
        return fail(
          c,
          new RestError(
            401,
            'rest_cannot_create',
            'Sorry, you are not allowed to create posts as this user.',
          ),
        );
      }
      return fail(c, new RestError(auth.status, auth.code, auth.message));
    }
    try {
      const type = c.req.header('content-type') ?? '';
      let fileName: string;
      let bytes: Buffer;
      let fields: Record<string, unknown> = {};
      if (type.startsWith('multipart/form-data')) {
        const form = await c.req.parseBody();
        const file = form.file;
        if (!(file instanceof File)) throw new RestError(400, 'rest_upload_no_data', 'No data supplied.');
        fileName = file.name;
        bytes = Buffer.from(await file.arrayBuffer());
        fields = form;
      } else {
        if (!type) throw new RestError(400, 'rest_upload_no_content_type', 'No Content-Type supplied.');
        const disposition = c.req.header('content-disposition');
        if (!disposition)
          throw new RestError(400, 'rest_upload_no_content_disposition', 'No Content-Disposition supplied.');
        const name = filenameFromDisposition(disposition);
        if (!name)
          throw new RestError(
            400,
            'rest_upload_invalid_disposition',
            'Invalid Content-Disposition supplied. Content-Disposition needs to be formatted as `attachment; filename="image.png"` or similar.',
          );
        fileName = name;
        bytes = Buffer.from(await c.req.arrayBuffer());
        fields = c.req.query();
      }
      const row = await createMedia(ctx, {
        fileName,
        bytes,
        userId: auth.userId,
        post: optionalInt(fields.post),
        title: typeof fields.title === 'string' ? fields.title : undefined,
        altText: typeof fields.alt_text === 'string' ? fields.alt_text : undefined,
      });
      c.header('Location', `${ctx.config.baseUrl}/wp-json/wp/v2/media/${row.id}`);
      return c.json(mediaJson(ctx, row), 201);
    } catch (error) {
      if (error instanceof RestError) return fail(c, error);
      throw error;
    }
  });

  // An editor saving a post (the block editor and the REST API both end in wp_update_post).
  app.on(['POST', 'PUT', 'PATCH'], '/posts/:id{[0-9]+}', async (c) => {
    const auth = authenticate(c.req.header('authorization'), ctx.config);
    if (!auth.ok) {
      // update_item_permissions_check looks the post up before it asks whether the user may edit it.
      const row = getPost(ctx.db, Number(c.req.param('id')));
      if (!row || row.type !== 'post')
        return fail(c, new RestError(404, 'rest_post_invalid_id', 'Invalid post ID.'));
      if (auth.anonymous) {
        return fail(
          c,
          new RestError(401, 'rest_cannot_edit', 'Sorry, you are not allowed to edit this post.'),
        );
      }
      return fail(c, new RestError(auth.status, auth.code, auth.message));
    }
    let body: unknown = {};
    const type = c.req.header('content-type') ?? '';
    if (type.includes('application/json')) {
      const text = await c.req.text();
      try {
        body = text ? JSON.parse(text) : {};
      } catch {
        return fail(c, new RestError(400, 'rest_invalid_json', 'Invalid JSON body passed.'));
      }
    } else if (type) {
      body = await c.req.parseBody();
    }
    try {
      return c.json(postJson(ctx, updatePost(ctx, Number(c.req.param('id')), body)));
    } catch (error) {
      if (error instanceof RestError) return fail(c, error);
      throw error;
    }
  });

  // WP_REST_Attachments_Controller::delete_item: attachments cannot be trashed (MEDIA_TRASH is off),
  // so only `force=true` deletes; the answer is {deleted, previous}.
  app.delete('/media/:id{[0-9]+}', (c) => {
    const row = getPost(ctx.db, Number(c.req.param('id')));
    if (!row || row.type !== 'attachment')
      return fail(c, new RestError(404, 'rest_post_invalid_id', 'Invalid post ID.'));
    const auth = authenticate(c.req.header('authorization'), ctx.config);
    if (!auth.ok) {
      if (auth.anonymous) {
        return fail(
          c,
          new RestError(401, 'rest_cannot_delete', 'Sorry, you are not allowed to delete this post.'),
        );
      }
      return fail(c, new RestError(auth.status, auth.code, auth.message));
    }
    if (!['true', '1'].includes(c.req.query('force') ?? '')) {
      return fail(
        c,
        new RestError(
          501,
          'rest_trash_not_supported',
          "The post does not support trashing. Set 'force=true' to delete.",
        ),
      );
    }
    const previous = mediaJson(ctx, row);
    deleteMedia(ctx, row);
    return c.json({ deleted: true, previous });
  });

  app.get('/media/:id{[0-9]+}', (c) => {
    const row = getPost(ctx.db, Number(c.req.param('id')));
    if (!row || row.type !== 'attachment')
      return fail(c, new RestError(404, 'rest_post_invalid_id', 'Invalid post ID.'));
    return c.json(mediaJson(ctx, row));
  });

  app.get('/media', (c) => {
    const page = Number(c.req.query('page') ?? 1);
    const perPage = Number(c.req.query('per_page') ?? 10);
    if (!Number.isInteger(perPage) || perPage < 1 || perPage > 100) {
      return fail(
        c,
        new RestError(400, 'rest_invalid_param', 'Invalid parameter(s): per_page', {
          params: { per_page: 'per_page must be between 1 (inclusive) and 100 (inclusive)' },
          details: {
            per_page: {
              code: 'rest_out_of_bounds',
              message: 'per_page must be between 1 (inclusive) and 100 (inclusive)',
              data: null,
            },
          },
        }),
      );
    }
    if (!Number.isInteger(page) || page < 1) {
      return fail(
        c,
        new RestError(400, 'rest_invalid_param', 'Invalid parameter(s): page', {
          params: { page: 'page must be greater than or equal to 1' },
        }),
      );
    }
    const parent = optionalInt(c.req.query('parent'));
    const include = (c.req.queries('include') ?? c.req.queries('include[]') ?? [])
      .flatMap((v) => v.split(','))
      .map(Number)
      .filter(Number.isInteger);
    const rows = (
      ctx.db
        .prepare(`SELECT * FROM wordpress_posts WHERE type = 'attachment' ORDER BY date DESC, id DESC`)
        .all() as PostRow[]
    ).filter(
      (row) => (parent == null || row.parent === parent) && (!include.length || include.includes(row.id)),
    );
    const totalPages = Math.ceil(rows.length / perPage);
    if (page > 1 && page > totalPages) {
      return fail(
        c,
        new RestError(
          400,
          'rest_post_invalid_page_number',
          'The page number requested is larger than the number of pages available.',
        ),
      );
    }
    c.header('X-WP-Total', String(rows.length));
    c.header('X-WP-TotalPages', String(totalPages));
    return c.json(rows.slice((page - 1) * perPage, page * perPage).map((row) => mediaJson(ctx, row)));
  });
  app.route('/', commentsRoutes(ctx));
  return app;
}
