/**
 * wpautop, as far as review texts need it: WooCommerce answers `review` through wpautop, so a
 * plain comment comes back as `<p>…</p>\n`, blank lines start paragraphs and single newlines
 * become `<br />`. Text that already starts with a block tag is left as WordPress leaves it.
 */
export function wpautop(text: string): string {
  const normalized = text.replace(/\r\n?/g, '\n').trim();
  if (!normalized) return '';
  return normalized
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .map((chunk) =>
      /^<(p|div|ul|ol|blockquote|h[1-6]|table|pre)[\s>]/i.test(chunk)
        ? `${chunk}\n`
        : `<p>${chunk.replace(/\n/g, '<br />\n')}</p>\n`,
    )
    .join('');
}
