import type { Category } from '@/domain/catalog/product';
import { image } from './map-fields';
import type { WooCategory } from './schemas';

export function mapCategory(category: WooCategory): Category {
  return {
    id: category.id,
    slug: category.slug,
    name: category.name,
    parentId: category.parent,
    description: category.description,
    image: category.image ? image(category.image.src, category.image.alt, category.name) : null,
    count: category.count,
    order: category.menu_order,
  };
}
