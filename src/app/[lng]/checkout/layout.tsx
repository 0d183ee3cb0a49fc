import { PageTexts } from '@/components/i18n/page-texts';

/**
 * Tracking's texts for the accepted order's link, sent only with the checkout's pages (the checkout's
 * own go with every page: src/i18n/resources.ts).
 */
export default async function CheckoutTexts({ children, params }: LayoutProps<'/[lng]/checkout'>) {
  const { lng } = await params;
  return (
    <PageTexts lng={lng} ns={['tracking']}>
      {children}
    </PageTexts>
  );
}
