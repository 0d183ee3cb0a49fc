import { DISCOVERY_SET_SIZES } from '@/config/shop';
import type { SetSize } from '@/domain/cart/cart-item';

/** Spec §9: sets of 6 or 9 two-millilitre samples. */
export const SET_SIZES = DISCOVERY_SET_SIZES satisfies readonly SetSize[];

export const SAMPLE_VOLUME_ML = 2;

/** Spec §2: each size has its own page, where an incomplete set is finished. */
export const SET_PAGE_PATH: Record<SetSize, string> = { 6: '/discovery-set', 9: '/discovery-set-9' };

export const AROMA_GROUPS = ['all', 'sweet', 'fresh', 'spicy', 'citrus'] as const;
export type AromaGroupFilter = (typeof AROMA_GROUPS)[number];
