import { mapCategory } from './map-category';
import { wooCategorySchema } from './schemas';

// ---- GET /products/categories ----

describe('WooCommerce category mapping', () => {
  it('keeps slug, translated name and image', () => {
    const category = mapCategory(
      wooCategorySchema.parse({
        id: 15,
        name: 'Жіночі',
        slug: 'women',
        parent: 0,
        description: '',
        display: 'default',
        image: { id: 4, src: 'http://localhost:4000/wp-content/uploads/women.png', alt: '' },
        menu_order: 1,
        count: 24,
      }),
    );
    expect(category).toEqual({
      id: 15,
      slug: 'women',
      name: 'Жіночі',
      parentId: 0,
      description: '',
      image: { src: 'http://localhost:4000/wp-content/uploads/women.png', alt: 'Жіночі' },
      count: 24,
      order: 1,
    });
  });
});
