import 'server-only';
import { isWeekday, minutesOf, type OpeningPeriod } from '@/domain/callback/opening-hours';
import { OpeningHoursDocument, type OpeningHoursQuery } from '@/graphql/generated/graphql';
import { CACHE_TAGS } from '@/server/cache-tags';
import { wpQuery } from './client';

type WireHours = NonNullable<
  NonNullable<NonNullable<OpeningHoursQuery['siteOptions']>['optionsFields']>['contacts']
>['openingHours'];

/** The ACF repeater's rows that make sense: known days, and times ACF's Time Picker writes (H:i or H:i:s). */
export function mapOpeningHours(rows: WireHours | undefined): OpeningPeriod[] {
  return (rows ?? []).flatMap((row) => {
    const days = (row?.days ?? []).map((d) => d?.trim().toLowerCase() ?? '').filter(isWeekday);
    const opens = row?.opens?.trim().slice(0, 5) ?? '';
    const closes = row?.closes?.trim().slice(0, 5) ?? '';
    if (days.length === 0 || minutesOf(opens) === null || minutesOf(closes) === null) return [];
    return [{ days, opens, closes }];
  });
}

/** The options page's `contacts.openingHours` (cached with the options, expired with them). */
export async function getOpeningHours(): Promise<OpeningPeriod[]> {
  const data = await wpQuery(OpeningHoursDocument, {}, [CACHE_TAGS.options]);
  return mapOpeningHours(data.siteOptions?.optionsFields?.contacts?.openingHours);
}
