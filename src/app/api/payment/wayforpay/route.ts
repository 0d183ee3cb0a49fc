import { NextResponse } from 'next/server';
import { codedError } from '@/server/http/coded-error';
import { readLimitedText } from '@/server/http/limited-body';
import { acceptPaymentNotification } from '@/server/payment-notification/accept-payment-notification';
import { readNotificationBody } from '@/server/wayforpay/service-notification';
import { upstreamError } from '@/server/http/upstream-error';
import { otherMethods } from '@/server/http/other-methods';

/**
 * WayForPay's service notification. A valid signature is answered with the signed accept, so WayForPay
 * stops re-sending, also when it names no order of ours or does not match its order (then nothing
 * changes; see accept-payment-notification.ts); a forged one gets 403 and changes nothing. When
 * WooCommerce fails the answer is 502 (503 when it does not answer) without accept, so WayForPay retries later.
 */
export async function POST(request: Request) {
  // WayForPay posts JSON, some integrations as a form's only key: any content type is read, its size capped.
  const text = await readLimitedText(request);
  if (!text.ok) return text.response;
  const body = readNotificationBody(text.data);
  try {
    const outcome = await acceptPaymentNotification(body);
    if (outcome.status === 200) return NextResponse.json(outcome.answer);
    return codedError(outcome.status, outcome.status === 403 ? 'forbidden' : 'bad_request', outcome.error);
  } catch (error) {
    console.error('POST /api/payment/wayforpay failed', error);
    return upstreamError(error, 'upstream_unavailable', 'The order could not be updated, try again later.');
  }
}

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
