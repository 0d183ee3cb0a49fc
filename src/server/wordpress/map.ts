import { DEFAULT_LANGUAGE, type Language } from '@/config/shop';
import type { BlogCategory, Post, PostSummary } from '@/domain/content/post';
import type { ContentPage } from '@/domain/content/content-page';
import {
  DEFAULT_LANGUAGE_LINKS,
  SOCIAL_NAMES,
  type LanguageLink,
  type SiteOptions,
  type SocialLink,
  type SocialName,
} from '@/domain/content/site-options';
import { isPrizeType, type Wheel } from '@/domain/wheel/wheel';
import type {
  OptionsFieldsPartsFragment,
  BlogCategoriesQuery,
  PageByIdQuery,
  PageBySlugQuery,
  PostByIdQuery,
  PostSummaryPartsFragment,
  PrizeWheelsQuery,
} from '@/graphql/generated/graphql';
import { languageFromCode } from '@/i18n/languages';
import { plainText as htmlToText } from '@/domain/seo/json-ld';
import {
  acfBoolean,
  acfImageUrl,
  acfNumber,
  acfRows,
  acfText,
  reportProblems,
  type Problems,
} from './acf-values';

/** ACF repeaters come back as lists that may hold nulls; text fields as null when empty. */
function present<T>(items: ReadonlyArray<T | null | undefined> | null | undefined): T[] {
  return (items ?? []).filter((item): item is T => item != null);
}

function text(value: string | null | undefined): string {
  return value?.trim() ?? '';
}

function isSocialName(name: string): name is SocialName {
  return (SOCIAL_NAMES as readonly string[]).includes(name);
}

type Row = Record<string, unknown>;
const field = (row: unknown, key: string): unknown =>
  row && typeof row === 'object' && !Array.isArray(row) ? (row as Row)[key] : undefined;

function socials(f: unknown, problems: Problems): SocialLink[] {
  const path = 'subscriptions.socials';
  return acfRows<Row>(field(field(f, 'subscriptions'), 'socials'), path, problems).flatMap((social, i) => {
    const name = acfText(social.name, `${path}[${i}].name`, problems).toLowerCase();
    const url = acfText(social.url, `${path}[${i}].url`, problems);
    return isSocialName(name) && url ? [{ name, url }] : [];
  });
}

function langs(f: unknown, problems: Problems): LanguageLink[] {
  const path = 'subscriptions.langs';
  const links = acfRows<Row>(field(field(f, 'subscriptions'), 'langs'), path, problems).flatMap((lang, i) => {
    const raw = acfText(lang.code, `${path}[${i}].code`, problems);
    const code = languageFromCode(raw);
    return code ? [{ code, label: acfText(lang.label, `${path}[${i}].label`, problems) || raw }] : [];
  });
  return links.length > 0 ? links : DEFAULT_LANGUAGE_LINKS;
}

/**
 * The options page's `optionsFields` (WPGraphQL for ACF 2.x shapes: Select as `[String]`, Number as
 * Float, Image as `{node {sourceUrl}}`) → the shop's options. Values of an unexpected shape count as
 * empty and are logged with their field path; nothing here throws on WordPress's data.
 */
