import type Database from 'better-sqlite3';
import type { CouponDoc, CustomerDoc, ReviewDoc } from './model';
import type { SeededPerfume } from './seed-perfumes';
import { seedDate, seededRandom } from './seed-random';
import { attachSeedPhotos } from './seed-review-photos';
import { REVIEW_TEXTS, REVIEWERS } from './seed-texts';
import { nextPostId, save } from './store';

export function seedReviews(db: Database.Database, perfumes: SeededPerfume[]): void {
  const random = seededRandom(4242);
  perfumes.forEach((perfume, i) => {
    // Every seventh perfume has no reviews yet, so the "be the first" state exists.
    const count = i % 7 === 3 ? 0 : random.int(2, 6);
    for (let n = 0; n < count; n++) {
      const lang = random.pick(['uk', 'uk', 'en', 'ru'] as const);
      const review: Omit<ReviewDoc, 'id'> = {
        product_id: perfume.doc.id,
        date_created: seedDate((perfume.doc.id % 300) + n * 3 + 30, 9 + n),
        status: 'approved',
        reviewer: random.pick(REVIEWERS),
        reviewer_email: `reviewer${i}-${n}@example.com`,
        // Stored as the shopper typed it; the REST answer wraps it in <p> (wpautop).
        review: random.pick(REVIEW_TEXTS[lang]),
        rating: random.pick([3, 4, 4, 5, 5, 5]),
        verified: random.next() > 0.3,
      };
      const id = Number(
        db.prepare('INSERT INTO wc_reviews (product_id, doc) VALUES (?, ?)').run(review.product_id, '{}')
          .lastInsertRowid,
      );
      save(db, 'wc_reviews', { id, ...review }, { product_id: review.product_id });
      // The language its text is in, as the shop stores a review's (comment meta review_language).
      db.prepare(
        `INSERT INTO wc_comment_meta (comment_id, meta_key, meta_value) VALUES (?, 'review_language', ?)`,
      ).run(id, lang);
      // The newest review of every third perfume has photos: one, or two on every sixth.
      if (n === count - 1 && i % 3 === 0) attachSeedPhotos(db, id, i % 6 === 0 ? 2 : 1, review.date_created);
    }
  });
}

const COUPON_DEFAULTS: Omit<CouponDoc, 'id' | 'code'> = {
  amount: '0',
  discount_type: 'percent',
  description: '',
  date_created: seedDate(0),
  date_modified: seedDate(0),
  date_expires: null,
  usage_count: 0,
  individual_use: false,
  product_ids: [],
  excluded_product_ids: [],
  usage_limit: null,
  usage_limit_per_user: null,
  limit_usage_to_x_items: null,
  free_shipping: false,
  product_categories: [],
  excluded_product_categories: [],
  exclude_sale_items: false,
  minimum_amount: '0.00',
  maximum_amount: '0.00',
  email_restrictions: [],
  used_by: [],
  meta_data: [],
};

export function insertCoupon(
  db: Database.Database,
  coupon: Partial<CouponDoc> & { code: string },
): CouponDoc {
  const doc: CouponDoc = {
    ...COUPON_DEFAULTS,
    ...coupon,
    id: nextPostId(db, 'shop_coupon'),
    code: coupon.code.toLowerCase(),
  };
  save(db, 'wc_coupons', doc, { code: doc.code });
  return doc;
}

export function seedCoupons(db: Database.Database, discoverySetIds: number[]): void {
  insertCoupon(db, { code: 'welcome10', amount: '10.00', description: 'Welcome 10%' });
  insertCoupon(db, { code: 'expired2025', amount: '15.00', date_expires: '2025-12-31T23:59:59' });
  insertCoupon(db, {
    code: 'usedup',
    amount: '20.00',
    usage_limit: 5,
    usage_count: 5,
    used_by: ['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com', 'e@example.com'],
  });
  insertCoupon(db, { code: 'once', amount: '10.00', usage_limit: 1 });
  insertCoupon(db, { code: 'nosale', amount: '10.00', exclude_sale_items: true });
  insertCoupon(db, { code: 'onlysets', amount: '15.00', product_ids: discoverySetIds });
  insertCoupon(db, { code: 'bound', amount: '10.00', email_restrictions: ['bound@example.com'] });
  insertCoupon(db, { code: 'freeship', amount: '0.00', discount_type: 'fixed_cart', free_shipping: true });
}

export function seedCustomers(db: Database.Database): void {
  const customers: Omit<CustomerDoc, 'id'>[] = [
    ['olena@example.com', 'Олена', 'Коваль', 'yes'],
    ['andrii@example.com', 'Андрій', 'Шевченко', ''],
    ['subscribed@example.com', 'Марія', 'Бондар', 'yes'],
  ].map(([email, first, last, subscribed], i) => ({
    date_created: seedDate(10 + i),
    date_modified: seedDate(10 + i),
    email,
    first_name: first,
    last_name: last,
    role: 'customer',
    username: email.split('@')[0],
    billing: {
      first_name: first,
      last_name: last,
      email,
      phone: `+38067123456${i}`,
      city: 'Київ',
      country: 'UA',
    },
    shipping: { first_name: first, last_name: last, city: 'Київ', country: 'UA' },
    meta_data: subscribed ? [{ id: 1 + i, key: 'newsletter_subscribed', value: 'yes' }] : [],
  }));
  for (const customer of customers) {
    const id = Number(
      db.prepare('INSERT INTO wc_customers (email, doc) VALUES (?, ?)').run(customer.email, '{}')
        .lastInsertRowid,
    );
    save(db, 'wc_customers', { id, ...customer }, { email: customer.email });
  }
}
