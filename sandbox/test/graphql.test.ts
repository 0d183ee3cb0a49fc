/* eslint-disable @typescript-eslint/no-explicit-any -- wire JSON; the expectations assert its shape */
import { startSandbox, type RunningSandbox } from './harness';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

interface GraphQLBody {
  data?: Record<string, any>;
  errors?: { message: string; locations?: unknown; path?: unknown; extensions?: { category?: string } }[];
}

async function gql(query: string, variables?: Record<string, unknown>): Promise<GraphQLBody> {
  const res = await fetch(`${sandbox.url}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as GraphQLBody;
}

const POSTS = `query Posts($first: Int, $after: String, $last: Int, $before: String, $where: RootQueryToPostConnectionWhereArgs) {
  posts(first: $first, after: $after, last: $last, before: $before, where: $where) {
    nodes { databaseId slug title excerpt date language { code slug } categories { nodes { slug name } }
            featuredImage { node { sourceUrl mediaDetails { width height } } } }
    edges { cursor node { databaseId } }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
  }
}`;

describe('WPGraphQL posts', () => {
  it('lists English posts of a category, newest first, with absolute image URLs', async () => {
    const { data, errors } = await gql(POSTS, {
      first: 100,
      where: { language: 'EN', categoryName: 'events' },
    });
    expect(errors).toBeUndefined();
    const nodes = data!.posts.nodes;
    expect(nodes).toHaveLength(5);
    for (const post of nodes) {
      expect(post.language).toEqual({ code: 'EN', slug: 'en' });
      expect(post.categories.nodes).toEqual([{ slug: 'events', name: 'Events' }]);
      expect(post.excerpt).toMatch(/^<p>/);
      expect(post.featuredImage.node.sourceUrl).toMatch(
        new RegExp(`^${sandbox.url}/wp-content/uploads/generated/`),
      );
    }
    const dates = nodes.map((p: { date: string }) => p.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('gives every translation of a post the same attachment and its one alt text, as Polylang without media translation does', async () => {
    const IMAGES = `query Images($slug: ID!) {
      post(id: $slug, idType: SLUG) {
        featuredImage { node { databaseId altText } }
        translations { language { slug } featuredImage { node { databaseId altText } } }
      }
    }`;
    const { data, errors } = await gql(IMAGES, { slug: 'night-delivery-kyiv' });
    expect(errors).toBeUndefined();
    const original = data!.post.featuredImage.node;
    expect(original.altText).toMatch(/[іїєґ]/i);
    expect(data!.post.translations.length).toBeGreaterThan(0);
    for (const translation of data!.post.translations)
      expect(translation.featuredImage.node).toEqual(original);
    // A media item has no language in the schema while media are not translatable.
    const { errors: noLanguage } = await gql(
      `{ post(id: "night-delivery-kyiv", idType: SLUG) { featuredImage { node { language { slug } } } } }`,
    );
    expect(noLanguage?.[0]?.message).toMatch(/language/);
  });

  it('returns every language when no language is given, as WPGraphQL Polylang does', async () => {
    const { data } = await gql(POSTS, { first: 100 });
    expect(data!.posts.nodes).toHaveLength(52);
    const { data: uk } = await gql(POSTS, { first: 100, where: { language: 'UK' } });
    expect(uk!.posts.nodes).toHaveLength(19);
  });

  it('pages with opaque cursors, defaults to 10 and caps first at 100', async () => {
    const first = await gql(POSTS, {});
    expect(first.data!.posts.nodes).toHaveLength(10);
    expect(first.data!.posts.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const cursor = first.data!.posts.pageInfo.endCursor;
    expect(Buffer.from(cursor, 'base64').toString()).toMatch(/^arrayconnection:\d+$/);

    const second = await gql(POSTS, { first: 10, after: cursor });
    const firstIds = first.data!.posts.nodes.map((p: { databaseId: number }) => p.databaseId);
    const secondIds = second.data!.posts.nodes.map((p: { databaseId: number }) => p.databaseId);
    expect(secondIds).toHaveLength(10);
    expect(secondIds.some((id: number) => firstIds.includes(id))).toBe(false);
    expect(second.data!.posts.pageInfo.hasPreviousPage).toBe(true);

    const back = await gql(POSTS, { last: 3, before: second.data!.posts.edges[0].cursor });
    expect(back.data!.posts.nodes.map((p: { databaseId: number }) => p.databaseId)).toEqual(
      firstIds.slice(7),
    );

    const capped = await gql(POSTS, { first: 500 });
    expect(capped.data!.posts.nodes).toHaveLength(52);
  });

  it('searches and excludes posts', async () => {
    const { data } = await gql(POSTS, { first: 50, where: { language: 'UK', search: 'дискавері' } });
    expect(data!.posts.nodes.length).toBeGreaterThan(0);
    const excluded = data!.posts.nodes[0].databaseId;
    const { data: rest } = await gql(POSTS, {
      first: 50,
      where: { language: 'UK', search: 'дискавері', notIn: [excluded] },
    });
    expect(rest!.posts.nodes.map((p: { databaseId: number }) => p.databaseId)).not.toContain(excluded);
  });

  it('finds a post by DATABASE_ID, SLUG and URI, with its translations', async () => {
    const { data: list } = await gql(POSTS, { first: 1, where: { language: 'UK' } });
    const id = list!.posts.nodes[0].databaseId;
    const query = `query($id: ID!, $idType: PostIdType) { post(id: $id, idType: $idType) {
      databaseId slug uri title content language { code locale } translations { databaseId uri language { code } } } }`;
    const { data } = await gql(query, { id: String(id), idType: 'DATABASE_ID' });
    const post = data!.post;
    expect(post.databaseId).toBe(id);
    expect(post.content.split('<p>').length).toBeGreaterThan(3);
    expect(post.translations.map((t: { language: { code: string } }) => t.language.code).sort()).toEqual([
      'EN',
      'RU',
    ]);

    const bySlug = await gql(query, { id: post.slug, idType: 'SLUG' });
    expect(bySlug.data!.post.databaseId).toBe(id);
    const en = post.translations.find((t: { language: { code: string } }) => t.language.code === 'EN');
    const byUri = await gql(query, { id: en.uri, idType: 'URI' });
    expect(byUri.data!.post.databaseId).toBe(en.databaseId);
    const missing = await gql(query, { id: '999999', idType: 'DATABASE_ID' });
    expect(missing.data!.post).toBeNull();
  });

  it('lists translated categories', async () => {
    const { data } = await gql(
      `{ categories(where: {language: RU}) { nodes { slug name count language { code } translations { name } } } }`,
    );
    expect(data!.categories.nodes.map((c: { slug: string }) => c.slug).sort()).toEqual([
      'aromas',
      'events',
      'interviews',
      'news',
      // WordPress's default category, which Polylang gives every language (empty: count null).
      'uncategorized-ru',
    ]);
    // Counted per language: Russian has the long guide and the evening delivery, no interview.
    const counts = Object.fromEntries(
      data!.categories.nodes.map((c: { slug: string; count: number | null }) => [c.slug, c.count]),
    );
    expect(counts).toEqual({ aromas: 6, events: 5, news: 6, interviews: null, 'uncategorized-ru': null });
  });
});

describe('WPGraphQL pages', () => {
  it('serves the info page with its four anchored sections in each language', async () => {
    for (const uri of ['/info/', '/en/info/', '/ru/info/']) {
      const { data } = await gql(
        `query($id: ID!) { page(id: $id, idType: URI) { title content language { code } } }`,
        { id: uri },
      );
      for (const anchor of [
        'payment-delivery',
        'returns-exchanges',
        'public-offer-contract',
        'privacy-policy',
      ]) {
        expect(data!.page.content).toContain(`id="${anchor}"`);
      }
    }
  });
});

describe('ACF options and prize wheels', () => {
  it('serves the options page for all three languages', async () => {
    const fields = `optionsFields { buttonType copyright subscriptions { socials { name url } langs { code } }
      faq { hidden faqObject { question answer } } contacts { email phone address timeWork mapUrl messengerUrl botUrl }
      header { products { slug title image { node { sourceUrl databaseId } } price } } }`;
    const { data, errors } = await gql(
      `{ siteOptions { ${fields} } siteOptionsEn { ${fields} } siteOptionsRu { ${fields} } }`,
    );
    expect(errors).toBeUndefined();
    for (const key of ['siteOptions', 'siteOptionsEn', 'siteOptionsRu']) {
      const o = data![key].optionsFields;
      // WPGraphQL for ACF 2.x: Select → [String], Number → Float, Image → media edge.
      expect(o.buttonType).toEqual(['consultation']);
      expect(o.copyright).toContain('{year}');
      expect(o.subscriptions.socials.map((s: { name: string[] }) => s.name)).toEqual([
        ['instagram'],
        ['telegram'],
        ['tiktok'],
        ['youtube'],
      ]);
      expect(o.subscriptions.langs.map((l: { code: string }) => l.code)).toEqual(['ua', 'ru', 'en']);
      expect(o.faq.hidden).toBe(false);
      expect(o.faq.faqObject.length).toBeGreaterThanOrEqual(4);
      expect(o.header.products[0].image.node.sourceUrl).toMatch(
        new RegExp(`^${sandbox.url}/wp-content/uploads/`),
      );
      expect(typeof o.header.products[0].image.node.databaseId).toBe('number');
      expect(o.header.products[0].price).toBe(2450);
    }
    expect(data!.siteOptionsEn.optionsFields.copyright).toBe('© {year} Aroma. All rights reserved');
    expect(data!.siteOptions.optionsFields.contacts.address).toContain('Київ');
  });

  it('serves a site wheel and an after-purchase wheel per language', async () => {
    const { data } = await gql(`{ prizeWheels(where: {language: EN}) { nodes { title language { code }
      wheelFields { logic { openCondition } prizes { label discountType amount weight } } } } }`);
    const wheels = data!.prizeWheels.nodes;
    expect(wheels.map((w: any) => w.wheelFields.logic.openCondition[0]).sort()).toEqual([
      'after_purchase',
      'site_open',
    ]);
    for (const wheel of wheels) {
      expect(wheel.wheelFields.prizes.length).toBeGreaterThanOrEqual(6);
      expect(wheel.wheelFields.prizes.map((p: any) => p.discountType[0])).toEqual(
        expect.arrayContaining(['percent', 'free_shipping']),
      );
    }
  });
});

describe('pages by slug and language', () => {
  // As WordPress 6.8 with Polylang free answers: `language` is ignored next to `name`.
  it('answers pages(where: {name, language}) with every page of that slug, whatever the language', async () => {
    for (const lang of ['UK', 'EN', 'RU']) {
      const { data } = await gql(
        `query($l: LanguageCodeFilterEnum!) { pages(first: 10, where: {name: "about", language: $l}) { nodes { slug language { code } } } }`,
        { l: lang },
      );
      expect(data!.pages.nodes.map((p: { language: { code: string } }) => p.language.code).sort()).toEqual([
        'EN',
        'RU',
        'UK',
      ]);
    }
  });
});

describe('WPGraphQL errors', () => {
  it('answers a bad field with errors[] carrying locations and a category', async () => {
    const body = await gql(`{ posts { nodes { nope } } }`);
    expect(body.data).toBeUndefined();
    expect(body.errors![0]).toMatchObject({
      message: expect.stringContaining('nope'),
      locations: [expect.objectContaining({ line: 1 })],
      extensions: { category: 'graphql' },
    });
  });

  it('refuses a request without a query', async () => {
    const res = await fetch(`${sandbox.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as GraphQLBody;
    expect(body.errors![0].message).toContain('"query"');
  });

  it('answers GET requests with the query in the URL', async () => {
    const res = await fetch(
      `${sandbox.url}/graphql?query=${encodeURIComponent('{ posts(first: 2) { nodes { databaseId } } }')}`,
    );
    const body = (await res.json()) as GraphQLBody;
    expect(body.data!.posts.nodes).toHaveLength(2);
  });
});
