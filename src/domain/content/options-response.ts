import type { SiteOptions } from './site-options';

/**
 * The body of POST /api/options: spec §3/§7 names (an array whose first element holds `acf`), as
 * the options record looks in the WordPress REST API. Contact fields the spec does not name keep
 * the camelCase of `timeWork`.
 */
export function toOptionsResponse(options: SiteOptions) {
  return [
    {
      acf: {
        subscriptions: {
          socials: options.socials.map(({ name, url }) => ({ name, url })),
          langs: options.langs.map(({ code, label }) => ({ code: code === 'uk' ? 'ua' : code, label })),
        },
        faq: {
          hidden: options.faq.hidden,
          faq_object: options.faq.items.map(({ question, answer }) => ({ question, answer })),
        },
        contacts: { ...options.contacts },
        header: { products: options.headerProducts.map((product) => ({ ...product })) },
        button_type: options.buttonType,
        copyright: options.copyright,
      },
    },
  ];
}
