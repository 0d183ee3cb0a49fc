import { PageTexts } from '@/components/i18n/page-texts';

/**
 * The checkout texts for this route's client islands, and tracking's for the accepted order's link,
 * sent only with its pages (src/i18n/resources.ts).
 */
export default async function CheckoutTexts({ children, params }: LayoutProps<'/[lng]/checkout'>) {
  const { lng } = await params;
  return (
    <PageTexts lng={lng} ns={['checkout', 'tracking']}>
      {children}
    </PageTexts>
  );
}
