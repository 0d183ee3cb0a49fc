import { textIndex } from './text-index';

export type ArticleTitle = { slug: string; title: string };

/** Finds blog articles by their titles, with the same understanding as products (text-index.ts). */
export function articleSearch(articles: readonly ArticleTitle[]): (query: string) => ArticleTitle[] {
  const bySlug = new Map(articles.map((article) => [article.slug, article]));
  const index = textIndex(
    articles.map(({ slug, title }) => ({ id: slug, fields: { title: [title] } })),
    { title: 1 },
  );
  return (query) => index.find(query).flatMap(({ id }) => bySlug.get(id) ?? []);
}
