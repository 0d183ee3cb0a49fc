/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { useT } from '@/i18n/use-t';
import { TestI18nProvider } from '@/i18n/test-i18n-provider';
import { LazyTexts } from './lazy-texts';

function ContactLegend() {
  const { t } = useT('checkout');
  return <p>{t('page.contact.legend')}</p>;
}

describe('LazyTexts', () => {
  it('renders the fallback until the namespace is loaded, then its texts in the page’s language', async () => {
    render(
      <TestI18nProvider lng="ru" pageNamespaces={[]}>
        <LazyTexts ns="checkout" fallback={<p>loading</p>}>
          <ContactLegend />
        </LazyTexts>
      </TestI18nProvider>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('Контактные данные')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
  });

  it('renders at once on a page that has them', () => {
    render(
      <TestI18nProvider lng="en">
        <LazyTexts ns="checkout" fallback={<p>loading</p>}>
          <ContactLegend />
        </LazyTexts>
      </TestI18nProvider>,
    );
    expect(screen.getByText('Contact details')).toBeInTheDocument();
  });
});
