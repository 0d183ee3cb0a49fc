import { PageTexts } from '@/components/i18n/page-texts';

/**
 * The checkout's texts, tracking's for the accepted order's link, the basket's for its lines and
 * the set prompt, and the wheel's for the wheel after a purchase, sent only with the checkout's pages
 * (src/i18n/resources.ts).
 */
export default async function CheckoutTexts({ children, params }: LayoutProps<'/[lng]/checkout'>) {
  const { lng } = await params;
  return (
    <PageTexts lng={lng} ns={['checkout', 'tracking', 'cart', 'wheel']}>
      {children}
    </PageTexts>
  );
}
