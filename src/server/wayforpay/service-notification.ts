import { z } from 'zod';
import { signaturesMatch, wayforpaySignature } from './signature';

/**
 * WayForPay posts JSON; some integrations send the JSON as the only key of a form body
 * (`{"merchantAccount":…}=`). Both are read; anything else is null.
 */
export function readNotificationBody(text: string): unknown {
  const json = (value: string) => {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return undefined;
    }
  };
  const direct = json(text);
  if (direct !== undefined) return direct;
  const keys = [...new URLSearchParams(text).keys()];
  return keys.length === 1 ? (json(keys[0]) ?? null) : null;
}

/** The service-URL notification body; WayForPay sends more fields, these are the ones we rely on. */
export const wayforpayNotificationSchema = z.object({
  merchantAccount: z.string(),
  orderReference: z.string().min(1),
  merchantSignature: z.string().min(1),
  amount: z.union([z.number(), z.string()]),
  currency: z.string(),
  authCode: z.union([z.string(), z.number()]).nullish(),
  cardPan: z.string().nullish(),
  transactionStatus: z.string(),
  reasonCode: z.union([z.number(), z.string()]),
  reason: z.string().nullish(),
  email: z.string().nullish(),
  phone: z.string().nullish(),
});

export type WayforpayNotification = z.infer<typeof wayforpayNotificationSchema>;

/** The notification's signature covers the values exactly as received, missing ones as empty strings. */
export function isNotificationSigned(notification: WayforpayNotification, secretKey: string): boolean {
  const expected = wayforpaySignature(secretKey, [
    notification.merchantAccount,
    notification.orderReference,
    String(notification.amount),
    notification.currency,
    String(notification.authCode ?? ''),
    notification.cardPan ?? '',
    notification.transactionStatus,
    String(notification.reasonCode),
  ]);
  return signaturesMatch(expected, notification.merchantSignature);
}

/** The answer WayForPay expects, so it stops re-sending the notification. */
export function acceptAnswer(orderReference: string, secretKey: string, time: number) {
  return {
    orderReference,
    status: 'accept' as const,
    time,
    signature: wayforpaySignature(secretKey, [orderReference, 'accept', time]),
  };
}
