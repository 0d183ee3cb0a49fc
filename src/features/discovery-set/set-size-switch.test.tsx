/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import type { SetProduct } from '@/domain/discovery-set/aroma';
import { SetSizeSwitch } from './set-size-switch';

const six: SetProduct = { id: 1, title: 'Discovery set 6', price: 329, inStock: true };
const nine: SetProduct = { id: 2, title: 'Discovery set 9', price: 459, inStock: true };
const texts = { label: 'Set size', size: (count: number) => `${count} aromas` };

describe('SetSizeSwitch', () => {
  it('links both sizes with their prices, the current page marked', () => {
    render(
      <SetSizeSwitch
        current={6}
        options={[
          { size: 6, product: six },
          { size: 9, product: nine },
        ]}
        lng="en"
        texts={texts}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Set size' });
    const links = Array.from(nav.querySelectorAll('a'));
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/en/discovery-set',
      '/en/discovery-set-9',
    ]);
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual(['page', null]);
    expect(screen.getByRole('link', { name: /9 aromas/ })).toHaveTextContent('459');
  });

  it('shows nothing when only one size is sold', () => {
    const { container } = render(
      <SetSizeSwitch
        current={9}
        options={[
          { size: 6, product: null },
          { size: 9, product: nine },
        ]}
        lng="uk"
        texts={texts}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
