/*
 * A review is what a shopper typed: plain text. The storefront writes it HTML-escaped (so neither
 * WordPress admin nor a theme ever reads it as markup) and WooCommerce answers it wrapped by wpautop
 * (`<p>…</p>\n`, `<br />`). Reading undoes exactly that: paragraphs and line breaks become text
 * structure, entities become characters, and anything else that looks like a tag stays literal text,
 * which React then escapes. A review saved as `<img src=x onerror=alert(1)>` is shown as those
 * characters and runs nothing.
 */

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  laquo: '«',
  raquo: '»',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      return code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
    }
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}

export function reviewParagraphs(html: string): string[] {
  const text = html
    .replace(/\r\n?/g, '\n')
    .replace(/<br\s*\/?>\n?/gi, '\n')
    .replace(/<\/p>\s*/gi, '\n\n')
    .replace(/<p(\s[^>]*)?>/gi, '');
  return decodeEntities(text)
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** What WordPress stores for a shopper's text: the text itself, with markup characters escaped. */
export function escapeReviewText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#039;');
}
