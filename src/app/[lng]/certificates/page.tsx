import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CertificateList } from '@/features/certificates/certificate-list';
import { alternatesFor } from '@/domain/seo/alternates';
import { isLanguage } from '@/i18n/languages';
import { getT } from '@/i18n/server';
import { serverEnv } from '@/server/env';
import { listCertificates } from '@/server/woocommerce/special-products';

export async function generateMetadata({ params }: PageProps<'/[lng]/certificates'>): Promise<Metadata> {
  const { lng } = await params;
  if (!isLanguage(lng)) return {};
  const { t } = await getT('cart', { lng });
  return {
    title: t('certificates.title'),
    description: t('certificates.intro'),
    alternates: alternatesFor('/certificates', serverEnv().siteUrl, lng),
  };
}

export default async function CertificatesPage({ params }: PageProps<'/[lng]/certificates'>) {
  const { lng } = await params;
  if (!isLanguage(lng)) notFound();
  const [{ t }, certificates] = await Promise.all([getT('cart', { lng }), listCertificates(lng)]);

  return (
    <div className="container">
      <h1>{t('certificates.title')}</h1>
      <p>{t('certificates.intro')}</p>
      {certificates.length === 0 ? (
        <p role="status">{t('certificates.empty')}</p>
      ) : (
        <CertificateList
          certificates={certificates}
          lng={lng}
          texts={{
            type: {
              electronic: t('certificates.types.electronic'),
              physical: t('certificates.types.physical'),
            },
            typeNote: {
              electronic: t('certificates.typeNotes.electronic'),
              physical: t('certificates.typeNotes.physical'),
            },
            denominations: t('certificates.denominations'),
            choose: (title) => t('certificates.choose', { title }),
          }}
        />
      )}
    </div>
  );
}
