import type { Language } from '@/config/shop';
import type { PostSummary } from '@/domain/content/post';
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
  PageBySlugQuery,
  PostSummaryPartsFragment,
  PrizeWheelsQuery,
} from '@/graphql/generated/graphql';
import { languageFromCode } from '@/i18n/languages';

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

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#039;': "'",
  '&#8217;': '’',
  '&#8230;': '…',
  '&hellip;': '…',
  '&nbsp;': ' ',
};

/** WordPress excerpts are HTML ("<p>…</p>" with entities); the teaser shows plain text. */
export function plainText(html: string | null | undefined): string {
  return (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[#a-z0-9]+;/gi, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
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

export function mapPage(page: NonNullable<PageBySlugQuery['page']>): ContentPage {
  return {
    id: page.databaseId,
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
