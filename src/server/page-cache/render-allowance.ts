import { NextResponse } from 'next/server';
import type { Language } from '@/config/shop';
import { localizedPath } from '@/i18n/languages';
import { serverT } from '@/i18n/server-t';
import { serverEnv } from '@/server/env';
import { shopperIp } from '@/server/http/shopper-ip';
import { whenRequestEnds } from '@/server/http/request-ends';
import { RENDERS, type Gate, type GateRule, enter, leave, newGate } from './render-gates';

/*
 * Renders are what a client can make the shop do without end: every address nobody asked before
 * (`/search?q=N`, `/catalog/women?scent=xN`, a made-up path's 404, a navigation inside the shop) is
 * a render of its own, and two cores render ~35 pages a second. Fifty at once took fifty times as
 * long each: a flood of them queued every shopper's new pages for 5–9 s (`npm run bench` rows j, j2).
 *
 * So the proxy admits each request that will render (a kept page costs nothing and is never asked)
 * through two gates: its client's (a few renders running, a few more waiting) and the replica's; a
 * list with filters or a search passes a third between them, which keeps it to part of the replica's
 * places (render-gates.ts says why). A request that finds a gate full and its queue long, or waits
 * past the queue's time, is answered 429 at once with a short page in its language. A render holds its places until its answer has gone
 * out (request-ends.ts), however it is answered: a kept page's first render, a 404, a navigation.
 */

type Memory = { all: Gate; selections: Gate; clients: Map<string, Gate>; toldAt: Map<string, number> };
const MEMORY = Symbol.for('storefront.renderGates');

function memory(): Memory {
  const holder = globalThis as typeof globalThis & { [MEMORY]?: Memory };
  holder[MEMORY] ??= { all: newGate(), selections: newGate(), clients: new Map(), toldAt: new Map() };
  return holder[MEMORY];
}

/** Seconds a refused client is asked to wait: a render or two on a busy machine. */
const RETRY_AFTER_SECONDS = 2;

/** What the proxy knows of a request that will render. */
export type RenderAsked = {
  headers: Headers;
  lng: Language;
  /** The response's nonce, for the refusal page's style. */
  nonce: string;
  /**
   * The address carries a query its page reads (a list's filters, a search, a volume): such addresses
   * are endless, and their renders may not take the places the shop's own pages need (RENDERS.selections).
   */
  selection: boolean;
};

/**
 * Null when this request may render (its places are held until its answer has gone out); otherwise
 * the 429 page to answer with. `ends` says when the answer has gone out (a stand-in in tests).
 */
export async function admitRender(
  { headers, lng, nonce, selection }: RenderAsked,
  ends: (headers: Headers, ended: () => void) => boolean = whenRequestEnds,
): Promise<NextResponse | null> {
  const { all, selections, clients } = memory();
  const key = shopperIp(headers) ?? 'unknown';
  let client = clients.get(key);
  if (!client) clients.set(key, (client = newGate()));
  const forget = () => {
    if (client.running === 0 && client.waiting.length === 0) clients.delete(key);
  };
  const passages: Passage[] = [
    { gate: client, rule: RENDERS.perClient, subject: key, what: `client ${key}${proxyHint(headers)} has` },
    ...(selection
      ? [{ gate: selections, rule: RENDERS.selections, subject: 'lists', what: 'lists and searches have' }]
      : []),
    { gate: all, rule: RENDERS.inAll, subject: 'all', what: 'all pages have' },
  ];
  const held: Gate[] = [];
  const release = () => {
    for (const gate of held.splice(0).reverse()) leave(gate);
    forget();
  };
  for (const { gate, rule, subject, what } of passages) {
    if (!(await enter(gate, rule))) {
      tell(subject, `${what} ${gate.running} running and ${gate.waiting.length} waiting`);
      release();
      return tooManyRenders(lng, nonce, RETRY_AFTER_SECONDS);
    }
    held.push(gate);
  }
  if (!ends(headers, release)) release();
  return null;
}

/** A gate on a render's way, and how the log names it when it is full. */
type Passage = { gate: Gate; rule: GateRule; subject: string; what: string };

/**
 * A shop behind a proxy with TRUSTED_PROXY_HOPS left at 0 counts every shopper as the proxy's one
 * address, and they share one client's renders: the line that says a client was refused says so.
 */
function proxyHint(headers: Headers): string {
  if (serverEnv().trustedProxyHops > 0 || !headers.has('x-forwarded-for')) return '';
  return ' (its requests carry X-Forwarded-For and TRUSTED_PROXY_HOPS is 0: behind a proxy, every shopper is that address; docs/deploy.md)';
}

/** One line in ten seconds per subject for whoever reads the log, not one per refused request. */
function tell(subject: string, what: string): void {
  const { toldAt } = memory();
  const now = Date.now();
  if (now - (toldAt.get(subject) ?? 0) < 10_000) return;
  if (toldAt.size > 1_000) toldAt.clear();
  toldAt.set(subject, now);
  console.warn(`Page renders: ${what}; new pages answered 429 for now`);
}

/**
 * A page of its own, not the shop's layout: drawing that would be the render being refused. Plain
 * HTML in the address's language, with a link that reloads the address once the wait is over and
 * one to the home page (kept, so open during a flood).
 */
export function tooManyRenders(lng: Language, nonce: string, retryAfterSeconds: number): NextResponse {
  const t = serverT(lng, 'errors');
  const html = `<!doctype html>
<html lang="${lng}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(t('tooManyPages.title'))}</title>
<style nonce="${nonce}">body{font:1.0625rem/1.6 Georgia,serif;color:#2b2622;background:#faf7f2;margin:0;padding:15vh 1.5rem}main{max-width:32rem;margin:0 auto}h1{font-weight:500;font-size:1.75rem;line-height:1.2}a{color:inherit}</style>
</head>
<body>
<main>
<h1>${escapeHtml(t('tooManyPages.title'))}</h1>
<p>${escapeHtml(t('tooManyPages.text'))}</p>
<p><a href="">${escapeHtml(t('tooManyPages.retry'))}</a> · <a href="${localizedPath(lng, '/')}">${escapeHtml(t('notFound.back'))}</a></p>
</main>
</body>
</html>
`;
  return new NextResponse(html, {
    status: 429,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'retry-after': String(retryAfterSeconds),
    },
  });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
