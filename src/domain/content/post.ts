import type { Language } from '@/config/shop';

type PostImage = { src: string; alt: string; width: number | null; height: number | null };

export type PostSummary = {
  id: number;
  slug: string;
  title: string;
  /** Plain text: WordPress excerpts are HTML, the cards show text only. */
  excerpt: string;
  /** ISO date string. */
  date: string;
  image: PostImage | null;
  categories: { slug: string; name: string }[];
};

/** One article: the summary plus its editor HTML (unsanitised; render it through RichText). */
export type Post = PostSummary & {
  html: string;
  /** ISO date string. */
  modified: string;
  lng: Language | null;
  /** The same article in other languages (Polylang), each with its own database id. */
  translations: { lng: Language; id: number }[];
};

/** A blog category in one language; `count` is its published posts in that language. */
export type BlogCategory = { slug: string; name: string; count: number };

/** One page of a blog list: `page` is 1-based, `pages` at least 1. */
export type PostPage = { posts: PostSummary[]; page: number; pages: number; total: number };
