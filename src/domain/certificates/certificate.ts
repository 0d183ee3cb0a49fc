import type { CartItem } from '@/domain/cart/cart-item';
import type { ProductImage } from '@/domain/catalog/product';

/** Spec §3: a certificate is sent by e-mail (electronic) or shipped (physical). */
export const CERTIFICATE_TYPES = ['electronic', 'physical'] as const;
export type CertificateType = (typeof CERTIFICATE_TYPES)[number];

/** One denomination of a certificate: a variation of its product. */
type CertificateDenomination = { variationId: number; amount: number };

/**
 * A certificate product of one type with the denominations it is sold in, smallest first. Each type
 * is its own product, so each has its own title, description and picture.
 */
export type Certificate = {
  id: number;
  slug: string;
  type: CertificateType;
  title: string;
  description: string;
  image: ProductImage | null;
  denominations: CertificateDenomination[];
};

type CertificateChoice = {
  certificate: Certificate;
  denomination: CertificateDenomination;
  /** Only for an electronic certificate: where it is sent. */
  recipientEmail?: string;
};

/**
 * The cart line for a chosen certificate. It carries no variation_id on purpose: lines without one
 * match on their description (spec §3), and the description holds type, denomination and recipient,
 * so one certificate for two recipients is two lines while the same one again raises the count. The
 * order is priced from type and denomination, not from the variation.
 */
export function certificateLine(choice: CertificateChoice, title: string): CartItem {
  const { certificate, denomination, recipientEmail } = choice;
  const email = certificate.type === 'electronic' ? recipientEmail?.trim().toLowerCase() : undefined;
  return {
    id: certificate.id,
    title,
    price: denomination.amount,
    count: 1,
    image: certificate.image?.src,
    description: `certificate:${certificate.type}:${denomination.amount}${email ? `:${email}` : ''}`,
    kind: 'certificate',
    certificate: {
      type: certificate.type,
      denomination: denomination.amount,
      ...(email ? { recipientEmail: email } : {}),
    },
    slug: certificate.slug,
  };
}
