import { HINT_GIFT_LIMITS } from '@/config/shop';

export type LimitRule = { limit: number; windowMs: number };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/*
 * How often one client (and, where a route sends mail, one address) may call the routes that cost
 * the shop something or tell an attacker something. A shopper never meets these: a checkout checks a
 * handful of promo codes and places one order. `…All` is a ceiling over every client together on
 * work done (form-guard.ts): a client's refused attempts stay in its own limits, so the ceiling only
 * bounds what many clients really made the platform do, and each client's limit is far below it.
 */
export const LIMITS = {
  /** Each answer says whether a code exists, so guessing codes is what this stops. */
  promoPerClient: { limit: 20, windowMs: MINUTE },
  promoPerClientHourly: { limit: 120, windowMs: HOUR },
  promoAll: { limit: 3_000, windowMs: MINUTE },
  /** Each order sends a confirmation e-mail to the address it names. */
  orderPerClient: { limit: 30, windowMs: 10 * MINUTE },
  orderPerEmail: { limit: 5, windowMs: 10 * MINUTE },
  orderAll: { limit: 600, windowMs: MINUTE },
  /** The quote only reads the catalogue, but each one costs WooCommerce reads. */
  quotePerClient: { limit: 120, windowMs: MINUTE },
  hintPerClient: { limit: HINT_GIFT_LIMITS.perClient, windowMs: HINT_GIFT_LIMITS.windowMs },
  hintPerAddress: { limit: HINT_GIFT_LIMITS.perAddress, windowMs: HINT_GIFT_LIMITS.windowMs },
  hintAll: { limit: 100, windowMs: HINT_GIFT_LIMITS.windowMs },
  /**
   * The tracking lookup answers whether a phone belongs to an order number: a shopper needs a try or
   * two, a guesser millions. Per number too, so guesses spread over many clients still stall.
   */
  trackingPerClient: { limit: 10, windowMs: 10 * MINUTE },
  trackingPerOrder: { limit: 20, windowMs: HOUR },
  trackingAll: { limit: 600, windowMs: MINUTE },
  /**
   * Each new subscriber makes WordPress send a mail; a shopper subscribes once (twice to see
   * "already"), so these only stop a script filling the list.
   */
  newsletterPerClient: { limit: 10, windowMs: 10 * MINUTE },
  newsletterPerEmail: { limit: 5, windowMs: HOUR },
  newsletterAll: { limit: 300, windowMs: MINUTE },
  /**
   * A spin may create a coupon and send a mail. A spin that wins nothing lets the address spin
   * again, so the per-address rule is what bounds spinning until a prize comes up.
   */
  wheelPerClient: { limit: 10, windowMs: 10 * MINUTE },
  wheelPerEmail: { limit: 5, windowMs: HOUR },
  wheelAll: { limit: 300, windowMs: MINUTE },
  /**
   * Each callback request makes an order a manager has to phone about: a shopper sends one (a second
   * after changing their mind, a retry after a refused line), a script filling the orders list more.
   */
  callbackPerClient: { limit: 10, windowMs: 10 * MINUTE },
  callbackPerPhone: { limit: 5, windowMs: HOUR },
  callbackAll: { limit: 300, windowMs: MINUTE },
  /**
   * Each review uploads up to 30 MB into the media library and waits for a moderator: a shopper
   * writes one or two (and may retry a refused photo), so these stop a script filling the library
   * or the moderation queue. Per client every attempt counts, before the body is read.
   */
  reviewPerClient: { limit: 10, windowMs: 10 * MINUTE },
  reviewPerEmail: { limit: 3, windowMs: HOUR },
  reviewAll: { limit: 100, windowMs: MINUTE },
  /**
   * The checkout's delivery fields ask Nova Poshta as the shopper types (the browser keeps answers
   * for five minutes): a few dozen a checkout, so these only stop a script using the shop's API key.
   */
  novaPoshtaPerClient: { limit: 120, windowMs: MINUTE },
  /**
   * Favourites and recently viewed read their cards live: one read per product page, per opening of
   * an empty basket and per visit to the favourites page. The catalogue is cached, but a cold cache
   * rebuilds it from WooCommerce, so a script asking in a loop is stopped here.
   */
  productsPerClient: { limit: 120, windowMs: MINUTE },
  /**
   * The header's search field asks as the shopper types (the browser waits for a pause and keeps
   * answers): a few dozen a search, so this stops a script, not a fast typist.
   */
  searchPerClient: { limit: 240, windowMs: MINUTE },
  /** Asked once per checkout visit (the browser keeps the answer an hour). */
  ipCountryPerClient: { limit: 20, windowMs: 10 * MINUTE },
} as const satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof LIMITS;