export function mapSiteOptions(fields: OptionsFieldsPartsFragment | null | undefined): SiteOptions {
  const problems: Problems = [];
  const f: unknown = fields ?? {};
  const contacts = field(f, 'contacts');
  const contact = (key: string) => acfText(field(contacts, key), `contacts.${key}`, problems);
  const faq = field(f, 'faq');
  const requisites = field(f, 'requisites');
  const options: SiteOptions = {
    socials: socials(f, problems),
    langs: langs(f, problems),
    faq: {
      hidden: acfBoolean(field(faq, 'hidden'), 'faq.hidden', problems) ?? false,
      items: acfRows<Row>(field(faq, 'faqObject'), 'faq.faqObject', problems)
        .map((item, i) => ({
          question: acfText(item.question, `faq.faqObject[${i}].question`, problems),
          answer: acfText(item.answer, `faq.faqObject[${i}].answer`, problems),
        }))
        .filter((item) => item.question && item.answer),
    },
    contacts: {
      email: contact('email'),
      phone: contact('phone'),
      address: contact('address'),
      timeWork: contact('timeWork'),
      mapUrl: contact('mapUrl'),
      messengerUrl: contact('messengerUrl'),
      botUrl: contact('botUrl'),
    },
    headerProducts: acfRows<Row>(field(field(f, 'header'), 'products'), 'header.products', problems)
      .map((product, i) => {
        const path = `header.products[${i}]`;
        const price = acfNumber(product.price, `${path}.price`, problems);
        return {
          slug: acfText(product.slug, `${path}.slug`, problems),
          title: plainText(acfText(product.title, `${path}.title`, problems)),
          image: acfImageUrl(product.image, `${path}.image`, problems),
          price: price === null ? '' : String(price),
        };
      })
      .filter((product) => product.slug && product.title),
    requisites: {
      recipient: acfText(field(requisites, 'recipient'), 'requisites.recipient', problems),
      // Editors paste IBANs grouped by four; banks' apps want them whole.
      iban: acfText(field(requisites, 'iban'), 'requisites.iban', problems).replace(/\s+/g, '').toUpperCase(),
      taxId: acfText(field(requisites, 'taxId'), 'requisites.taxId', problems).replace(/\s+/g, ''),
      purpose: acfText(field(requisites, 'purpose'), 'requisites.purpose', problems),
    },
    buttonType: acfText(field(f, 'buttonType'), 'buttonType', problems),
    copyright: acfText(field(f, 'copyright'), 'copyright', problems),
  };
  reportProblems('site options', problems);
  return options;
}

type WheelNode = NonNullable<PrizeWheelsQuery['prizeWheels']>['nodes'][number];

/** A prize wheel: `openCondition`/`discountType` are Selects (`[String]`), the numbers Floats. */
export function mapWheel(node: WheelNode): Wheel {
  const problems: Problems = [];
  const fields: unknown = node.wheelFields;
  const logic = field(fields, 'logic');
  const wheel: Wheel = {
    id: node.databaseId,
    slug: acfText(node.slug, 'slug', problems),
    title: plainText(node.title),
    openCondition: acfText(field(logic, 'openCondition'), 'logic.openCondition', problems),
    delaySeconds: acfNumber(field(logic, 'delaySeconds'), 'logic.delaySeconds', problems) ?? 0,
    expiryDays: positiveOr(
      acfNumber(field(logic, 'expiryDays'), 'logic.expiryDays', problems),
      DEFAULT_PRIZE_EXPIRY_DAYS,
    ),
    couponPrefix: acfText(field(logic, 'couponPrefix'), 'logic.couponPrefix', problems),
    prizes: acfRows<Row>(field(fields, 'prizes'), 'prizes', problems).map((prize, i) => {
      const type = acfText(prize.discountType, `prizes[${i}].discountType`, problems);
      return {
        label: plainText(acfText(prize.label, `prizes[${i}].label`, problems)),
        discountType: isPrizeType(type) ? type : 'none',
        amount: acfNumber(prize.amount, `prizes[${i}].amount`, problems) ?? 0,
        weight: acfNumber(prize.weight, `prizes[${i}].weight`, problems) ?? 1,
      };
    }),
  };
  reportProblems(`prize wheel ${node.databaseId}`, problems);
  return wheel;
}

/** An editor who leaves a wheel's expiry empty still gives coupons that end. */
const DEFAULT_PRIZE_EXPIRY_DAYS = 14;

function positiveOr(value: number | null | undefined, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;
}

/**
 * WordPress titles and excerpts are HTML with entities (`&#8220;`, `&hellip;`, `&nbsp;`); the cards
 * show text. An automatic excerpt ends in `[&hellip;]`, shown as a plain ellipsis.
 */
export function plainText(html: string | null | undefined): string {
  return htmlToText(html ?? '')
    .replace(/\s*\[…\]$/, '…')
    .trim();
}

