/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '@/config/shop';
import type { Review } from '@/domain/reviews/review';
import { serverT } from '@/i18n/server-t';
import { TestI18nProvider } from '@/i18n/test-i18n-provider';
import { ReviewsList } from './reviews-list';

jest.mock('next/navigation', () => ({ useParams: () => ({}) }));

const review = (id: number, language: Review['language'], text: string): Review => ({
  id,
  productId: 7,
  reviewer: `Reviewer ${id}`,
  date: `2026-0${id}-01T10:00:00Z`,
  rating: 5,
  paragraphs: [text],
  photos: [],
  language,
});

const UKRAINIAN = review(4, 'uk', 'Дуже стійкий аромат.');
const ENGLISH = review(3, 'en', 'Lasts all day.');
const WITHOUT_LANGUAGE = review(2, null, 'Написано в адмінці.');
const RUSSIAN = review(1, 'ru', 'Очень стойкий аромат.');

/** The list as the product page renders it, with its texts from the locale files (product-view.tsx). */
function renderList(reviews: Review[], lng: Language) {
  const t = serverT(lng, 'product');
  const tr = serverT(lng, 'reviews');
  return render(
    <TestI18nProvider lng={lng}>
      <ReviewsList
        reviews={reviews}
        product={{ id: 7, name: 'Velvet Amber 07' }}
        lng={lng}
        texts={{
          title: t('reviews.title'),
          empty: t('reviews.empty'),
          noneInLanguage: tr('list.noneInLanguage'),
          stars: (rating) => t('rating.stars', { rating }),
          otherLanguages: (count) => tr('list.otherLanguages', { count }),
        }}
      />
    </TestI18nProvider>,
  );
}

/** The list right under the heading: the page language's reviews. */
const list = () => screen.getByRole('heading', { level: 2 }).nextElementSibling as HTMLElement;
const disclosure = (name: string) => screen.getByText(name).closest('details')!;

describe('product page reviews in the page’s language', () => {
  it('on /en the English review is listed first; the Ukrainian ones wait in a closed "Reviews in other languages (3)"', async () => {
    renderList([UKRAINIAN, ENGLISH, WITHOUT_LANGUAGE, RUSSIAN], 'en');
    expect(within(list()).getAllByRole('article')).toHaveLength(1);
    expect(screen.getAllByRole('article')[0]).toHaveTextContent('Lasts all day.');
    expect(screen.getByText('Lasts all day.')).toBeVisible();

    const others = disclosure('Reviews in other languages (3)');
    expect(others).not.toHaveAttribute('open');
    for (const text of ['Дуже стійкий аромат.', 'Написано в адмінці.', 'Очень стойкий аромат.']) {
      expect(within(others).getByText(text)).not.toBeVisible();
    }
    await userEvent.click(screen.getByText('Reviews in other languages (3)'));
    expect(others).toHaveAttribute('open');
    expect(within(others).getByText('Дуже стійкий аромат.')).toBeVisible();
    // Read out and translated in its own language; one without a stored language is left unmarked.
    expect(within(others).getByText('Очень стойкий аромат.').closest('[lang]')).toHaveAttribute('lang', 'ru');
    expect(within(others).getByText('Написано в адмінці.').closest('[lang]')).toBeNull();
  });

  it('on / the Ukrainian reviews and those without a language are the list; "Відгуки іншими мовами (2)" holds the rest', () => {
    renderList([UKRAINIAN, ENGLISH, WITHOUT_LANGUAGE, RUSSIAN], 'uk');
    const shown = within(list()).getAllByRole('article');
    expect(shown.map((card) => card.textContent)).toEqual([
      expect.stringContaining('Дуже стійкий аромат.'),
      expect.stringContaining('Написано в адмінці.'),
    ]);
    expect(within(disclosure('Відгуки іншими мовами (2)')).getByText('Lasts all day.')).not.toBeVisible();
  });

  it('on /ru the count reads "Отзывы на других языках (3)"', () => {
    renderList([UKRAINIAN, ENGLISH, WITHOUT_LANGUAGE, RUSSIAN], 'ru');
    expect(within(list()).getByText('Очень стойкий аромат.')).toBeVisible();
    expect(disclosure('Отзывы на других языках (3)')).not.toHaveAttribute('open');
  });

  it('one review in another language reads "Review in another language (1)"', () => {
    renderList([ENGLISH, RUSSIAN], 'en');
    expect(disclosure('Review in another language (1)')).toBeInTheDocument();
  });

  it('without a review in the page’s language it invites the first one, the others still there', () => {
    renderList([UKRAINIAN, RUSSIAN], 'en');
    expect(screen.getByText('No reviews in English yet, yours may be the first.')).toBeVisible();
    expect(disclosure('Reviews in other languages (2)')).toBeInTheDocument();
  });

  it('without any review: the empty state and no disclosure', () => {
    renderList([], 'en');
    expect(screen.getByText('No reviews yet, yours may be the first.')).toBeVisible();
    expect(screen.queryByText(/other languages/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Write a review' })).toBeInTheDocument();
  });
});
