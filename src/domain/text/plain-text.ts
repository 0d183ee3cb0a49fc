/*
 * What a shopper types, as plain text, the way WordPress's sanitize_text_field and
 * sanitize_textarea_field keep it (WooCommerce's own checkout runs its fields through them; its REST
 * API does not): scripts and styles dropped with their content, other tags and anything angle-bracketed dropped, control and direction-changing
 * characters made spaces. What remains cannot turn into markup in WooCommerce's admin, an e-mail or
 * a page, whatever escaping they do or forget.
 */

// wp_strip_all_tags: script and style go with what they hold, other tags leave their text.
const SCRIPT_OR_STYLE = /<(script|style)[^>]*?>[\s\S]*?<\/\1>/gi;
const TAG = /<[^>]*>?/g;
const ANGLE = /[<>]/g;
const INVISIBLE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2066-\u2069\ufeff]/g;

/** Markup, angle brackets and invisible characters as spaces; newlines kept. */
function withoutMarkup(value: string): string {
  return value.replace(SCRIPT_OR_STYLE, ' ').replace(TAG, ' ').replace(ANGLE, ' ').replace(INVISIBLE, ' ');
}

/** One line: every run of whitespace, newlines included, one space. */
export function plainLine(value: string): string {
  return withoutMarkup(value).replace(/\s+/g, ' ').trim();
}

/** Several lines (a comment, a gift message): newlines kept, at most one empty line in a row. */
export function plainLines(value: string): string {
  return withoutMarkup(value.replace(/\r\n?/g, '\n'))
    .split('\n')
    .map((line) => line.replace(/[^\S\n]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
