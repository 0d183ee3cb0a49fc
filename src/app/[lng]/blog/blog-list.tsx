import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { Language } from '@/config/shop';
import { blogPath } from '@/domain/content/blog';
import { alternatesFor } from '@/domain/seo/alternates';
import { BlogListView } from '@/features/blog/blog-list-view';
import { getT } from '@/i18n/server';
import { serverEnv } from '@/server/env';
import { listBlogCategories, listPostPage } from '@/server/wordpress/posts';

/*
 * What /blog and /blog/{category} share: the route files only read their params. A section unknown
 * in the page's language, or a page past the last, is the 404 page; an empty section says so.
 */

async function load(lng: Language, category: string | null, page: number) {
  const categories = await listBlogCategories(lng);
  const current = category ? categories.find((c) => c.slug === category) : null;
  if (category && !current) notFound();
  const list = await listPostPage({ lng, page, category: category ?? undefined });
  if (page > list.pages) notFound();
  return { categories, current: current ?? null, list };
}

export async function blogListMetadata(
  lng: Language,
  category: string | null,
  page: number,
): Promise<Metadata> {
  const [{ t }, categories] = await Promise.all([getT('blog', { lng }), listBlogCategories(lng)]);
  const current = category ? categories.find((c) => c.slug === category) : null;
  if (category && !current) return {};
  const name = current ? `${current.name} — ${t('title')}` : t('title');
  const title = page > 1 ? t('pageTitle', { title: name, page }) : name;
  const alternates = alternatesFor(blogPath(category, page), serverEnv().siteUrl, lng);
  return {
    title,
    description: t('description'),
    alternates,
    openGraph: { type: 'website', title, description: t('description'), url: alternates.canonical },
  };
}

export async function BlogList({
  lng,
  category,
  page,
}: {
  lng: Language;
  category: string | null;
  page: number;
}) {
  const [{ t }, { categories, current, list }] = await Promise.all([
    getT('blog', { lng }),
    load(lng, category, page),
  ]);
  return (
    <BlogListView
      lng={lng}
      categories={categories}
      category={current?.slug ?? null}
      list={list}
      texts={{
        title: current?.name ?? t('title'),
        count: t('count', { count: list.total }),
        categories: t('categories'),
        all: t('all'),
        empty: t('empty'),
        readMore: (title) => t('readMore', { title }),
        pagination: {
          label: t('pagination.label'),
          previous: t('pagination.previous'),
          next: t('pagination.next'),
          page: (n) => t('pagination.page', { page: n }),
        },
      }}
    />
  );
}
