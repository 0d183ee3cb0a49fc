import { ShopImage } from '@/components/ui/shop-image';
import { Button } from '@/components/ui/button';
import type { Language } from '@/config/shop';
import { formatPrice } from '@/domain/money';
import { localizedPath } from '@/i18n/languages';
import type { Certificate, CertificateType } from '@/domain/certificates/certificate';
import styles from './certificates.module.css';

export type CertificateListTexts = {
  type: Record<CertificateType, string>;
  typeNote: Record<CertificateType, string>;
  denominations: string;
  choose: (title: string) => string;
};

const IMAGE_PX = 480;

/** The /certificates list: each certificate with how it reaches the recipient and its denominations. */
export function CertificateList({
  certificates,
  lng,
  texts,
}: {
  certificates: Certificate[];
  lng: Language;
  texts: CertificateListTexts;
}) {
  return (
    <ul className={styles.list}>
      {certificates.map((certificate) => (
        <li key={certificate.id} className={styles.card}>
          {certificate.image && (
            // The card's title names the certificate; the picture adds nothing to read out.
            <ShopImage
              src={certificate.image.src}
              alt=""
              width={IMAGE_PX}
              height={IMAGE_PX}
              sizes="(max-width: 767px) 100vw, 480px"
            />
          )}
          <h2 className={styles.cardTitle}>{certificate.title}</h2>
          <p className={styles.note}>
            {texts.type[certificate.type]} — {texts.typeNote[certificate.type]}
          </p>
          <h3 className={styles.legend}>{texts.denominations}</h3>
          <ul className={styles.amounts}>
            {certificate.denominations.map((d) => (
              <li key={d.variationId}>{formatPrice(d.amount, lng)}</li>
            ))}
          </ul>
          <Button href={localizedPath(lng, `/certificates/${certificate.id}`)}>
            {texts.choose(certificate.title)}
          </Button>
        </li>
      ))}
    </ul>
  );
}
