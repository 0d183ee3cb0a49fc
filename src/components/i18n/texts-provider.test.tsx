import { renderToString } from 'react-dom/server';
import { useT } from '@/i18n/use-t';
import { AppProviders } from '@/components/app-providers';
import type { Language } from '@/config/shop';
import { CLIENT_NAMESPACES, resourcesFor } from '@/i18n/resources';
import { PageTexts } from './page-texts';

/*
 * The server pass of the layout's providers (this file runs in Node, with no window): every page in
 * a language shares one translator instead of building a new one, and renders the page's texts,
 * plurals and page namespaces.
 */

jest.mock('next/navigation', () => ({ useParams: () => ({}), useRouter: () => ({}) }));

/** Each render's translator. */
const seen: unknown[] = [];

function CartLabel({ count }: { count: number }) {
  const { t, i18n } = useT('common');
  seen.push(i18n);
  return <span>{t('cart.label', { count })}</span>;
}

function ProductText() {
  const { t } = useT('product');
  return <span>{t('gallery.label')}</span>;
}

const render = (lng: Language, children: React.ReactNode) =>
  renderToString(
    <AppProviders lng={lng} resources={resourcesFor(lng, CLIENT_NAMESPACES)}>
      {children}
    </AppProviders>,
  );

beforeEach(() => {
  seen.length = 0;
});

it('renders each language’s texts and plurals, from one translator per language for every page', () => {
  expect(render('uk', <CartLabel count={2} />)).toContain('Кошик, 2 товари');
  expect(render('uk', <CartLabel count={5} />)).toContain('Кошик, 5 товарів');
  expect(render('en', <CartLabel count={1} />)).toContain('Cart, 1 item');
  expect(render('ru', <CartLabel count={3} />)).toContain('Корзина, 3 товара');
  expect(render('uk', <CartLabel count={21} />)).toContain('Кошик, 21 товар');
  const [uk1, uk2, en, ru, uk3] = seen;
  expect(uk2).toBe(uk1);
  expect(uk3).toBe(uk1);
  expect(en).not.toBe(uk1);
  expect(ru).not.toBe(en);
});

it('adds a page’s own namespace for the pages that bring it', () => {
  const productTexts = resourcesFor('en', ['product']);
  const label = (productTexts.en as Record<string, { gallery: { label: string } }>).product.gallery.label;
  const html = render(
    'en',
    <PageTexts lng="en" ns={['product']}>
      <ProductText />
    </PageTexts>,
  );
  expect(html).toContain(label);
});
