import { pageByIdTarget, pageIdFrom, type ContentPage } from './content-page';

const page: ContentPage = {
  id: 40,
  lng: 'uk',
  slug: 'contacts',
  title: 'Контакти',
  html: '',
  modified: '',
  translations: [{ lng: 'en', slug: 'contacts-en' }],
};

describe('/{id} for WordPress pages', () => {
  it('reads a database id only from plain digits', () => {
    expect(pageIdFrom('40')).toBe(40);
    for (const segment of ['040', '0', 'about', '4a', '12345678901']) expect(pageIdFrom(segment)).toBeNull();
  });

  it('shows the page in its own language, or when WordPress names none', () => {
    expect(pageByIdTarget(page, 'uk')).toEqual({ kind: 'page' });
    expect(pageByIdTarget({ ...page, lng: null }, 'ru')).toEqual({ kind: 'page' });
  });

  it("leads another language to its translation's URL, and to nothing without one", () => {
    expect(pageByIdTarget(page, 'en')).toEqual({ kind: 'redirect', path: '/contacts-en' });
    expect(pageByIdTarget(page, 'ru')).toEqual({ kind: 'none' });
  });
});
