/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '@/config/shop';
import type { ReviewWithProduct } from '@/domain/reviews/review';
import { reviewsPageIn, summarizeRatings, type ReviewsQuery } from '@/domain/reviews/reviews-page';
import { TestI18nProvider } from '@/i18n/test-i18n-provider';
import { ReviewsPageView } from './reviews-page-view';

jest.mock('next/navigation', () => ({ useParams: () => ({}) }));

const review = (id: number, language: ReviewWithProduct['language'], text: string, rating = 5) =>
  ({
    id,
    productId: 7,
    reviewer: `Reviewer ${id}`,
    date: '2026-03-01T10:00:00Z',
    rating,
    paragraphs: [text],
    photos: [],
    language,
    product: { id: 7, name: 'Velvet Amber 07', slug: 'velvet-amber-07', image: null },
  }) satisfies ReviewWithProduct;

// Newest first, as WooCommerce lists them.
const REVIEWS = [
  review(5, 'uk', 'Дуже стійкий аромат.'),
  review(4, 'en', 'Lasts all day.'),
  review(3, null, 'Написано в адмінці.', 4),
  review(2, 'ru', 'Очень стойкий аромат.'),
  review(1, 'en', 'Soft and warm.', 4),
];

/** /reviews as page.tsx composes it: the shop's summary, the page in the page's language. */
async function renderPage(lng: Language, query: ReviewsQuery = { page: 1 }, pageSize = 10) {
  const view = await ReviewsPageView({
    lng,
    summary: summarizeRatings(REVIEWS.map((r) => r.rating)),
    page: reviewsPageIn(REVIEWS, lng, query, pageSize),
    rating: query.rating,
    products: [],
  });
  return render(<TestI18nProvider lng={lng}>{view}</TestI18nProvider>);
}

const cards = () => screen.getAllByRole('article');

describe('/reviews in the page’s language', () => {
  it('/en lists the English reviews first; the others wait closed in "Reviews in other languages (3)"', async () => {
    await renderPage('en');
    expect(
      cards()
        .slice(0, 2)
        .map((card) => card.textContent),
    ).toEqual([expect.stringContaining('Lasts all day.'), expect.stringContaining('Soft and warm.')]);
    const others = screen.getByText('Reviews in other languages (3)').closest('details')!;
    expect(within(others).getByText('Дуже стійкий аромат.')).not.toBeVisible();
    await userEvent.click(screen.getByText('Reviews in other languages (3)'));
    expect(within(others).getAllByRole('article')).toHaveLength(3);
    expect(within(others).getByText('Дуже стійкий аромат.')).toBeVisible();
    // The average still counts every review, whatever its language.
    expect(screen.getByText('5 reviews')).toBeInTheDocument();
  });

  it('/ lists the Ukrainian ones and those without a language; "Відгуки іншими мовами (3)"', async () => {
    await renderPage('uk');
    expect(
      cards()
        .slice(0, 2)
        .map((card) => card.textContent),
    ).toEqual([
      expect.stringContaining('Дуже стійкий аромат.'),
      expect.stringContaining('Написано в адмінці.'),
    ]);
    expect(screen.getByText('Відгуки іншими мовами (3)')).toBeInTheDocument();
  });

  it('/ru: "Отзывы на других языках (4)", and the filter applies to both', async () => {
    const all = await renderPage('ru');
    expect(screen.getByText('Отзывы на других языках (4)')).toBeInTheDocument();
    all.unmount();
    await renderPage('ru', { rating: 4, page: 1 });
    expect(screen.getByText('Отзывов на русском пока нет, ваш может стать первым.')).toBeInTheDocument();
    expect(screen.getByText('Отзывы на других языках (2)')).toBeInTheDocument();
  });

  it('pages count the page’s language only, and the others come under the last page', async () => {
    const first = await renderPage('en', { page: 1 }, 1);
    expect(screen.getByRole('navigation', { name: 'Review pages' })).toBeInTheDocument();
    expect(cards()).toHaveLength(1);
    expect(screen.queryByText(/other languages/)).toBeNull();
    first.unmount();
    await renderPage('en', { page: 2 }, 1);
    expect(cards()[0]).toHaveTextContent('Soft and warm.');
    expect(screen.getByText('Reviews in other languages (3)')).toBeInTheDocument();
  });
});