/**
 * A featured image's alt in the post's language. An attachment has one alt text, and the shop's
 * Polylang does not translate media (wordpress/settings.json: a translation's featured image is the
 * same attachment, and WPGraphQL then gives a media item no language to tell by), so the alt is
 * written once, in the default language. A translation is described by its own title instead, as a
 * product picture is by its translated name.
 */
export function featuredImageAlt(altText: string | null | undefined, title: string, lng: Language): string {
  return (lng === DEFAULT_LANGUAGE && text(altText)) || title;
}

/** A post of a list; `lng` is the language the list was asked in. */
export function mapPostSummary(post: PostSummaryPartsFragment, lng: Language): PostSummary {
  const image = post.featuredImage?.node;
  return {
    id: post.databaseId,
    slug: text(post.slug),
    title: plainText(post.title),
    excerpt: plainText(post.excerpt),
    date: text(post.date),
    image: image?.sourceUrl
      ? {
          src: image.sourceUrl,
          alt: featuredImageAlt(image.altText, plainText(post.title), lng),
          width: image.mediaDetails?.width ?? null,
          height: image.mediaDetails?.height ?? null,
        }
      : null,
    categories: present(post.categories?.nodes).map((c) => ({ slug: text(c.slug), name: text(c.name) })),
  };
}

type PageBySlugNode = NonNullable<PageBySlugQuery['pages']>['nodes'][number];
type PageNode = PageBySlugNode | NonNullable<PageByIdQuery['page']>;

/**
 * A page. With `lng` (found by slug and language) a page of another language gives null: the
 * `language` filter unsupported or ignored, and the wrong translation shown silently is worse than
 * a 404. Without it (found by id) the page keeps its own language in `lng`.
 */
export function mapPage(page: PageNode, lng?: Language): ContentPage | null {
  const own = languageFromCode(text(page.language?.slug)) ?? null;
  if (lng !== undefined && own !== lng) return null;
  return {
    id: page.databaseId,
    lng: own,
    slug: text(page.slug),
    title: plainText(page.title),
    html: page.content ?? '',
    modified: text(page.modified),
    translations: present(page.translations).flatMap((translation) => {
      const code: Language | undefined = languageFromCode(text(translation.language?.slug));
      return code ? [{ lng: code, slug: text(translation.slug) }] : [];
    }),
  };
}

/**
 * The id of the `lng` translation of a page the slug found in another language: with Polylang free a
 * translation cannot share its original's slug (the English `about` is `about-2`), so `/en/about` finds
 * the Ukrainian `about` and follows its translations.
 */
export function translationIdIn(pages: readonly PageBySlugNode[], lng: Language): number | null {
  for (const page of pages) {
    const found = present(page.translations).find((t) => languageFromCode(text(t.language?.slug)) === lng);
    if (found?.databaseId) return found.databaseId;
  }
  return null;
}

export function mapPost(post: NonNullable<PostByIdQuery['post']>): Post {
  const lng = languageFromCode(text(post.language?.slug)) ?? null;
  return {
    ...mapPostSummary(post, lng ?? DEFAULT_LANGUAGE),
    html: post.content ?? '',
    modified: text(post.modified) || text(post.date),
    lng,
    translations: present(post.translations).flatMap((translation) => {
      const lng = languageFromCode(text(translation.language?.slug));
      return lng ? [{ lng, id: translation.databaseId }] : [];
    }),
  };
}

type CategoryNode = NonNullable<BlogCategoriesQuery['categories']>['nodes'][number];

/**
 * WordPress's own default category, and Polylang free's translations of it (`uncategorized-en`,
 * `uncategorized-ru`: it cannot share the slug), are not blog sections the shop shows.
 */
export function isUncategorized(slug: string): boolean {
  return /^uncategorized(-[a-z]{2})?$/.test(slug);
}

/** WordPress's own "Uncategorized" is not a blog section the shop shows. */
export function mapBlogCategories(nodes: readonly CategoryNode[]): BlogCategory[] {
  return nodes
    .map((node) => ({ slug: text(node.slug), name: plainText(node.name), count: node.count ?? 0 }))
    .filter((category) => category.slug && !isUncategorized(category.slug));
}
