import { atom } from 'jotai';
import type { ProductImage } from '@/domain/catalog/product';

/**
 * The picture of the volume chosen on a product page, written by the volume picker and shown by the
 * gallery beside it (two client islands of one server page): the basket shows the chosen volume's
 * picture, so the page must show the same one. Tagged with the product, so another product's page
 * never shows it.
 */
export type VolumeImage = ProductImage & { productId: number };

export const chosenVolumeImageAtom = atom<VolumeImage | null>(null);

/** The chosen volume's picture described as what it shows: the perfume in that volume. */
export function volumeImageAlt(name: string, volume: string): string {
  return `${name}, ${volume}`;
}
