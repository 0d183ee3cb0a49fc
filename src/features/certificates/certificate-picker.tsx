'use client';

import { useSetAtom } from 'jotai';
import { ShopImage } from '@/components/ui/shop-image';
import { useT } from '@/i18n/use-t';
import { useId, useState, type FormEvent } from 'react';
import { uniqueToastId, useToast } from '@/components/toasts/use-toast';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import type { Language } from '@/config/shop';
import { trackAddToCart } from '@/features/analytics/cart-events';
import { addToCartAtom } from '@/features/cart/cart-atoms';
import { formatPrice } from '@/domain/money';
import { certificateLine, type Certificate, type CertificateType } from '@/domain/certificates/certificate';
import { checkRecipientEmail, type RecipientEmailError } from '@/domain/certificates/recipient-email';
import chips from '@/components/ui/choice-chips.module.css';
import styles from './certificates.module.css';

export type CertificatePickerProps = {
  /** Every certificate on sale (one per type); the shopper may switch between them. */
  certificates: Certificate[];
  /** The certificate of the page, chosen first. */
  initialId: number;
  lng: Language;
};

const ERROR_KEYS: Record<RecipientEmailError, string> = {
  required: 'input.error.all',
  email: 'input.email.error.correct',
};

/**
 * Spec §3: the shopper picks the type (electronic or physical) and the denomination; an electronic
 * certificate is sent to the recipient's e-mail, which is then required (spec §5 messages). Each type
 * is its own product, so the picture, title and description shown are the chosen one's.
 */
export function CertificatePicker({ certificates, initialId, lng }: CertificatePickerProps) {
  const { t } = useT('cart');
  const { t: tCommon } = useT('common');
  const add = useSetAtom(addToCartAtom);
  const toast = useToast();
  const emailId = useId();
  const initial = certificates.find((c) => c.id === initialId) ?? certificates[0];
  const [type, setType] = useState<CertificateType>(initial.type);
  const certificate = certificates.find((c) => c.type === type) ?? initial;
  const [amount, setAmount] = useState(initial.denominations[0]?.amount ?? 0);
  const denomination =
    certificate.denominations.find((d) => d.amount === amount) ?? certificate.denominations[0];
  const [email, setEmail] = useState('');
  const [error, setError] = useState<RecipientEmailError | null>(null);
  const electronic = certificate.type === 'electronic';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!denomination) return;
    let recipientEmail: string | undefined;
    if (electronic) {
      const checked = checkRecipientEmail(email);
      if (!checked.ok) {
        setError(checked.error);
        document.getElementById(emailId)?.focus();
        return;
      }
      recipientEmail = checked.email;
    }
    setError(null);
    const title = t('certificates.lineTitle', {
      title: certificate.title,
      price: formatPrice(denomination.amount, lng),
    });
    const line = certificateLine({ certificate, denomination, recipientEmail }, title);
    // Only denominations WooCommerce sells now are listed (mapCertificate), so each one is in stock.
    add({ line, offer: { inStock: true, price: denomination.amount } });
    trackAddToCart(line);
    toast.show({ text: t('added'), variant: 'success', id: uniqueToastId('cart-added') });
  }

  return (
    <div className={styles.layout}>
      {certificate.image && (
        <ShopImage
          src={certificate.image.src}
          alt={certificate.image.alt}
          width={560}
          height={560}
          sizes="(max-width: 767px) 100vw, 560px"
        />
      )}
      <div>
        <h1>{certificate.title}</h1>
        {certificate.description && <p>{certificate.description}</p>}
        <form className={styles.picker} onSubmit={submit} noValidate>
          <fieldset className={chips.group}>
            <legend className={chips.legend}>{t('certificates.typeLabel')}</legend>
            {certificates.map((c) => (
              <label key={c.id} className={chips.chip}>
                <input
                  type="radio"
                  name="certificate-type"
                  className={chips.input}
                  value={c.type}
                  checked={c.type === type}
                  onChange={() => setType(c.type)}
                />
                <span className={chips.title}>{t(`certificates.types.${c.type}`)}</span>
                <span className={chips.detail}>{t(`certificates.typeNotes.${c.type}`)}</span>
              </label>
            ))}
          </fieldset>
          <fieldset className={chips.group}>
            <legend className={chips.legend}>{t('certificates.denominationLabel')}</legend>
            {certificate.denominations.map((d) => (
              <label key={d.variationId} className={chips.chip}>
                <input
                  type="radio"
                  name="certificate-denomination"
                  className={chips.input}
                  value={d.amount}
                  checked={d.amount === denomination?.amount}
                  onChange={() => setAmount(d.amount)}
                />
                <span className={chips.title}>{formatPrice(d.amount, lng)}</span>
              </label>
            ))}
          </fieldset>
          {electronic && (
            <TextField
              id={emailId}
              label={t('certificates.emailLabel')}
              type="email"
              name="recipient-email"
              autoComplete="email"
              required
              value={email}
              hint={t('certificates.emailHint')}
              error={error ? tCommon(ERROR_KEYS[error]) : undefined}
              onChange={(event) => {
                setEmail(event.target.value);
                if (error) setError(null);
              }}
            />
          )}
          <Button type="submit" className={styles.submit} disabled={!denomination}>
            {t('certificates.addToCart')}
          </Button>
        </form>
      </div>
    </div>
  );
}
