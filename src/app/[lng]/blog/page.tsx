import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BLOG_PAGE_PARAMETER, parseBlogPage } from '@/domain/content/blog';
import { isLanguage } from '@/i18n/languages';
import { BlogList, blogListMetadata } from './blog-list';

// `?page=N` makes each view depend on the query; the WordPress data under it stays cached by tag.
export const dynamic = 'force-dynamic';

export async function generateMetadata({
  params,
  searchParams,
}: PageProps<'/[lng]/blog'>): Promise<Metadata> {
  const { lng } = await params;
  if (!isLanguage(lng)) return {};
  return blogListMetadata(lng, null, parseBlogPage((await searchParams)[BLOG_PAGE_PARAMETER]));
}

export default async function BlogPage({ params, searchParams }: PageProps<'/[lng]/blog'>) {
  const { lng } = await params;
  if (!isLanguage(lng)) notFound();
  return (
    <BlogList lng={lng} category={null} page={parseBlogPage((await searchParams)[BLOG_PAGE_PARAMETER])} />
  );
}
