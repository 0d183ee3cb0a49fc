import type { MetadataRoute } from 'next';
import { serverEnv } from '@/server/env';

// SITE_URL is read at request time, so one build serves any host.
export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  const origin = serverEnv().siteUrl.replace(/\/+$/, '');
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/api/'] },
    sitemap: `${origin}/sitemap.xml`,
  };
}
