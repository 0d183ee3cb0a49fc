/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { useContext } from 'react';
import { TestI18nProvider } from './test-i18n-provider';
import type { Translator } from './translator';
import { TranslatorContext, useT } from './use-t';

const seen: { hook: Translator; provider: Translator | null }[] = [];

function CartLabel({ count }: { count: number }) {
  const { t, i18n } = useT('common');
  seen.push({ hook: i18n, provider: useContext(TranslatorContext) });
  return <span>{t('cart.label', { count })}</span>;
}

function Prefixed() {
  const { t } = useT('common', { keyPrefix: 'footer' });
  return <span>{t('paymentDelivery')}</span>;
}

function TwoNamespaces() {
  const { t } = useT(['product', 'common']);
  // The first namespace is the default; the second answers with its prefix.
  return <span>{`${t('volume.legend')} / ${t('common:brand')}`}</span>;
}

beforeEach(() => {
  seen.length = 0;
});

it('translates with the page’s plurals, a key prefix and several namespaces', () => {
  render(
    <TestI18nProvider lng="ru">
      <CartLabel count={1} />
      <CartLabel count={3} />
      <CartLabel count={11} />
      <Prefixed />
      <TwoNamespaces />
    </TestI18nProvider>,
  );
  expect(screen.getByText('Корзина, 1 товар')).toBeInTheDocument();
  expect(screen.getByText('Корзина, 3 товара')).toBeInTheDocument();
  expect(screen.getByText('Корзина, 11 товаров')).toBeInTheDocument();
  expect(screen.getByText('Оплата и доставка')).toBeInTheDocument();
  expect(screen.getByText('Объём / Aroma')).toBeInTheDocument();
});

it('hands each island the provider’s own translator', () => {
  render(
    <TestI18nProvider lng="uk">
      <CartLabel count={2} />
      <CartLabel count={5} />
    </TestI18nProvider>,
  );
  expect(screen.getByText('Кошик, 2 товари')).toBeInTheDocument();
  expect(seen).toHaveLength(2);
  for (const { hook, provider } of seen) expect(hook).toBe(provider);
});

it('keeps its t between renders of the same island', () => {
  const ts: unknown[] = [];
  function Counter({ count }: { count: number }) {
    const { t } = useT('common');
    ts.push(t);
    return <span>{t('cart.label', { count })}</span>;
  }
  const { rerender } = render(
    <TestI18nProvider lng="en">
      <Counter count={1} />
    </TestI18nProvider>,
  );
  rerender(
    <TestI18nProvider lng="en">
      <Counter count={4} />
    </TestI18nProvider>,
  );
  expect(screen.getByText('Cart, 4 items')).toBeInTheDocument();
  expect(ts.length).toBeGreaterThanOrEqual(2);
  expect(new Set(ts).size).toBe(1);
});

it('tells a component rendered outside the providers what it misses', () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  expect(() => render(<CartLabel count={1} />)).toThrow(/inside AppProviders/);
});
