/*
 * Use case: send a hint. A shopper e-mails a friend a link to a product ("hint a gift"), in the
 * page's language. The mail goes out from the shop's own domain to any address, so it must not be
 * usable as a relay (issue 24): no links in the sender's words (the shop adds the product's own),
 * the captcha, and limits per client (before the captcha, so forged tokens never reach the provider)
 * and per recipient (after it, so nobody can use up a stranger's address without passing it).
 */
import 'server-only';
import { hasLink } from '@/domain/hint-gift/has-link';
import type { HintGiftRequest } from '@/domain/hint-gift/hint-gift-schema';
import { localizedPath } from '@/i18n/languages';
import { serverT } from '@/i18n/server';
import { verifyCaptcha } from '@/server/captcha/verify-captcha';
import { serverEnv } from '@/server/env';
import { mailFrom, mailTransport } from '@/server/mail/transport';
import { getProductBySlug } from '@/server/woocommerce/products';
import { hintGiftMail } from './hint-gift-mail';
import { perClient, takeAttempt } from '@/server/rate-limit/rate-limiter';

type HintResult =
  | { ok: true }
  | {
      ok: false;
      status: 400 | 404 | 429 | 502;
      code: 'link_in_text' | 'captcha_failed' | 'not_found' | 'rate_limited' | 'upstream_unavailable';
      message: string;
      field?: 'name' | 'message' | 'captcha';
    };

/** E-mails the recipient a link to the product; `client` is the sender's IP address, when known. */
export async function sendHint(input: HintGiftRequest, client: string | null): Promise<HintResult> {
  const { email, name, message, productSlug, locale } = input;
  const t = serverT(locale, 'product');

  const linked = (['name', 'message'] as const).find((field) => hasLink(input[field] ?? ''));
  if (linked) {
    return {
      ok: false,
      status: 400,
      code: 'link_in_text',
      message: t('hintGift.errors.noLinks'),
      field: linked,
    };
  }
  const limited = {
    ok: false,
    status: 429,
    code: 'rate_limited',
    message: t('hintGift.errors.rateLimited'),
  } as const;
  const byClient = await takeAttempt([
    ...perClient('hintPerClient', client),
    { rule: 'hintAll', key: 'all' },
  ]);
  if (!byClient.allowed) return limited;
  if (!(await verifyCaptcha(input.captcha, client))) {
    const failed = serverT(locale, 'common')('captcha.failed');
    return { ok: false, status: 400, code: 'captcha_failed', message: failed, field: 'captcha' };
  }
  const byRecipient = await takeAttempt([{ rule: 'hintPerAddress', key: email.toLowerCase() }]);
  if (!byRecipient.allowed) return limited;

  try {
    const product = await getProductBySlug(productSlug, locale);
    if (!product) return { ok: false, status: 404, code: 'not_found', message: `No product ${productSlug}.` };
    const { siteUrl } = serverEnv();
    const link = `${siteUrl}${localizedPath(locale, `/${product.slug}`)}`;
    const shop = new URL(siteUrl).host;
    const mail = hintGiftMail({ lng: locale, productName: product.name, link, shop, name, message });
    await mailTransport().sendMail({ from: mailFrom(), to: email, ...mail });
    return { ok: true };
  } catch (error) {
    console.error(`POST /api/hint-gift (${productSlug}, ${locale}) failed`, error);
    return { ok: false, status: 502, code: 'upstream_unavailable', message: t('hintGift.errors.failed') };
  }
}
