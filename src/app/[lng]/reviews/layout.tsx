import { PageTexts } from '@/components/i18n/page-texts';

/** The review form's and photos' texts, sent only with this route's pages (src/i18n/resources.ts). */
export default async function ReviewsTexts({ children, params }: LayoutProps<'/[lng]/reviews'>) {
  const { lng } = await params;
  return (
    <PageTexts lng={lng} ns={['reviews']}>
      {children}
    </PageTexts>
  );
}
