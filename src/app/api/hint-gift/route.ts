import { NextResponse } from 'next/server';
import { HINT_GIFT_LIMITS } from '@/config/shop';
import { hintGiftMail } from '@/server/hint-gift/hint-gift-mail';
import { hintGiftRequestSchema } from '@/domain/hint-gift/hint-gift-schema';
import { createRateLimiter } from '@/server/hint-gift/rate-limiter';
import { localizedPath } from '@/i18n/languages';
import { serverT } from '@/i18n/server';
import { serverEnv } from '@/server/env';
import { apiError } from '@/server/http/api-error';
import { clientIp } from '@/server/http/client-ip';
import { codedError } from '@/server/http/coded-error';
import { parseJsonBody } from '@/server/http/json-body';
import { mailFrom, mailTransport } from '@/server/mail/transport';
import { getProductBySlug } from '@/server/woocommerce/products';

// One process's memory: a restart forgets the counts, which is acceptable for a courtesy e-mail.
const perAddress = createRateLimiter({
  limit: HINT_GIFT_LIMITS.perAddress,
  windowMs: HINT_GIFT_LIMITS.windowMs,
});
const perClient = createRateLimiter({
  limit: HINT_GIFT_LIMITS.perClient,
  windowMs: HINT_GIFT_LIMITS.windowMs,
});

/**
 * POST {email, name?, message?, productSlug, locale} → 200 {sent: true}: e-mails the recipient a
 * link to the product in the page's language. Limited per recipient and per client address.
 */
export async function POST(request: Request) {
  const body = await parseJsonBody(request, hintGiftRequestSchema);
  if (!body.ok) return body.response;
  const { email, name, message, productSlug, locale } = body.data;
  const t = serverT(locale, 'product');

  const recipient = email.toLowerCase();
  if (!perClient.take(clientIp(request.headers) ?? 'unknown') || !perAddress.take(recipient)) {
    return codedError(429, 'rate_limited', t('hintGift.errors.rateLimited'));
  }

  try {
    const product = await getProductBySlug(productSlug, locale);
    if (!product) return apiError(404, 'not_found', `No product ${productSlug}.`);
    const link = `${serverEnv().siteUrl}${localizedPath(locale, `/${product.slug}`)}`;
    const mail = hintGiftMail({ lng: locale, productName: product.name, link, name, message });
    await mailTransport().sendMail({ from: mailFrom(), to: email, ...mail });
    return NextResponse.json({ sent: true });
  } catch (error) {
    console.error(`POST /api/hint-gift (${productSlug}, ${locale}) failed`, error);
    return codedError(502, 'upstream_unavailable', t('hintGift.errors.failed'));
  }
}
