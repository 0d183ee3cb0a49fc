/*
 * Use case: send a hint. A shopper e-mails a friend a link to a product ("hint a gift"), in the
 * page's language; the route limits it per recipient and per client address so the form cannot be
 * used to send mail in bulk.
 */
import 'server-only';
import type { HintGiftRequest } from '@/domain/hint-gift/hint-gift-schema';
import { localizedPath } from '@/i18n/languages';
import { serverT } from '@/i18n/server';
import { serverEnv } from '@/server/env';
import { mailFrom, mailTransport } from '@/server/mail/transport';
import { getProductBySlug } from '@/server/woocommerce/products';
import { hintGiftMail } from './hint-gift-mail';

type HintResult =
  | { ok: true }
  | {
      ok: false;
      status: 404 | 502;
      code: 'not_found' | 'upstream_unavailable';
      message: string;
    };

/** E-mails the recipient a link to the product. */
export async function sendHint(input: HintGiftRequest): Promise<HintResult> {
  const { email, name, message, productSlug, locale } = input;
  const t = serverT(locale, 'product');
  try {
    const product = await getProductBySlug(productSlug, locale);
    if (!product) return { ok: false, status: 404, code: 'not_found', message: `No product ${productSlug}.` };
    const link = `${serverEnv().siteUrl}${localizedPath(locale, `/${product.slug}`)}`;
    const mail = hintGiftMail({ lng: locale, productName: product.name, link, name, message });
    await mailTransport().sendMail({ from: mailFrom(), to: email, ...mail });
    return { ok: true };
  } catch (error) {
    console.error(`POST /api/hint-gift (${productSlug}, ${locale}) failed`, error);
    return { ok: false, status: 502, code: 'upstream_unavailable', message: t('hintGift.errors.failed') };
  }
}
