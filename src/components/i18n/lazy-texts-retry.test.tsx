/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { useT } from '@/i18n/use-t';
import { TestI18nProvider } from '@/i18n/test-i18n-provider';
import { LazyTexts } from './lazy-texts';

// The English basket texts' chunk fails once (the connection dropped), then comes.
let failures = 1;
jest.mock('../../../locales/en/cart.json', () => {
  if (failures-- > 0) throw new Error('chunk failed to load');
  return jest.requireActual('../../../locales/en/cart.json');
});

function BasketTitle() {
  const { t } = useT('cart');
  return <p>{t('basket.subtotalNote')}</p>;
}

function Popup({ attempt }: { attempt: number }) {
  return (
    <TestI18nProvider lng="en" pageNamespaces={[]}>
      <LazyTexts ns="cart" fallback={<p>loading</p>} attempt={attempt}>
        <BasketTitle />
      </LazyTexts>
    </TestI18nProvider>
  );
}

describe('LazyTexts kept mounted by its popup', () => {
  it('asks again for texts that failed to come when the popup opens again (a new attempt)', async () => {
    const { rerender } = render(<Popup attempt={1} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText('loading')).toBeInTheDocument();
    rerender(<Popup attempt={2} />);
    expect(await screen.findByText('Discounts and delivery are worked out at checkout.')).toBeInTheDocument();
  });
});
