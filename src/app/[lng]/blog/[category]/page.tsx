import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BLOG_PAGE_PARAMETER, parseBlogPage } from '@/domain/content/blog';
import { isLanguage } from '@/i18n/languages';
import { BlogList, blogListMetadata } from '../blog-list';

export const dynamic = 'force-dynamic';

export async function generateMetadata({
  params,
  searchParams,
}: PageProps<'/[lng]/blog/[category]'>): Promise<Metadata> {
  const { lng, category } = await params;
  if (!isLanguage(lng)) return {};
  return blogListMetadata(lng, category, parseBlogPage((await searchParams)[BLOG_PAGE_PARAMETER]));
}

export default async function BlogCategoryPage({
  params,
  searchParams,
}: PageProps<'/[lng]/blog/[category]'>) {
  const { lng, category } = await params;
  if (!isLanguage(lng)) notFound();
  return (
    <BlogList lng={lng} category={category} page={parseBlogPage((await searchParams)[BLOG_PAGE_PARAMETER])} />
  );
}
