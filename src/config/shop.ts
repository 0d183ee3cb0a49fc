/** Business constants from spec §9, in one place so a change of policy is a one-line diff. */

/** Online card payment (WayForPay) adds this share of the order amount as a fee line. */
export const CARD_PAYMENT_FEE_RATE = 0.02;

/** Shown price of a 6 × 2 ml discovery set, in UAH. */
export const DISCOVERY_SET_6_PRICE_UAH = 329;
export const DISCOVERY_SET_SIZES = [6, 9] as const;

export const CURRENCY = 'UAH';

/** The shop's one name: the logo (locales' `brand`), the demo copyright and the mails' sender. */
export const BRAND_NAME = 'Aroma';

/** Viewport breakpoints in px (spec §9): below `scrollLock` the open mobile menu locks the page. */
export const BREAKPOINTS = {
  desktop: 1440,
  tabletVW: 1199,
  tablet: 768,
  mobile: 375,
  scrollLock: 767,
} as const;

export const TOAST = {
  durationMs: 3000,
  /** Each toast after the first enters this much later (spec: 0.25 s × index). */
  staggerSeconds: 0.25,
} as const;

/** Hash links land this far below the top so the sticky header does not cover the target. */
export const ANCHOR_SCROLL_OFFSET_PX = 150;

/** Spec §9: an accordion's collapse animation. */
export const COLLAPSE_DURATION_MS = 500;

/**
 * Spec §9: elements animate in once as they scroll into view, for this long, and only from
 * `BREAKPOINTS.tabletVW` up (src/app/globals.css `.reveal`, which cannot import these numbers).
 */
export const REVEAL_ANIMATION_MS = 1200;

export const IMAGE = {
  /** `sizes` for a product card in a 2/3/4-column grid. */
  productCardSizes: '(max-width: 767px) 50vw, (max-width: 1199px) 33vw, 300px',
} as const;

export const LANGUAGES = ['uk', 'en', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];
/** Ukrainian is served without a path prefix; the others under /en and /ru. */
export const DEFAULT_LANGUAGE: Language = 'uk';

/** Remembers the shopper's language choice (spec §2: name and 365 days). */
export const LANGUAGE_COOKIE = { name: 'i18n_redirected', maxAgeDays: 365 } as const;

/** Home page shelves. */
export const HOME_SHELF_SIZE = 8;
export const HOME_POSTS = 3;

/**
 * Favourites are kept in the browser and read live by id (POST /api/products takes at most this many
 * ids): far beyond what a shopper saves in a perfume shop, a bound on what one request may ask.
 */
export const FAVOURITES_MAX = 100;
/** Recently viewed products the browser keeps, newest first. */
export const RECENTLY_VIEWED_MAX = 8;

/** Blog list page size, and how many other articles an article suggests. */
export const BLOG_PAGE_SIZE = 12;
export const BLOG_RELATED_POSTS = 3;
/** Spec §7: share links open the network in a popup of this size. */
export const SHARE_POPUP = { width: 626, height: 436 } as const;

/** "Hint a gift": how many hints one recipient, or one client address, may get per window. */
export const HINT_GIFT_LIMITS = { perAddress: 3, perClient: 10, windowMs: 60 * 60 * 1000 } as const;
export const HINT_GIFT_MESSAGE_MAX = 500;

/** The checkout's phone input (spec §9). */
export const PHONE_INPUT = {
  maxLength: 25,
  /** The country list opens below the selector when more than this is free beneath it, else above. */
  dropdownSpaceBelowPx: 200,
  /** Letters typed in the open country list add up to one search until this long a pause. */
  typeToFindResetMs: 700,
  /** Spec: default country not shown; the shop sells in Ukraine. */
  defaultCountry: 'ua',
} as const;

/** Spec §5, §9: a review carries at most 3 photos, 30 MB together. */
export const REVIEW_PHOTO_LIMITS = { maxCount: 3, maxTotalBytes: 30 * 1024 * 1024 } as const;
/** Reviews per page of /reviews. */
export const REVIEWS_PAGE_SIZE = 10;
/** WordPress keeps a comment up to 65 525 bytes; a review longer than this is not a review. */
export const REVIEW_TEXT_MAX = 3000;

/** The header's search field (issue "Finding a fragrance"). */
export const SEARCH_FIELD = {
  /** Fewer letters than this say too little to suggest anything. */
  minChars: 2,
  /** A pause in typing this long asks for suggestions; faster keystrokes ask once. */
  debounceMs: 200,
  /** Answers kept in the page's memory, so erasing a letter shows the earlier list at once. */
  cacheSize: 30,
  /** Products the field asks for; the results page shows the rest. */
  products: 5,
} as const;
/** The best sellers a search that finds nothing offers instead. */
export const SEARCH_WAY_ON_PRODUCTS = 4;
