/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { TestI18nProvider } from '@/i18n/test-i18n-provider';
import { TrackingForm } from './tracking-form';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }), useParams: () => ({}) }));

const fetchMock = jest.fn();
beforeEach(() => {
  push.mockReset();
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

const answer = (status: number, body: unknown) =>
  fetchMock.mockResolvedValue({ ok: status < 300, status, json: async () => body });

function setup(number?: string) {
  render(
    <TestI18nProvider lng="en">
      <TrackingForm lng="en" number={number} />
    </TestI18nProvider>,
  );
  return {
    number: screen.getByRole('textbox', { name: 'Order number' }),
    phone: screen.getByRole('textbox', { name: 'Phone' }),
    submit: screen.getByRole('button', { name: 'Track' }),
  };
}

describe('the tracking lookup form', () => {
  it('goes to the tracking link the server answers for the number and phone', async () => {
    answer(200, { href: '/en/tracking/391?key=wc_order_abc' });
    const form = setup('391');
    expect(form.number).toHaveValue('391');
    fireEvent.change(form.phone, { target: { value: '067 123 45 67' } });
    fireEvent.click(form.submit);
    await waitFor(() => expect(push).toHaveBeenCalledWith('/en/tracking/391?key=wc_order_abc'));
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({
      locale: 'en',
      number: '391',
      phone: '067 123 45 67',
    });
  });

  it('marks empty and malformed fields and asks nothing of the server', async () => {
    const form = setup();
    fireEvent.click(form.submit);
    expect(form.number).toHaveAccessibleDescription('Please fill in this field.');
    expect(form.phone).toHaveAccessibleDescription('Please fill in this field.');
    expect(form.number).toHaveFocus();
    fireEvent.change(form.number, { target: { value: '39a' } });
    fireEvent.change(form.phone, { target: { value: 'call me' } });
    fireEvent.click(form.submit);
    expect(form.number).toHaveAccessibleDescription('Enter the order number: digits only.');
    expect(form.phone).toHaveAccessibleDescription('Enter a valid number.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server’s message when nothing matches, and stays on the form', async () => {
    answer(404, { error: { code: 'order_not_found', message: 'We could not find an order.' } });
    const form = setup('391');
    fireEvent.change(form.phone, { target: { value: '+380501112233' } });
    fireEvent.click(form.submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find an order.');
    expect(push).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Track' })).toBeEnabled();
  });
});
