/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { useT } from '@/i18n/use-t';
import { AppProviders } from '@/components/app-providers';
import { CLIENT_NAMESPACES, resourcesFor } from '@/i18n/resources';

/*
 * In the browser the islands' t comes from next-i18next's own provider's instance: from AppProviders down it
 * keeps its answers (src/i18n/memoized-t.ts), with the same texts and plurals as before.
 */

jest.mock('next/navigation', () => ({ useParams: () => ({ lng: 'uk' }), useRouter: () => ({}) }));

/** The instance each island was given. */
const seen: I18n[] = [];

function CartLabel({ count }: { count: number }) {
  const { t, i18n } = useT('common');
  seen.push(i18n);
  return <span>{t('cart.label', { count })}</span>;
}

it('gives the islands the same texts and plurals, from a t that asks i18next once per call', () => {
  render(
    <AppProviders lng="uk" resources={resourcesFor('uk', CLIENT_NAMESPACES)}>
      <CartLabel count={2} />
      <CartLabel count={5} />
      <CartLabel count={21} />
    </AppProviders>,
  );
  expect(screen.getByText('Кошик, 2 товари')).toBeInTheDocument();
  expect(screen.getByText('Кошик, 5 товарів')).toBeInTheDocument();
  expect(screen.getByText('Кошик, 21 товар')).toBeInTheDocument();

  const [instance] = seen;
  const translate = jest.spyOn(instance, 't');
  const t = instance.getFixedT('uk', 'common');
  expect(t('cart.label', { count: 3 })).toBe('Кошик, 3 товари');
  expect(instance.getFixedT('uk', 'common')('cart.label', { count: 3 })).toBe('Кошик, 3 товари');
  expect(translate).toHaveBeenCalledTimes(1);
});
