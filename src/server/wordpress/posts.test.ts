import { startSandboxProcess, useAsShopBackend, type SandboxProcess } from '@/test-support/sandbox-process';
import { findPostIdBySlug, getPost, listBlogCategories, listPostPage, listRelatedPosts } from './posts';
import { listBlogCategorySlugs } from './sitemap';

let sandbox: SandboxProcess;

beforeAll(async () => {
  sandbox = await startSandboxProcess();
  useAsShopBackend(sandbox.url);
});
afterAll(() => sandbox.close());

describe('the blog read from WPGraphQL with Polylang', () => {
  it('pages a language’s posts 12 at a time, newest first, with no post twice', async () => {
    const first = await listPostPage({ lng: 'uk', page: 1 });
    const second = await listPostPage({ lng: 'uk', page: 2 });
    expect(first).toMatchObject({ page: 1, pages: 2, total: 19 });
    expect(first.posts).toHaveLength(12);
    expect(second.posts).toHaveLength(7);
    const dates = [...first.posts, ...second.posts].map((p) => p.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const ids = new Set([...first.posts, ...second.posts].map((p) => p.id));
    expect(ids.size).toBe(19);
    expect((await listPostPage({ lng: 'uk', page: 3 })).posts).toEqual([]);
  });

  it('describes pictures in the page’s language: the Ukrainian alt on /, each title on /en and /ru', async () => {
    const [uk, en, ru] = await Promise.all(
      (['uk', 'en', 'ru'] as const).map(async (lng) => (await listPostPage({ lng, page: 1 })).posts),
    );
    for (const post of [...en, ...ru]) expect(post.image?.alt).toBe(post.title);
    for (const post of en) expect(post.image?.alt).not.toMatch(/[а-яіїєґ]/i);
    for (const post of uk) expect(post.image?.alt).toMatch(/[а-яіїєґ]/i);
  });

  it('lists one category in one language, and an empty one as empty', async () => {
    const events = await listPostPage({ lng: 'en', page: 1, category: 'events' });
    expect(events.total).toBe(5);
    expect(events.posts.every((p) => p.categories[0]?.name === 'Events')).toBe(true);
    const interviews = await listPostPage({ lng: 'en', page: 1, category: 'interviews' });
    expect(interviews).toEqual({ posts: [], page: 1, pages: 1, total: 0 });
  });

  it('names the categories in the page’s language; the sitemap leaves out empty ones', async () => {
    const ru = await listBlogCategories('ru');
    expect(ru.map((c) => c.name).sort()).toEqual(['Интервью', 'Новости', 'Об ароматах', 'События']);
    expect((await listBlogCategorySlugs('ru')).sort()).toEqual(['aromas', 'events', 'news']);
    expect((await listBlogCategorySlugs('uk')).sort()).toEqual(['aromas', 'events', 'interviews', 'news']);
  });

  it('reads an article with its content and the languages it exists in', async () => {
    const [newest] = (await listPostPage({ lng: 'uk', page: 1 })).posts;
    const post = await getPost(newest!.id);
    expect(post?.lng).toBe('uk');
    expect(post?.title).toBe('Як читати піраміду аромату: великий гід');
    expect(post?.excerpt).toMatch(/“піраміду”.*…$/);
    expect(post?.html).toMatch(new RegExp(`<img src="${sandbox.url}/wp-content/uploads/generated/`));
    expect(post?.translations.map((t) => t.lng).sort()).toEqual(['en', 'ru']);
    expect((await getPost(post!.translations[0]!.id))?.lng).toBe(post!.translations[0]!.lng);
    expect(await getPost(999_999)).toBeNull();
  });

  it('finds the id of a slug in each language the article exists in', async () => {
    const uk = await findPostIdBySlug('night-delivery-kyiv', 'uk');
    const ru = await findPostIdBySlug('night-delivery-kyiv', 'ru');
    expect(uk).toEqual(expect.any(Number));
    expect(ru).toEqual(expect.any(Number));
    expect(ru).not.toBe(uk);
    expect(await findPostIdBySlug('night-delivery-kyiv', 'en')).toBeNull();
    expect(await findPostIdBySlug('no-such-post', 'uk')).toBeNull();
  });

  it('suggests three other articles of the same language, the same category first', async () => {
    const id = await findPostIdBySlug('perfumer-interview', 'uk');
    const post = await getPost(id!);
    const related = await listRelatedPosts(post!, 'uk');
    expect(related).toHaveLength(3);
    expect(related.map((p) => p.id)).not.toContain(post!.id);
  });
});
