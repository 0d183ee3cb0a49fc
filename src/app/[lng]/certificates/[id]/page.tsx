import type { Metadata } from 'next';
import Link from '@/components/ui/shop-link';
import { notFound } from 'next/navigation';
import { PageTexts } from '@/components/i18n/page-texts';
import type { Language } from '@/config/shop';
import { CertificatePicker } from '@/features/certificates/certificate-picker';
import { alternatesFor } from '@/domain/seo/alternates';
import { isLanguage, localizedPath } from '@/i18n/languages';
import { getT } from '@/i18n/server';
import { serverEnv } from '@/server/env';
import { listCertificates } from '@/server/woocommerce/special-products';

/** The id is the certificate product's id; anything else is the 404 page. */
async function load(lng: string, id: string) {
  if (!isLanguage(lng) || !/^\d+$/.test(id)) return null;
  const certificates = await listCertificates(lng);
  const certificate = certificates.find((c) => c.id === Number(id));
  return certificate ? { lng: lng satisfies Language, certificates, certificate } : null;
}

export async function generateMetadata({ params }: PageProps<'/[lng]/certificates/[id]'>): Promise<Metadata> {
  const { lng, id } = await params;
  const found = await load(lng, id);
  if (!found) return {};
  return {
    title: found.certificate.title,
    description: found.certificate.description,
    alternates: alternatesFor(`/certificates/${id}`, serverEnv().siteUrl, found.lng),
  };
}

export default async function CertificatePage({ params }: PageProps<'/[lng]/certificates/[id]'>) {
  const { lng, id } = await params;
  const found = await load(lng, id);
  if (!found) notFound();
  const { certificate, certificates } = found;
  const { t } = await getT('cart', { lng: found.lng });

  return (
    <div className="container">
      <p>
        <Link href={localizedPath(found.lng, '/certificates')}>{t('certificates.allCertificates')}</Link>
      </p>
      <PageTexts lng={found.lng} ns={['cart']}>
        <CertificatePicker certificates={certificates} initialId={certificate.id} lng={found.lng} />
      </PageTexts>
    </div>
  );
}
