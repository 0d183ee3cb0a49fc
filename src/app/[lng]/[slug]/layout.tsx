import { PageTexts } from '@/components/i18n/page-texts';

/**
 * The product, review and basket texts for this route's client islands (the review form and photos
 * under a product, the basket button beside its volumes), sent only with its pages
 * (src/i18n/resources.ts). The call-me-back popup brings its own when it opens.
 */
export default async function ProductTexts({ children, params }: LayoutProps<'/[lng]/[slug]'>) {
  const { lng } = await params;
  return (
    <PageTexts lng={lng} ns={['product', 'reviews', 'cart']}>
      {children}
    </PageTexts>
  );
}
