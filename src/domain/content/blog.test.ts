import { articlePath, blogPath, pageCount, parseArticleParam, parseBlogPage, translationIn } from './blog';

describe('blog addresses', () => {
  it('links an article by its database id', () => {
    expect(articlePath(158)).toBe('/article/158');
  });

  it('gives page 1 no query, so each list page has one canonical URL', () => {
    expect(blogPath()).toBe('/blog');
    expect(blogPath(null, 1)).toBe('/blog');
    expect(blogPath('news', 2)).toBe('/blog/news?page=2');
  });

  it('reads ?page=N and turns anything else into page 1', () => {
    expect(parseBlogPage('3')).toBe(3);
    expect(parseBlogPage(['2', '5'])).toBe(2);
    for (const raw of [undefined, '', 'abc', '0', '-1', '1.5', '99999999'])
      expect(parseBlogPage(raw)).toBe(1);
  });

  it('counts pages of 12, at least one for an empty list', () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
  });

  it('tells an id from a slug in /article/…, and refuses anything else', () => {
    expect(parseArticleParam('158')).toEqual({ id: 158 });
    expect(parseArticleParam('aroma-evening-kyiv')).toEqual({ slug: 'aroma-evening-kyiv' });
    expect(parseArticleParam('0158')).toEqual({ slug: '0158' });
    expect(parseArticleParam('Bad Slug')).toBeNull();
  });

  it('finds the id of an article in another language', () => {
    expect(translationIn([{ lng: 'en', id: 7 }], 'en')).toBe(7);
    expect(translationIn([{ lng: 'en', id: 7 }], 'ru')).toBeNull();
  });
});
