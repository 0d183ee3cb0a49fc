import { roundMoney } from '@/domain/money';
import { wayforpaySignature } from './signature';

export interface PurchaseLine {
  name: string;
  price: number;
  count: number;
}

interface PurchaseRequest {
  merchantAccount: string;
  merchantDomainName: string;
  secretKey: string;
  orderReference: string;
  orderDate: number;
  amount: number;
  currency: 'UAH';
  lines: PurchaseLine[];
  returnUrl: string;
  serviceUrl: string;
  language: 'UA' | 'EN' | 'RU';
  clientEmail?: string;
  clientPhone?: string;
  clientFirstName?: string;
  clientLastName?: string;
}

/** A form field as the pay page receives it; arrays repeat the name with `[]`. */
export type FormField = [name: string, value: string];

/** WayForPay amounts are decimals with at most two places, written without trailing zeros noise. */
export function formatAmount(value: number): string {
  return String(roundMoney(value));
}

/**
 * The signed Purchase form. The signature covers merchantAccount; merchantDomainName; orderReference;
 * orderDate; amount; currency; every product name; every count; every price — in that order.
 */
export function purchaseForm(request: PurchaseRequest): FormField[] {
  const names = request.lines.map((l) => l.name);
  const counts = request.lines.map((l) => String(l.count));
  const prices = request.lines.map((l) => formatAmount(l.price));
  const amount = formatAmount(request.amount);
  const signature = wayforpaySignature(request.secretKey, [
    request.merchantAccount,
    request.merchantDomainName,
    request.orderReference,
    request.orderDate,
    amount,
    request.currency,
    ...names,
    ...counts,
    ...prices,
  ]);
  const optional: FormField[] = (
    [
      ['clientEmail', request.clientEmail],
      ['clientPhone', request.clientPhone],
      ['clientFirstName', request.clientFirstName],
      ['clientLastName', request.clientLastName],
    ] as const
  ).flatMap(([k, v]) => (v ? [[k, v] as FormField] : []));
  return [
    ['merchantAccount', request.merchantAccount],
    ['merchantDomainName', request.merchantDomainName],
    ['merchantTransactionSecureType', 'AUTO'],
    ['merchantSignature', signature],
    ['orderReference', request.orderReference],
    ['orderDate', String(request.orderDate)],
    ['amount', amount],
    ['currency', request.currency],
    ...names.map((n): FormField => ['productName[]', n]),
    ...prices.map((p): FormField => ['productPrice[]', p]),
    ...counts.map((c): FormField => ['productCount[]', c]),
    ['returnUrl', request.returnUrl],
    ['serviceUrl', request.serviceUrl],
    ['language', request.language],
    ...optional,
  ];
}
