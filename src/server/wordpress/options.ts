import 'server-only';
import type { Language } from '@/config/shop';
import { EMPTY_SITE_OPTIONS, type SiteOptions } from '@/domain/content/site-options';
import {
  SiteOptionsEnDocument,
  SiteOptionsRuDocument,
  SiteOptionsUkDocument,
} from '@/graphql/generated/graphql';
import { CACHE_TAGS } from '@/server/cache-tags';
import { wpQuery } from './client';
import { mapSiteOptions } from './map';

const tags = [CACHE_TAGS.options];

/** The options page for `lng`. Options pages are not translated by Polylang: one page per language. */
export async function getSiteOptions(lng: Language): Promise<SiteOptions> {
  switch (lng) {
    case 'en':
      return mapSiteOptions((await wpQuery(SiteOptionsEnDocument, {}, tags)).siteOptionsEn?.optionsFields);
    case 'ru':
      return mapSiteOptions((await wpQuery(SiteOptionsRuDocument, {}, tags)).siteOptionsRu?.optionsFields);
    case 'uk':
      return mapSiteOptions((await wpQuery(SiteOptionsUkDocument, {}, tags)).siteOptions?.optionsFields);
  }
}

/**
 * For the layout: the header and footer must render even when WordPress is down, so a failure is
 * logged and the page gets empty options rather than an error page.
 */
export async function getSiteOptionsOrEmpty(lng: Language): Promise<SiteOptions> {
  try {
    return await getSiteOptions(lng);
  } catch (error) {
    console.error(`site options (${lng}) could not be loaded`, error);
    return EMPTY_SITE_OPTIONS;
  }
}
