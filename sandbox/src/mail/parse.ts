/**
 * Just enough of RFC 5322/2045/2047 to read what nodemailer sends: folded headers, encoded words,
 * quoted-printable and base64 bodies, nested multipart/alternative and multipart/mixed.
 */
export interface ParsedMail {
  headers: Map<string, string>;
  from: string;
  to: string;
  subject: string;
  date: string | null;
  text: string | null;
  html: string | null;
  attachments: { filename: string; contentType: string; size: number }[];
}

interface Part {
  headers: Map<string, string>;
  body: Buffer;
}

function splitHeaders(raw: Buffer): Part {
  const text = raw.toString('latin1');
  const match = /\r?\n\r?\n/.exec(text);
  const headerText = match ? text.slice(0, match.index) : text;
  const body = match ? raw.subarray(match.index + match[0].length) : Buffer.alloc(0);
  const headers = new Map<string, string>();
  for (const line of headerText.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeCharset(bytes: Buffer, charset = 'utf-8'): string {
  try {
    return new TextDecoder(charset.toLowerCase()).decode(bytes);
  } catch {
    return bytes.toString('utf8');
  }
}

function decodeQuotedPrintable(input: string): Buffer {
  const cleaned = input.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < cleaned.length; i++) {
    const ch = cleaned[i];
    if (ch === '=' && /^[0-9A-Fa-f]{2}$/.test(cleaned.slice(i + 1, i + 3))) {
      bytes.push(parseInt(cleaned.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(cleaned.charCodeAt(i) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

/** Header values arrive as latin1 here; re-read 8-bit bytes as UTF-8, then decode =?charset?B|Q?…?= words. */
export function decodeHeader(value: string): string {
  const utf8 = Buffer.from(value, 'latin1').toString('utf8');
  return utf8
    .replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, charset: string, enc: string, data: string) =>
      decodeCharset(
        enc.toUpperCase() === 'B'
          ? Buffer.from(data, 'base64')
          : decodeQuotedPrintable(data.replace(/_/g, ' ')),
        charset,
      ),
    );
}

function headerParam(value: string, name: string): string | undefined {
  const match = new RegExp(`${name}\\*?=(?:"([^"]*)"|([^;\\s]*))`, 'i').exec(value);
  return match ? (match[1] ?? match[2]) : undefined;
}

function decodeBody(part: Part): Buffer {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.toString('latin1').replace(/\s+/g, ''), 'base64');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body.toString('latin1'));
  return part.body;
}

function walk(part: Part, out: ParsedMail): void {
  const contentType = part.headers.get('content-type') ?? 'text/plain; charset=utf-8';
  const mime = contentType.split(';')[0].trim().toLowerCase();
  if (mime.startsWith('multipart/')) {
    const boundary = headerParam(contentType, 'boundary');
    if (!boundary) return;
    const text = part.body.toString('latin1');
    const sections = text.split(
      new RegExp(`\\r?\\n?--${boundary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:--)?[ \\t]*\\r?\\n?`),
    );
    for (const section of sections.slice(1)) {
      if (!section.trim()) continue;
      walk(splitHeaders(Buffer.from(section, 'latin1')), out);
    }
    return;
  }
  const disposition = part.headers.get('content-disposition') ?? '';
  const bytes = decodeBody(part);
  const filename = headerParam(disposition, 'filename') ?? headerParam(contentType, 'name');
  if (disposition.toLowerCase().startsWith('attachment') || (filename && !mime.startsWith('text/'))) {
    out.attachments.push({
      filename: decodeHeader(filename ?? 'attachment'),
      contentType: mime,
      size: bytes.length,
    });
    return;
  }
  const charset = headerParam(contentType, 'charset') ?? 'utf-8';
  if (mime === 'text/html' && out.html === null) out.html = decodeCharset(bytes, charset);
  else if (mime === 'text/plain' && out.text === null) out.text = decodeCharset(bytes, charset);
}

export function parseMail(raw: Buffer): ParsedMail {
  const root = splitHeaders(raw);
  const header = (name: string) => decodeHeader(root.headers.get(name) ?? '');
  const parsed: ParsedMail = {
    headers: root.headers,
    from: header('from'),
    to: header('to'),
    subject: header('subject'),
    date: root.headers.get('date') ?? null,
    text: null,
    html: null,
    attachments: [],
  };
  walk(root, parsed);
  return parsed;
}
