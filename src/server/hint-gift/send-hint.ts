/*
 * Use case: send a hint. A shopper e-mails a friend a link to a product ("hint a gift"), in the
 * page's language. The mail goes out from the shop's own domain to any address, so it must not be
 * usable as a relay: no links in the sender's words (the shop adds the product's own), and
 * the route's guard (the client's limit, the captcha, the recipient's limit) before anything is sent.
 */
import 'server-only';
import { hasLink } from '@/domain/hint-gift/has-link';
import type { HintGiftRequest } from '@/domain/hint-gift/hint-gift-schema';
import type { Outcome, Refusal } from '@/domain/outcome/outcome';
import { localizedPath } from '@/i18n/languages';
import { serverT } from '@/i18n/server';
import { serverEnv } from '@/server/env';
import { mailFrom, mailTransport } from '@/server/mail/transport';
import { getProductBySlug } from '@/server/woocommerce/products';
import { hintGiftMail } from './hint-gift-mail';

type HintRefusal = Refusal<'link_in_text' | 'not_found' | 'upstream_unavailable'>;

/**
 * A link in the sender's name or message, refused with its field before the captcha is spent, so the
 * shopper mends the text and sends again without solving it twice.
 */
export function refuseLinks(input: HintGiftRequest): HintRefusal | null {
  const linked = (['name', 'message'] as const).find((field) => hasLink(input[field] ?? ''));
  if (!linked) return null;
  const message = serverT(input.locale, 'product')('hintGift.errors.noLinks');
  return { ok: false, code: 'link_in_text', message, field: linked };
}

/** E-mails the recipient a link to the product. */
export async function sendHint(input: HintGiftRequest): Promise<Outcome<object, HintRefusal['code']>> {
  const { email, name, message, productSlug, locale } = input;
  const linked = refuseLinks(input);
  if (linked) return linked;
  try {
    const product = await getProductBySlug(productSlug, locale);
    if (!product) return { ok: false, code: 'not_found', message: `No product ${productSlug}.` };
    const { siteUrl } = serverEnv();
    const link = `${siteUrl}${localizedPath(locale, `/${product.slug}`)}`;
    const shop = new URL(siteUrl).host;
    const mail = hintGiftMail({ lng: locale, productName: product.name, link, shop, name, message });
    await mailTransport().sendMail({ from: mailFrom(), to: email, ...mail });
    return { ok: true };
  } catch (error) {
    console.error(`POST /api/hint-gift (${productSlug}, ${locale}) failed`, error);
    // The mail server's failure as much as WooCommerce's: 502 either way, no Retry-After.
    const failed = serverT(locale, 'product')('hintGift.errors.failed');
    return { ok: false, code: 'upstream_unavailable', message: failed };
  }
}
