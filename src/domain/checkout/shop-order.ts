import type { Language } from '@/config/shop';
import type { PaymentMethod } from './order-schema';

type ShopOrderLine = {
  name: string;
  quantity: number;
  subtotal: number;
  total: number;
  details: string[];
};

/** An order as the storefront uses it, read from the shop's platform; amounts in UAH, as the platform computed them. */
export type ShopOrder = {
  id: number;
  number: string;
  /** WooCommerce's secret per-order key (`wc_order_…`): whoever holds it may see the order. */
  orderKey: string;
  status: string;
  /** Goods before the discount. */
  subtotal: number;
  discount: number;
  fee: number;
  feeLines: { id: number; name: string; total: number }[];
  shipping: number;
  total: number;
  /** ISO 4217, as WooCommerce holds it; the storefront creates its orders in UAH. */
  currency: string;
  paid: boolean;
  createdAt: Date;
  /** The shop's payment tag of the order's gateway; null for a gateway the storefront does not use. */
  payment: PaymentMethod | null;
  transactionId: string;
  customer: { firstName: string; lastName: string; email: string; phone: string };
  deliveryAddress: string;
  lines: ShopOrderLine[];
  lng: Language;
  idempotencyKey: string | null;
};
