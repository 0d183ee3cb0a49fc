import { PageTexts } from '@/components/i18n/page-texts';

/**
 * The product, review, call-me-back and basket texts for this route's client islands (the review form
 * and photos under a product, the call-me-back button and the basket button beside its volumes), sent
 * only with its pages (src/i18n/resources.ts).
 */
export default async function ProductTexts({ children, params }: LayoutProps<'/[lng]/[slug]'>) {
  const { lng } = await params;
  return (
    <PageTexts lng={lng} ns={['product', 'reviews', 'callback', 'cart']}>
      {children}
    </PageTexts>
  );
}
