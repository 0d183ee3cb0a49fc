import { renderToStaticMarkup } from 'react-dom/server';
import { breadcrumbJsonLd, plainText, productJsonLd } from '@/domain/seo/json-ld';
import { JsonLd } from './json-ld-script';

const product = {
  name: 'Amber Noir',
  sku: 'AR-007',
  description: '<p>Warm &amp; smoky.</p>\n<p>Notes&nbsp;of amber</p>',
  images: [{ src: 'https://cdn.example/amber.jpg' }],
  price: 1200,
  inStock: true,
  rating: 0,
  ratingCount: 0,
};
const URL = 'https://aroma.example/amber-noir';

describe('productJsonLd', () => {
  it('a product without reviews has an Offer in UAH and no AggregateRating', () => {
    const data = productJsonLd(product, URL);
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Amber Noir',
      url: URL,
      sku: 'AR-007',
      description: 'Warm & smoky. Notes of amber',
      image: ['https://cdn.example/amber.jpg'],
      offers: {
        '@type': 'Offer',
        url: URL,
        price: 1200,
        priceCurrency: 'UAH',
        availability: 'https://schema.org/InStock',
      },
    });
    expect(data).not.toHaveProperty('aggregateRating');
  });

  it('a rated product carries its AggregateRating', () => {
    expect(productJsonLd({ ...product, rating: 4.333, ratingCount: 3 }, URL).aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.33,
      reviewCount: 3,
      bestRating: 5,
      worstRating: 1,
    });
  });

  it('volumes at different prices make an AggregateOffer; sold out everywhere is OutOfStock', () => {
    const offers = productJsonLd(product, URL, [
      { price: 900, inStock: false },
      { price: 2100, inStock: false },
      { price: null, inStock: true },
    ]).offers;
    expect(offers).toEqual({
      '@type': 'AggregateOffer',
      url: URL,
      lowPrice: 900,
      highPrice: 2100,
      offerCount: 2,
      priceCurrency: 'UAH',
      availability: 'https://schema.org/OutOfStock',
    });
  });

  it('a product without a price has no offers', () => {
    expect(productJsonLd({ ...product, price: null }, URL)).not.toHaveProperty('offers');
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the crumbs from 1', () => {
    expect(
      breadcrumbJsonLd([
        { name: 'Головна', url: 'https://aroma.example/' },
        { name: 'Каталог', url: 'https://aroma.example/catalog' },
      ]).itemListElement,
    ).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Головна', item: 'https://aroma.example/' },
      { '@type': 'ListItem', position: 2, name: 'Каталог', item: 'https://aroma.example/catalog' },
    ]);
  });
});

describe('JsonLd', () => {
  it('cannot be closed early by a name holding </script>, and parses back unchanged', () => {
    const data = productJsonLd({ ...product, name: 'Evil </script><script>alert(1)</script>' }, URL);
    const html = renderToStaticMarkup(<JsonLd data={data} />);
    expect(html.startsWith('<script type="application/ld+json">')).toBe(true);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<script>alert');
    const json = html.slice('<script type="application/ld+json">'.length, -'</script>'.length);
    expect(JSON.parse(json)).toEqual(data);
  });
});

it('plainText decodes numeric entities', () => {
  expect(plainText('Rock&#8217;n&#x27;roll <b>now</b>')).toBe("Rock’n'roll now");
});
