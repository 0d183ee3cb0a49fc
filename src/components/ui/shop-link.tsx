// eslint-disable-next-line no-restricted-imports -- the one place next/link is used: the shop's links go through here
import NextLink from 'next/link';
import type { ComponentProps } from 'react';

/*
 * next/link without prefetching. Every page of the shop is rendered per request, and for such a page
 * Next's prefetch of a link in view fetches only the route's tree and its metadata (there is no
 * loading boundary to stop at), two requests per link: a catalogue page on a phone made 16 of them
 * while it loaded (8 links in view), ~30–40 ms of the server's time each, competing with the page's
 * own pictures and scripts; a click still fetches the page itself. Navigation stays in the browser
 * (the layout and its state are kept), as with Next's Link.
 */
export default function Link(props: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={false} {...props} />;
}
