/*
 * Whether an uploaded SVG could run or load anything. An SVG is a document: opened on its own (a
 * photo link, WordPress admin's media library) it runs script, follows links and fetches what it
 * names. A shopper's drawing needs none of that, so such a file is refused outright; what is stored
 * is always the shopper's own bytes, never a rewritten copy.
 *
 * DOMPurify (cure53, the sanitiser browsers' own security teams test against) judges every element
 * and attribute against its SVG allowlist, URL-valued attributes after stripping the whitespace a URL
 * parser drops (an attack: `<animate attributeName="href" values="java&#9;script:…">`). DOMPurify
 * reads markup as HTML, a browser reads this file as XML, so the file is refused unless both readings
 * give the same tree: no parser difference can hide markup from the judge. What DOMPurify leaves to
 * its caller is checked here: references outside the file (only `#id`), CSS (`url()`, `@import`,
 * escapes that could spell them), animation elements, entity declarations, non-UTF-8 encodings. A
 * raw-text pass runs first, so no parser quirk alone can let a `<script>` through.
 */
import 'server-only';
import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';

/** SMIL can rewrite any attribute, `href` included, after every check has passed. */
const ANIMATION_ELEMENTS = ['animate', 'animatemotion', 'animatetransform', 'animatecolor', 'set', 'discard'];

/** Anything here in the file's text refuses it, whatever a parser makes of it. */
const SCRIPTED_TEXT = [
  /<(?:[\w.-]+:)?(script|foreignObject|iframe|embed|object|audio|video|handler|listener)[\s>/]/i,
  /<(?:[\w.-]+:)?(animate\w*|set|discard)[\s>/]/i,
  /<!ENTITY/i,
  /<\?xml-stylesheet/i,
  /<\?xml[^>]*\sencoding\s*=\s*["'](?!utf-8["']|us-ascii["'])/i,
  /\son[a-z]+\s*=/i,
  /(java|vb)script:/i,
  /data:\s*text\/html/i,
];

/** As a URL parser reads a value: tabs and line breaks gone anywhere, controls and spaces before `:`. */
function urlForm(text: string): string {
  return text.replace(/[\t\n\r]/g, '').replace(/[\0-\x20]+:/g, ':');
}

function decodeCharacterReferences(text: string): string {
  return text.replace(/&#x?[0-9a-f]+;?/gi, (ref) => {
    const hex = /^&#x/i.test(ref);
    const code = parseInt(ref.replace(/^&#x?|;$/gi, ''), hex ? 16 : 10);
    return Number.isFinite(code) && code < 0x110000 ? String.fromCodePoint(code) : '';
  });
}

const OUTSIDE_URL = /url\s*\(\s*["']?\s*(?!#)/i;

/** CSS that names nothing outside the file: `url(#id)` only, no imports, no escapes to spell them. */
function cssProblem(css: string): boolean {
  return (
    /\\|@import|expression\s*\(/i.test(css) || OUTSIDE_URL.test(css) || /(java|vb)script:/i.test(urlForm(css))
  );
}

/** Attributes that name a resource: only a fragment of this same file (`#gradient`) may be named. */
const REFERENCES = new Set(['href', 'xlink:href', 'src']);

type Judge = { window: JSDOM['window']; purify: DOMPurify; problems: string[] };
let judge: Judge | undefined;

function svgJudge(): Judge {
  if (judge) return judge;
  const { window } = new JSDOM('');
  const purify = createDOMPurify(window as unknown as Window & typeof globalThis);
  const problems: string[] = [];
  purify.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName === 'style' && cssProblem(node.textContent ?? '')) problems.push('<style>');
  });
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    const { attrName: name, attrValue: value } = data;
    if (name === 'style' && cssProblem(value)) problems.push('style=');
    if (REFERENCES.has(name) && !value.trim().startsWith('#')) problems.push(`${name}=`);
    if (OUTSIDE_URL.test(value)) problems.push(`${name}= url()`);
    if (name.startsWith('xmlns') && value !== SVG_NS && value !== XLINK_NS) problems.push(`${name}=`);
  });
  judge = { window, purify, problems };
  return judge;
}

/** Elements, attributes and text in document order; comments and processing instructions are inert. */
function shape(node: Node): string {
  if (node.nodeType === 3 || node.nodeType === 4) return JSON.stringify(node.nodeValue);
  if (node.nodeType !== 1) return '';
  const element = node as Element;
  const attributes = Array.from(element.attributes, (a) => `${a.name}=${JSON.stringify(a.value)}`).sort();
  const children = Array.from(element.childNodes, shape).join('');
  return `<${element.namespaceURI} ${element.localName} ${attributes.join(' ')}>${children}</>`;
}

function sameForHtmlAndXml(window: JSDOM['window'], text: string): boolean {
  const parser = new window.DOMParser();
  const xml = parser.parseFromString(text, 'image/svg+xml');
  if (xml.getElementsByTagName('parsererror').length > 0) return false;
  const root = xml.documentElement;
  if (root.namespaceURI !== SVG_NS || root.localName !== 'svg') return false;
  const html = parser.parseFromString(`<!DOCTYPE html><body>${text}`, 'text/html').body;
  return html.children.length === 1 && shape(html.children[0]) === shape(root);
}

export function isScriptedSvg(text: string): boolean {
  if (SCRIPTED_TEXT.some((pattern) => pattern.test(urlForm(decodeCharacterReferences(text))))) return true;
  const { window, purify, problems } = svgJudge();
  if (!sameForHtmlAndXml(window, text)) return true;
  problems.length = 0;
  purify.sanitize(text, {
    USE_PROFILES: { svg: true, svgFilters: true },
    ADD_TAGS: ['use'],
    FORBID_TAGS: ANIMATION_ELEMENTS,
  });
  // DOMPurify always drops the <body> it parses the markup into; a drawing's own would differ above.
  const removed = purify.removed.filter(
    (entry) => !('element' in entry && entry.element.nodeName === 'BODY'),
  );
  return removed.length > 0 || problems.length > 0;
}
