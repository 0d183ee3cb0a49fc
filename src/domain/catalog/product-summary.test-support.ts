import type { FacetKey, ProductSummary, TermRef } from './product';

type Overrides = Partial<Omit<ProductSummary, 'facets'>> & {
  facets?: Partial<Record<FacetKey, TermRef[]>>;
};

/** A plain in-stock perfume; tests override only what their rule looks at. */
export function summary(id: number, overrides: Overrides = {}): ProductSummary {
  const { facets, ...rest } = overrides;
  return {
    id,
    slug: `perfume-${id}`,
    name: `Perfume ${id}`,
    sku: `SKU-${id}`,
    price: 1000,
    regularPrice: 1000,
    salePrice: null,
    onSale: false,
    priceVolumeMl: null,
    rating: 0,
    ratingCount: 0,
    totalSales: 0,
    dateCreated: '2024-01-01T00:00:00',
    image: null,
    categories: [{ id: 15, slug: 'women', name: 'Жіночі аромати' }],
    tags: [],
    inStock: true,
    type: 'variable',
    ...rest,
    facets: { intensity: [], trail: [], ingredient: [], scent: [], ...facets },
  };
}

export const term = (slug: string, name = slug): TermRef => ({ slug, name });
