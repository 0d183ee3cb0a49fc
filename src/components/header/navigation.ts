/** Header navigation targets of spec §2, without the trailing slash the proxy would redirect away. */

export type NavLink = { key: NavKey; href: string };
export type NavItem = NavLink & { children?: NavLink[] };

export type NavKey =
  | 'catalog'
  | 'all'
  | 'women'
  | 'men'
  | 'unisex'
  | 'bestsellers'
  | 'sets'
  | 'cosmetics'
  | 'promotions'
  | 'certificates'
  | 'about'
  | 'reviews'
  | 'blog'
  | 'info';

export const CATALOG_LINKS: NavLink[] = [
  { key: 'all', href: '/catalog' },
  { key: 'women', href: '/catalog/women' },
  { key: 'men', href: '/catalog/men' },
  { key: 'unisex', href: '/catalog/unisex' },
  { key: 'bestsellers', href: '/catalog/bestsellers' },
  { key: 'sets', href: '/catalog/sety' },
  { key: 'cosmetics', href: '/catalog/dekoratyvna-kosmetyka' },
  { key: 'promotions', href: '/catalog/promotions' },
];

export const NAVIGATION: NavItem[] = [
  { key: 'catalog', href: '/catalog', children: CATALOG_LINKS },
  { key: 'certificates', href: '/certificates' },
  { key: 'about', href: '/about' },
  { key: 'reviews', href: '/reviews' },
  { key: 'blog', href: '/blog' },
  { key: 'info', href: '/info' },
];
