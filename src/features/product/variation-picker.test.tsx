/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { cartAtom } from '@/features/cart/cart-atoms';
import { TestI18nProvider } from '@/i18n/test-i18n-provider';
import type { ProductVariation } from '@/domain/catalog/product-detail';
import { VariationPicker } from './variation-picker';

jest.mock('next/navigation', () => ({ useParams: () => ({}) }));

const volume = (id: number, ml: number, price: number, over: Partial<ProductVariation> = {}) => ({
  id,
  sku: `W001-${ml}`,
  volume: `${ml} мл`,
  volumeKey: `${ml}-ml`,
  price,
  regularPrice: price,
  onSale: false,
  inStock: true,
  image: `https://cdn.example/${ml}.png`,
  ...over,
});

const variations = [
  volume(2, 30, 1300),
  volume(3, 50, 1890),
  volume(4, 100, 2450, { regularPrice: 2730, onSale: true }),
];
const product = {
  id: 1,
  slug: 'velvet-amber-07',
  sku: 'W001',
  name: 'Velvet Amber 07',
  price: 1300,
  regularPrice: 1300,
  categories: [{ name: 'Жіночі аромати' }],
  inStock: true,
};

describe('volume picker', () => {
  beforeEach(() => {
    localStorage.clear();
    (window as Window & { dataLayer?: unknown[] }).dataLayer = [];
  });

  it('choosing 100 ml shows its price and adds its variation to the cart', async () => {
    const store = createStore();
    const user = userEvent.setup();
    render(
      <TestI18nProvider store={store}>
        <VariationPicker product={product} variations={variations} lng="uk" />
      </TestI18nProvider>,
    );
    expect(screen.getByTestId('product-price')).toHaveTextContent('1 300 ₴');

    await user.click(screen.getByRole('radio', { name: /100 мл/ }));
    expect(screen.getByTestId('product-price')).toHaveTextContent('2 450 ₴');
    expect(window.location.search).toBe('?volume=100-ml');

    await user.click(screen.getByRole('button', { name: 'Додати в кошик' }));
    expect(store.get(cartAtom)).toEqual([
      expect.objectContaining({
        id: 1,
        variation_id: 4,
        price: 2450,
        volume: '100 мл',
        count: 1,
        description: '1:4',
        kind: 'product',
        sku: 'W001-100',
      }),
    ]);
    expect((window as Window & { dataLayer?: unknown[] }).dataLayer).toContainEqual({
      event: 'add_to_cart',
      ecommerce: expect.objectContaining({
        currency: 'UAH',
        value: 2450,
        items: [expect.objectContaining({ item_id: 'W001-100', item_variant: '100 мл', quantity: 1 })],
      }),
    });
  });

  it('the cart line shows the chosen volume’s own picture, else the product’s', async () => {
    const store = createStore();
    const user = userEvent.setup();
    render(
      <TestI18nProvider store={store}>
        <VariationPicker
          product={{ ...product, image: 'https://cdn.example/velvet-amber-07.png' }}
          variations={[variations[0]!, volume(3, 50, 1890, { image: null }), variations[2]!]}
          lng="uk"
        />
      </TestI18nProvider>,
    );
    await user.click(screen.getByRole('radio', { name: /100 мл/ }));
    await user.click(screen.getByRole('button', { name: 'Додати в кошик' }));
    await user.click(screen.getByRole('radio', { name: /50 мл/ }));
    await user.click(screen.getByRole('button', { name: 'Додати в кошик' }));
    expect(store.get(cartAtom).map(({ volume, image }) => ({ volume, image }))).toEqual([
      { volume: '100 мл', image: 'https://cdn.example/100.png' },
      { volume: '50 мл', image: 'https://cdn.example/velvet-amber-07.png' },
    ]);
  });

  it('opens on the volume from the link, and a sold-out volume cannot be chosen', () => {
    render(
      <TestI18nProvider store={createStore()}>
        <VariationPicker
          product={product}
          variations={[variations[0]!, volume(3, 50, 1890, { inStock: false }), variations[2]!]}
          initialVolume="100-ml"
          lng="uk"
        />
      </TestI18nProvider>,
    );
    expect(screen.getByRole('radio', { name: /100 мл/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /50 мл/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /50 мл/ })).toHaveAccessibleName(/Немає в наявності/);
    expect(screen.getByTestId('product-price')).toHaveTextContent('2 450 ₴');
    expect(screen.getByText('В наявності')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Додати в кошик' })).toBeEnabled();
  });

  it('when every volume is sold out, the page says so and nothing can be added', () => {
    render(
      <TestI18nProvider store={createStore()}>
        <VariationPicker
          product={{ ...product, inStock: false }}
          variations={variations.map((v) => ({ ...v, inStock: false }))}
          lng="uk"
        />
      </TestI18nProvider>,
    );
    const add = screen.getByRole('button', { name: 'Додати в кошик' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('Немає в наявності');
  });
});

describe('the price per millilitre beside each volume', () => {
  const radios = () => screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent);

  for (const { lng, unit, texts } of [
    {
      lng: 'uk',
      unit: 'мл',
      texts: ['30 мл1 300 ₴43 ₴/мл', '50 мл1 890 ₴38 ₴/мл', '100 мл2 450 ₴ 2 730 ₴25 ₴/мл'],
    },
    {
      lng: 'en',
      unit: 'ml',
      texts: ['30 ml1,300 ₴43 ₴/ml', '50 ml1,890 ₴38 ₴/ml', '100 ml2,450 ₴ 2,730 ₴25 ₴/ml'],
    },
    {
      lng: 'ru',
      unit: 'мл',
      texts: ['30 мл1 300 ₴43 ₴/мл', '50 мл1 890 ₴38 ₴/мл', '100 мл2 450 ₴ 2 730 ₴25 ₴/мл'],
    },
  ] as const) {
    it(`${lng}: whole hryvnias of the price shown, the sale price while on sale`, () => {
      render(
        <TestI18nProvider lng={lng} store={createStore()}>
          <VariationPicker
            product={product}
            variations={variations.map((v) => ({ ...v, volume: v.volume.replace('мл', unit) }))}
            lng={lng}
          />
        </TestI18nProvider>,
      );
      // Intl's no-break spaces read as plain ones here.
      expect(radios().map((text) => text?.replace(/\u00a0/g, ' '))).toEqual(texts);
    });
  }

  it('under 10 ₴ a millilitre keeps one decimal', () => {
    render(
      <TestI18nProvider store={createStore()}>
        <VariationPicker product={product} variations={[volume(7, 250, 590)]} lng="uk" />
      </TestI18nProvider>,
    );
    expect(screen.getByRole('radio', { name: /250 мл/ })).toHaveAccessibleName(/2,4\s₴\/мл/);
  });
});

describe('a product without volumes', () => {
  const lipstick = {
    id: 9,
    slug: 'matte-lipstick',
    sku: 'C007',
    name: 'Matte Lipstick',
    price: 420,
    regularPrice: 420,
    categories: [{ name: 'Декоративна косметика' }],
  };

  it('in stock: says so and adds the product itself', async () => {
    const store = createStore();
    const user = userEvent.setup();
    render(
      <TestI18nProvider store={store}>
        <VariationPicker product={{ ...lipstick, inStock: true }} variations={[]} lng="uk" />
      </TestI18nProvider>,
    );
    expect(screen.getByText('В наявності')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Додати в кошик' }));
    expect(store.get(cartAtom)).toEqual([expect.objectContaining({ id: 9, count: 1, description: '9' })]);
  });

  it('sold out: shows "Немає в наявності", and add to cart and call me back are disabled', async () => {
    const store = createStore();
    render(
      <TestI18nProvider store={store}>
        <VariationPicker product={{ ...lipstick, inStock: false }} variations={[]} lng="uk" />
      </TestI18nProvider>,
    );
    expect(screen.getByText('Немає в наявності')).toBeInTheDocument();
    expect(screen.queryByText('В наявності')).toBeNull();
    const add = screen.getByRole('button', { name: 'Додати в кошик' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('Немає в наявності');
    expect(screen.getByRole('button', { name: 'Передзвоніть мені для замовлення' })).toBeDisabled();
    await userEvent.setup().click(add);
    expect(store.get(cartAtom)).toEqual([]);
  });

  it('sold out in English reads "Out of stock"', () => {
    render(
      <TestI18nProvider lng="en" store={createStore()}>
        <VariationPicker product={{ ...lipstick, inStock: false }} variations={[]} lng="en" />
      </TestI18nProvider>,
    );
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  });
});
