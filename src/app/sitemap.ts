import type { MetadataRoute } from 'next';
import { buildSitemap } from '@/domain/seo/sitemap-entries';
import { serverEnv } from '@/server/env';
import { collectSitemapSources } from '@/server/sitemap-sources';

// Rendered on request (the build never needs the backend); the platform calls behind it are cached by tag.
export const dynamic = 'force-dynamic';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return buildSitemap(await collectSitemapSources(), serverEnv().siteUrl);
}
