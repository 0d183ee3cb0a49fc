/**
 * WooCommerce's coupon messages in the WordPress site language (Settings → General → Site Language,
 * the `WPLANG` option): WordPress translates REST error messages with the site's locale, so a
 * Ukrainian shop answers every coupon error in Ukrainian while the error code stays
 * `woocommerce_rest_invalid_coupon`. The English texts are WooCommerce's; the Ukrainian ones are the
 * sandbox's wording, close to but not copied from the `uk` language pack.
 */
export type SiteLanguage = 'en' | 'uk';

export const SITE_LANGUAGES: readonly SiteLanguage[] = ['en', 'uk'];

export interface CouponMessages {
  /** WC_REST_Orders_V2_Controller: a coupon line without a code. */
  required: string;
  /** 105 */
  notFound(code: string): string;
  /** 103 */
  alreadyApplied: string;
  /** 104 */
  individualUse(code: string): string;
  /** 106 */
  usageLimit: string;
  /** 107 */
  expired: string;
  /** 108 */
  minimum(amount: string): string;
  /** 112 */
  maximum(amount: string): string;
  /** 109 */
  notApplicable: string;
  /** 110 */
  saleItems: string;
  /** 113 */
  excludedProducts(names: string): string;
  /** 114 */
  excludedCategories(names: string): string;
  /** 102 */
  email(code: string): string;
}

export const COUPON_MESSAGES: Record<SiteLanguage, CouponMessages> = {
  en: {
    required: 'Coupon code is required.',
    notFound: (code) => `Coupon "${code}" cannot be applied because it does not exist.`,
    alreadyApplied: 'Coupon code already applied!',
    individualUse: (code) =>
      `Sorry, coupon "${code}" has already been applied and cannot be used in conjunction with other coupons.`,
    usageLimit: 'Coupon usage limit has been reached.',
    expired: 'This coupon has expired.',
    minimum: (amount) => `The minimum spend for this coupon is ${amount}.`,
    maximum: (amount) => `The maximum spend for this coupon is ${amount}.`,
    notApplicable: 'Sorry, this coupon is not applicable to selected products.',
    saleItems: 'Sorry, this coupon is not valid for sale items.',
    excludedProducts: (names) => `Sorry, this coupon is not applicable to the products: ${names}.`,
    excludedCategories: (names) => `Sorry, this coupon is not applicable to the categories: ${names}.`,
    email: (code) => `Please enter a valid email to use coupon code "${code}".`,
  },
  uk: {
    required: 'Потрібно вказати код купона.',
    notFound: (code) => `Купон «${code}» не можна застосувати, бо його не існує.`,
    alreadyApplied: 'Код купона вже застосовано!',
    individualUse: (code) =>
      `На жаль, купон «${code}» уже застосовано, і його не можна поєднувати з іншими купонами.`,
    usageLimit: 'Досягнуто ліміту використання купона.',
    expired: 'Термін дії цього купона минув.',
    minimum: (amount) => `Мінімальна сума для цього купона — ${amount}.`,
    maximum: (amount) => `Максимальна сума для цього купона — ${amount}.`,
    notApplicable: 'На жаль, цей купон не застосовується до вибраних товарів.',
    saleItems: 'На жаль, цей купон не діє на товари зі знижкою.',
    excludedProducts: (names) => `На жаль, цей купон не застосовується до товарів: ${names}.`,
    excludedCategories: (names) => `На жаль, цей купон не застосовується до категорій: ${names}.`,
    email: (code) => `Будь ласка, введіть дійсну електронну адресу, щоб використати купон «${code}».`,
  },
};
