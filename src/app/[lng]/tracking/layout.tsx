import { PageTexts } from '@/components/i18n/page-texts';

/** The tracking texts for this route's client islands, sent only with its pages (src/i18n/resources.ts). */
export default async function TrackingTexts({ children, params }: LayoutProps<'/[lng]/tracking'>) {
  const { lng } = await params;
  return (
    <PageTexts lng={lng} ns={['tracking']}>
      {children}
    </PageTexts>
  );
}
