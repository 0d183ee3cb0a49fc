import type { Language } from '@/config/shop';
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
import type { Wheel } from '@/domain/wheel/wheel';
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

function socials(fields: OptionsFieldsPartsFragment): SocialLink[] {
  return present(fields.subscriptions?.socials).flatMap((social) => {
    const name = text(social.name).toLowerCase();
    const url = text(social.url);
    return isSocialName(name) && url ? [{ name, url }] : [];
  });
}

function langs(fields: OptionsFieldsPartsFragment): LanguageLink[] {
  const links = present(fields.subscriptions?.langs).flatMap((lang) => {
    const code = languageFromCode(text(lang.code));
    return code ? [{ code, label: text(lang.label) || text(lang.code) }] : [];
  });
  return links.length > 0 ? links : DEFAULT_LANGUAGE_LINKS;
}

export function mapSiteOptions(fields: OptionsFieldsPartsFragment | null | undefined): SiteOptions {
  const f: OptionsFieldsPartsFragment = fields ?? {
    subscriptions: null,
    faq: null,
    contacts: null,
    header: null,
    requisites: null,
    buttonType: null,
    copyright: null,
  };
  const contacts = f.contacts;
  return {
    socials: socials(f),
    langs: langs(f),
    faq: {
      hidden: f.faq?.hidden ?? false,
      items: present(f.faq?.faqObject)
        .map((item) => ({ question: text(item.question), answer: text(item.answer) }))
        .filter((item) => item.question && item.answer),
    },
    contacts: {
      email: text(contacts?.email),
      phone: text(contacts?.phone),
      address: text(contacts?.address),
      timeWork: text(contacts?.timeWork),
      mapUrl: text(contacts?.mapUrl),
      messengerUrl: text(contacts?.messengerUrl),
      botUrl: text(contacts?.botUrl),
    },
    headerProducts: present(f.header?.products)
      .map((product) => ({
        slug: text(product.slug),
        title: text(product.title),
        image: text(product.image),
        price: text(product.price),
      }))
      .filter((product) => product.slug && product.title),
    requisites: {
      recipient: text(f.requisites?.recipient),
      // Editors paste IBANs grouped by four; banks' apps want them whole.
      iban: text(f.requisites?.iban).replace(/\s+/g, '').toUpperCase(),
      taxId: text(f.requisites?.taxId).replace(/\s+/g, ''),
      purpose: text(f.requisites?.purpose),
    },
    buttonType: text(f.buttonType),
    copyright: text(f.copyright),
  };
}

type WheelNode = NonNullable<PrizeWheelsQuery['prizeWheels']>['nodes'][number];

export function mapWheel(node: WheelNode): Wheel {
  const fields = node.wheelFields;
  return {
    id: node.databaseId,
    slug: text(node.slug),
    title: text(node.title),
    openCondition: text(fields?.logic?.openCondition),
    delaySeconds: fields?.logic?.delaySeconds ?? 0,
    prizes: present(fields?.prizes).map((prize) => ({
      label: text(prize.label),
      discountType: text(prize.discountType) || 'none',
      amount: prize.amount ?? 0,
      weight: prize.weight ?? 1,
    })),
  };
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

export function mapPostSummary(post: PostSummaryPartsFragment): PostSummary {
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
          alt: text(image.altText) || plainText(post.title),
          width: image.mediaDetails?.width ?? null,
          height: image.mediaDetails?.height ?? null,
        }
      : null,
    categories: present(post.categories?.nodes).map((c) => ({ slug: text(c.slug), name: text(c.name) })),
  };
}

type PageNode = NonNullable<PageBySlugQuery['page']> | NonNullable<PageByIdQuery['page']>;

export function mapPage(page: PageNode): ContentPage {
  return {
    id: page.databaseId,
    lng: languageFromCode(text(page.language?.slug)) ?? null,
    slug: text(page.slug),
    title: plainText(page.title),
    html: page.content ?? '',
    modified: text(page.modified),
    translations: present(page.translations).flatMap((translation) => {
      const lng: Language | undefined = languageFromCode(text(translation.language?.slug));
      return lng ? [{ lng, slug: text(translation.slug) }] : [];
    }),
  };
}

export function mapPost(post: NonNullable<PostByIdQuery['post']>): Post {
  return {
    ...mapPostSummary(post),
    html: post.content ?? '',
    modified: text(post.modified) || text(post.date),
    lng: languageFromCode(text(post.language?.slug)) ?? null,
    translations: present(post.translations).flatMap((translation) => {
      const lng = languageFromCode(text(translation.language?.slug));
      return lng ? [{ lng, id: translation.databaseId }] : [];
    }),
  };
}

type CategoryNode = NonNullable<BlogCategoriesQuery['categories']>['nodes'][number];

/** WordPress's own "Uncategorized" is not a blog section the shop shows. */
export function mapBlogCategories(nodes: readonly CategoryNode[]): BlogCategory[] {
  return nodes
    .map((node) => ({ slug: text(node.slug), name: plainText(node.name), count: node.count ?? 0 }))
    .filter((category) => category.slug && category.slug !== 'uncategorized');
}
