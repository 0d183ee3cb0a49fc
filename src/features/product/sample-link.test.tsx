/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import type { Language } from '@/config/shop';
import type { Aroma } from '@/domain/discovery-set/aroma';
import { SAMPLE_VOLUME_ML } from '@/domain/discovery-set/set-config';
import { serverT } from '@/i18n/server-t';
import { SampleLink } from './sample-link';

const sample = (over: Partial<Aroma> = {}): Aroma => ({
  id: 324,
  title: 'Velvet Amber 07 2 мл',
  image: '',
  group: 'sweet',
  inStock: true,
  perfumeId: 1,
  ...over,
});
const perfume = { id: 1, slug: 'velvet-amber-07' };

/** As the product page renders it, with its texts from the locale files (product-view.tsx). */
function renderLink(aromas: Aroma[], lng: Language = 'uk') {
  const t = serverT(lng, 'product');
  return render(
    <SampleLink
      perfume={perfume}
      aromas={aromas}
      lng={lng}
      texts={{ link: t('sample.link', { volume: SAMPLE_VOLUME_ML }), note: t('sample.note') }}
    />,
  );
}

describe('"try it as a 2 ml sample" on a perfume page', () => {
  it("opens the six-aroma set with the perfume's slug, in the page's language", () => {
    renderLink([sample({ id: 330, perfumeId: 9 }), sample()]);
    expect(screen.getByRole('link', { name: 'Спробувати як пробник 2\u00a0мл' })).toHaveAttribute(
      'href',
      '/discovery-set?aroma=velvet-amber-07',
    );
  });

  it('reads in English and Russian on /en and /ru', () => {
    renderLink([sample()], 'en');
    expect(screen.getByRole('link', { name: 'Try it as a 2\u00a0ml sample' })).toHaveAttribute(
      'href',
      '/en/discovery-set?aroma=velvet-amber-07',
    );
    renderLink([sample()], 'ru');
    expect(screen.getByRole('link', { name: 'Попробовать как пробник 2\u00a0мл' })).toHaveAttribute(
      'href',
      '/ru/discovery-set?aroma=velvet-amber-07',
    );
  });

  it('is not shown when the perfume has no sample, or its sample is sold out', () => {
    renderLink([sample({ perfumeId: 9 }), sample({ id: 325, perfumeId: undefined })]);
    expect(screen.queryByRole('link')).toBeNull();
    renderLink([sample({ inStock: false })]);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
