/*
 * Use case: send a hint. A shopper e-mails a friend a link to a product ("hint a gift"), in the
 * page's language, limited per recipient and per client address so the form cannot be used to
 * send mail in bulk.
 */
import 'server-only';
import type { HintGiftRequest } from '@/domain/hint-gift/hint-gift-schema';
import { localizedPath } from '@/i18n/languages';
import { serverT } from '@/i18n/server';
import { serverEnv } from '@/server/env';
import { mailFrom, mailTransport } from '@/server/mail/transport';
import { getProductBySlug } from '@/server/woocommerce/products';
import { hintGiftMail } from './hint-gift-mail';
import { perClient, takeAttempt } from '@/server/rate-limit/rate-limiter';

type HintResult =
  | { ok: true }
  | {
      ok: false;
      status: 404 | 429 | 502;
      code: 'not_found' | 'rate_limited' | 'upstream_unavailable';
      message: string;
    };

/** E-mails the recipient a link to the product; `client` is the sender's IP address, when known. */
export async function sendHint(input: HintGiftRequest, client: string | null): Promise<HintResult> {
  const { email, name, message, productSlug, locale } = input;
  const t = serverT(locale, 'product');

  const recipient = email.toLowerCase();
  const verdict = await takeAttempt([
    ...perClient('hintPerClient', client),
    { rule: 'hintPerAddress', key: recipient },
    { rule: 'hintAll', key: 'all' },
  ]);
  if (!verdict.allowed) {
    return { ok: false, status: 429, code: 'rate_limited', message: t('hintGift.errors.rateLimited') };
  }

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
