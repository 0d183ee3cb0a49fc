import { Hono } from 'hono';
import type { SandboxContext } from '../context';

interface MessageRow {
  id: number;
  envelope_from: string;
  envelope_to: string;
  from_header: string;
  to_header: string;
  subject: string;
  text: string | null;
  html: string | null;
  attachments: string;
  raw: string;
  date: string;
}

function toJson(row: MessageRow, withRaw = false) {
  return {
    id: row.id,
    from: row.from_header || row.envelope_from,
    to: JSON.parse(row.envelope_to) as string[],
    toHeader: row.to_header,
    subject: row.subject,
    text: row.text,
    html: row.html,
    attachments: JSON.parse(row.attachments) as unknown[],
    date: row.date,
    ...(withRaw ? { raw: row.raw } : {}),
  };
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;max-width:960px}table{border-collapse:collapse;width:100%}
td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left}iframe{width:100%;height:70vh;border:1px solid #ccc}
pre{white-space:pre-wrap;background:#f6f6f6;padding:1rem}</style></head><body>${body}</body></html>`;
}

/** The mail sink's pages (/mail, /mail/{id}) and a JSON API for tests (/mail/api/messages). */
export function mailRoutes(ctx: SandboxContext): Hono {
  const { db } = ctx;
  const app = new Hono();
  const byId = (id: string) =>
    db.prepare(`SELECT * FROM mail_messages WHERE id = ?`).get(Number(id)) as MessageRow | undefined;

  app.get('/api/messages', (c) => {
    const to = c.req.query('to')?.toLowerCase();
    const subject = c.req.query('subject')?.toLowerCase();
    const rows = (db.prepare(`SELECT * FROM mail_messages ORDER BY id DESC`).all() as MessageRow[]).filter(
      (row) =>
        (!to || row.envelope_to.toLowerCase().includes(to) || row.to_header.toLowerCase().includes(to)) &&
        (!subject || row.subject.toLowerCase().includes(subject)),
    );
    return c.json(rows.map((row) => toJson(row)));
  });
  app.get('/api/messages/:id{[0-9]+}', (c) => {
    const row = byId(c.req.param('id'));
    return row
      ? c.json(toJson(row, true))
      : c.json({ error: { code: 'not_found', message: 'No such message' } }, 404);
  });
  app.delete('/api/messages', (c) => {
    const { changes } = db.prepare(`DELETE FROM mail_messages`).run();
    return c.json({ deleted: changes });
  });

  app.get('/', (c) => {
    const rows = db.prepare(`SELECT * FROM mail_messages ORDER BY id DESC`).all() as MessageRow[];
    const list = rows.length
      ? `<table><thead><tr><th scope="col">Date</th><th scope="col">To</th><th scope="col">Subject</th></tr></thead><tbody>${rows
          .map(
            (r) =>
              `<tr><td>${escapeHtml(r.date.replace('T', ' ').slice(0, 19))}</td><td>${escapeHtml(
                (JSON.parse(r.envelope_to) as string[]).join(', '),
              )}</td><td><a href="/mail/${r.id}">${escapeHtml(r.subject || '(no subject)')}</a></td></tr>`,
          )
          .join('')}</tbody></table>`
      : '<p>No messages yet.</p>';
    return c.html(
      layout('Mail sink', `<h1>Mail sink</h1><p>${rows.length} message(s), newest first.</p>${list}`),
    );
  });

  app.get('/:id{[0-9]+}', (c) => {
    const row = byId(c.req.param('id'));
    if (!row)
      return c.html(
        layout('Not found', '<h1>Message not found</h1><p><a href="/mail">Back to the list</a></p>'),
        404,
      );
    const m = toJson(row);
    // The message's HTML goes into a sandboxed iframe so its scripts and styles cannot touch this page.
    const html = m.html
      ? `<h2>HTML</h2><iframe title="HTML body" sandbox srcdoc="${escapeHtml(m.html)}"></iframe>`
      : '';
    const text = m.text ? `<h2>Text</h2><pre>${escapeHtml(m.text)}</pre>` : '';
    return c.html(
      layout(
        m.subject,
        `<p><a href="/mail">← All messages</a></p><h1>${escapeHtml(m.subject || '(no subject)')}</h1>
<dl><dt>From</dt><dd>${escapeHtml(m.from)}</dd><dt>To</dt><dd>${escapeHtml(m.to.join(', '))}</dd><dt>Date</dt><dd>${escapeHtml(m.date)}</dd></dl>
${html}${text}<details><summary>Raw message</summary><pre>${escapeHtml(row.raw)}</pre></details>`,
      ),
    );
  });
  return app;
}
