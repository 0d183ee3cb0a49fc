import 'server-only';
import sanitize from 'sanitize-html';

/*
 * HTML written in WordPress admin (product descriptions, pages, posts) or by a shopper (reviews)
 * reaches the page only through this allow-list: a review saved as `<img src=x onerror=alert(1)>`
 * or a description with a `<script>` renders as harmless markup. Rendered on the server only (the
 * sanitiser never ships to the browser; `server-only` makes a client import fail the build).
 */
/**
 * Anchors the editor sets (Gutenberg's "HTML anchor", the info page's `#returns-exchanges`): a plain
 * lowercase id only, so no editor id can look like a URL, a selector trick or a very long string.
 */
const ANCHOR_ID = /^[a-z][a-z0-9_-]{0,63}$/;
const ANCHORED = ['h2', 'h3', 'h4', 'h5', 'h6', 'section'] as const;

const keepAnchor: sanitize.Transformer = (tagName, attribs) => {
  const { id, ...rest } = attribs;
  return { tagName, attribs: id && ANCHOR_ID.test(id) ? { ...rest, id } : rest };
};

const ALLOWED: sanitize.IOptions = {
  allowedTags: [
    'section',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'small',
    'mark',
    'span',
    'div',
    'ul',
    'ol',
    'li',
    'blockquote',
    'q',
    'cite',
    'code',
    'pre',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
    ...Object.fromEntries(ANCHORED.map((tag) => [tag, ['id']])),
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // The editor's <h1> would be a second page title: it becomes a section heading.
  transformTags: {
    h1: 'h2',
    ...Object.fromEntries(ANCHORED.map((tag) => [tag, keepAnchor])),
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
  // Script and style bodies are dropped with their tags rather than shown as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object'],
};

export function sanitizeRichText(html: string): string {
  return sanitize(html, ALLOWED);
}

/** Editor or shopper HTML, sanitised, in a `div` the caller styles. */
export function RichText({ html, className }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: sanitizeRichText(html) }} />;
}
