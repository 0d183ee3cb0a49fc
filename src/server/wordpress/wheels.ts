import 'server-only';
import type { Language } from '@/config/shop';
import type { Wheel } from '@/domain/wheel/wheel';
import { PrizeWheelsDocument } from '@/graphql/generated/graphql';
import { CACHE_TAGS } from '@/server/cache-tags';
import { wpQuery } from './client';
import { languageFilter } from './language-filter';
import { mapWheel } from './map';

export async function listWheels(lng: Language): Promise<Wheel[]> {
  const data = await wpQuery(PrizeWheelsDocument, { language: languageFilter(lng) }, [CACHE_TAGS.wheels]);
  return (data.prizeWheels?.nodes ?? []).map(mapWheel);
}
