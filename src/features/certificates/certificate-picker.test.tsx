/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { cartAtom } from '@/features/cart/cart-atoms';
import { TestI18nProvider } from '@/i18n/test-i18n-provider';
import { formatPrice } from '@/domain/money';
import type { Certificate } from '@/domain/certificates/certificate';
import { CertificatePicker } from './certificate-picker';

jest.mock('next/navigation', () => ({ useParams: () => ({}) }));

const denominations = [
  { variationId: 11, amount: 500 },
  { variationId: 12, amount: 1000 },
];
const certificates: Certificate[] = [
  {
    id: 358,
    slug: 'certificate-electronic',
    type: 'electronic',
    title: 'E-certificate',
    description: 'Sent to the recipient’s e-mail within an hour.',
    image: {
      src: 'http://localhost:4000/wp-content/uploads/certificate-electronic-1.png',
      alt: 'An e-mail card',
    },
    denominations,
  },
  {
    id: 364,
    slug: 'certificate-physical',
    type: 'physical',
    title: 'Envelope certificate',
    description: 'Delivered by Nova Poshta in a festive envelope.',
    image: {
      src: 'http://localhost:4000/wp-content/uploads/certificate-physical-1.png',
      alt: 'A festive envelope',
    },
    denominations: denominations.map((d) => ({ ...d, variationId: d.variationId + 10 })),
  },
];

function renderPicker(initialId = 358) {
  const store = createStore();
  const user = userEvent.setup();
  render(
    <TestI18nProvider store={store}>
      <CertificatePicker certificates={certificates} initialId={initialId} lng="uk" />
    </TestI18nProvider>,
  );
  return { store, user };
}

const addButton = () => screen.getByRole('button', { name: 'Додати сертифікат у кошик' });

describe('certificate picker', () => {
  beforeEach(() => localStorage.clear());

  it('an electronic certificate asks for the recipient’s e-mail before it goes into the cart', async () => {
    const { store, user } = renderPicker();
    expect(screen.getByRole('radio', { name: /Електронний/ })).toBeChecked();

    await user.click(addButton());
    expect(screen.getByRole('alert')).toHaveTextContent("Заповніть обов'язкове поле");
    expect(screen.getByLabelText(/E-mail отримувача/)).toHaveAttribute('aria-invalid', 'true');
    expect(store.get(cartAtom)).toEqual([]);

    await user.type(screen.getByLabelText(/E-mail отримувача/), 'not-an-address');
    await user.click(addButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Адреса електронної пошти некоректна');
    expect(store.get(cartAtom)).toEqual([]);

    await user.clear(screen.getByLabelText(/E-mail отримувача/));
    await user.type(screen.getByLabelText(/E-mail отримувача/), 'Friend@Example.com');
    await user.click(screen.getByRole('radio', { name: /^1\s000\s₴$/ }));
    await user.click(addButton());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(store.get(cartAtom)).toEqual([
      expect.objectContaining({
        id: 358,
        kind: 'certificate',
        price: 1000,
        count: 1,
        title: `E-certificate, ${formatPrice(1000, 'uk')}`,
        description: 'certificate:electronic:1000:friend@example.com',
        certificate: { type: 'electronic', denomination: 1000, recipientEmail: 'friend@example.com' },
      }),
    ]);
  });

  it('choosing the physical certificate shows its own title, description and picture', async () => {
    const { user } = renderPicker();
    expect(screen.getByRole('heading', { level: 1, name: 'E-certificate' })).toBeInTheDocument();
    expect(screen.getByText('Sent to the recipient’s e-mail within an hour.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'An e-mail card' })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Фізичний/ }));
    expect(screen.getByRole('heading', { level: 1, name: 'Envelope certificate' })).toBeInTheDocument();
    expect(screen.getByText('Delivered by Nova Poshta in a festive envelope.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'A festive envelope' })).toBeInTheDocument();
    expect(screen.queryByText('E-certificate')).not.toBeInTheDocument();
    expect(screen.queryByText('Sent to the recipient’s e-mail within an hour.')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'An e-mail card' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Електронний/ }));
    expect(screen.getByRole('heading', { level: 1, name: 'E-certificate' })).toBeInTheDocument();
  });

  it('the page of the physical certificate shows it first', () => {
    renderPicker(364);
    expect(screen.getByRole('radio', { name: /Фізичний/ })).toBeChecked();
    expect(screen.getByRole('heading', { level: 1, name: 'Envelope certificate' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'A festive envelope' })).toBeInTheDocument();
  });

  it('a physical certificate needs no e-mail, and the same one again raises the count', async () => {
    const { store, user } = renderPicker();
    await user.click(screen.getByRole('radio', { name: /Фізичний/ }));
    expect(screen.queryByLabelText(/E-mail отримувача/)).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^500\s₴$/ })).toBeChecked();

    await user.click(addButton());
    await user.click(addButton());
    expect(store.get(cartAtom)).toEqual([
      expect.objectContaining({
        id: 364,
        price: 500,
        count: 2,
        description: 'certificate:physical:500',
        certificate: { type: 'physical', denomination: 500 },
      }),
    ]);
  });
});
