import type Database from 'better-sqlite3';
import type { ProductDoc, VariationDoc } from './model';
import { createOrder } from './order-build';
import { seedDate } from './seed-random';
import { all, save } from './store';

interface DemoOrder {
  status: string;
  day: number;
  email: string;
  name: [string, string];
  city: string;
  products: { sku: string; quantity: number }[];
  shipping: number;
  /**
   * Nova Poshta waybill (14 digits starting 20), stored as order meta under the TTN key; its last
   * digit gives its tracking status (novaposhta/order-waybills.ts): 5 received, 3 on the way.
   */
  ttn?: string;
  coupon?: string;
}

const DEMO_ORDERS: DemoOrder[] = [
  {
    status: 'completed',
    day: 300,
    email: 'olena@example.com',
    name: ['Олена', 'Коваль'],
    city: 'Київ',
    products: [{ sku: 'W001-50', quantity: 1 }],
    shipping: 80,
    ttn: '20450012345675',
  },
  {
    status: 'processing',
    day: 320,
    email: 'andrii@example.com',
    name: ['Андрій', 'Шевченко'],
    city: 'Львів',
    products: [
      { sku: 'M031-100', quantity: 1 },
      { sku: 'C003', quantity: 2 },
    ],
    shipping: 80,
    ttn: '20450087654323',
  },
  {
    status: 'on-hold',
    day: 322,
    email: 'subscribed@example.com',
    name: ['Марія', 'Бондар'],
    city: 'Одеса',
    products: [{ sku: 'DS-6', quantity: 1 }],
    shipping: 0,
  },
  {
    status: 'pending',
    day: 325,
    email: 'guest@example.com',
    name: ['Ірина', 'Мельник'],
    city: 'Дніпро',
    products: [{ sku: 'U056-30', quantity: 1 }],
    shipping: 80,
  },
  {
    status: 'cancelled',
    day: 326,
    email: 'guest@example.com',
    name: ['Ірина', 'Мельник'],
    city: 'Дніпро',
    products: [{ sku: 'C001', quantity: 1 }],
    shipping: 80,
  },
];

/** A few orders in different statuses, with fixed dates and keys so every reset matches. */
export function seedOrders(db: Database.Database, ttnMetaKey: string): void {
  const products = all<ProductDoc>(db, 'wc_products');
  const variations = all<VariationDoc>(db, 'wc_variations');
  const line = ({ sku, quantity }: { sku: string; quantity: number }) => {
    const variation = variations.find((v) => v.sku === sku);
    const product = variation
      ? products.find((p) => p.id === variation.parent_id)
      : products.find((p) => p.sku === sku);
    if (!product) throw new Error(`seed order: no product with SKU ${sku}`);
    return { product_id: product.id, variation_id: variation?.id ?? 0, quantity };
  };
  for (const demo of DEMO_ORDERS) {
    const [first_name, last_name] = demo.name;
    const address = { first_name, last_name, city: demo.city, country: 'UA', address_1: 'Відділення №1' };
    const order = createOrder(db, {
      status: demo.status,
      payment_method: 'wayforpay',
      payment_method_title: 'WayForPay',
      billing: { ...address, email: demo.email, phone: '+380671234567' },
      shipping: address,
      line_items: demo.products.map(line),
      shipping_lines: [
        { method_id: 'nova_poshta_shipping', method_title: 'Нова Пошта', total: String(demo.shipping) },
      ],
      coupon_lines: demo.coupon ? [{ code: demo.coupon }] : [],
      meta_data: [{ key: 'lang', value: 'uk' }, ...(demo.ttn ? [{ key: ttnMetaKey, value: demo.ttn }] : [])],
    });
    const date = seedDate(demo.day, 14);
    const paid = ['completed', 'processing'].includes(demo.status) ? date : null;
    Object.assign(order, {
      date_created: date,
      date_created_gmt: date,
      date_modified: date,
      date_modified_gmt: date,
      date_paid: paid,
      date_completed: demo.status === 'completed' ? date : null,
    });
    save(db, 'wc_orders', order);
  }
}
