import { canAdd } from '@/domain/cart/can-add';
import type { SetSize } from '@/domain/cart/cart-item';
import type { Aroma } from './aroma';
import { SET_PAGE_PATH } from './set-config';
import { toggleAroma } from './set-rules';

/**
 * The query parameter that opens a set page with a perfume's sample already chosen:
 * `/discovery-set?aroma=<the perfume's slug>`. The perfume's slug rather than the sample's id, so the
 * link reads as the perfume it came from and stays the same if the sample product is replaced.
 */
export const AROMA_PARAM = 'aroma';

/** WordPress keeps a slug in 200 characters (post_name). */
const SLUG_MAX_LENGTH = 200;

/**
 * `?aroma=` as a page receives it: one slug, or nothing (repeated, empty or overlong is ignored).
 * Plain code rather than zod, so browser code may take this file's rules without it (src/domain/README.md).
 */
export function parseAromaParam(value: string | string[] | undefined): string | undefined {
  const slug = typeof value === 'string' ? value.trim() : '';
  return slug.length > 0 && slug.length <= SLUG_MAX_LENGTH ? slug : undefined;
}

/** The 2 ml sample of a perfume that a set can take now; a sold-out sample is none. */
export function sampleOfPerfume(aromas: readonly Aroma[], perfumeId: number): Aroma | undefined {
  return aromas.find((aroma) => aroma.perfumeId === perfumeId && canAdd(aroma));
}

/**
 * Where a perfume's page sends the shopper to try it: the six-sample set, which the site offers
 * first, with this perfume's sample chosen.
 */
export function sampleSetPath(perfumeSlug: string): string {
  return `${SET_PAGE_PATH[6]}?${new URLSearchParams({ [AROMA_PARAM]: perfumeSlug })}`;
}

/**
 * The builder's first selection: the sample of the perfume the shopper came from, picked as any
 * other (toggleAroma), so it can be taken out again. An unknown perfume, one without a sample or
 * with a sold-out one starts the set empty.
 */
export function initialSelection(
  aromas: readonly Aroma[],
  perfumeId: number | undefined,
  size: SetSize,
): number[] {
  const sample = perfumeId === undefined ? undefined : sampleOfPerfume(aromas, perfumeId);
  return sample ? toggleAroma([], sample, size) : [];
}
