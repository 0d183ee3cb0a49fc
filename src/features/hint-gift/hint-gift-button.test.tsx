/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { Toaster } from '@/components/toasts/toaster';
import { TestI18nProvider } from '@/i18n/test-i18n-provider';
import { HintGiftButton } from './hint-gift-button';

function renderButton() {
  render(
    <TestI18nProvider store={createStore()} lng="en">
      <HintGiftButton productSlug="velvet-amber-07" lng="en" />
      <Toaster />
    </TestI18nProvider>,
  );
  return userEvent.setup();
}

describe('hint a gift popup', () => {
  // jsdom has no fetch; each test puts a stand-in for the route in its place.
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('asks for a valid recipient e-mail before sending anything', async () => {
    const fetchMock = jest.fn();
    global.fetch = fetchMock;
    const user = renderButton();
    await user.click(screen.getByRole('button', { name: 'Hint a gift' }));
    await user.type(await screen.findByLabelText("Recipient's e-mail"), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send the hint' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Check the e-mail');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the hint for this product, shows the toast and closes', async () => {
    const fetchMock = jest.fn<Promise<unknown>, [string, RequestInit?]>(async () => ({
      ok: true,
      status: 200,
      json: async () => ({ sent: true }),
    }));
    global.fetch = fetchMock as unknown as typeof fetch;
    const user = renderButton();
    await user.click(screen.getByRole('button', { name: 'Hint a gift' }));
    await user.type(await screen.findByLabelText("Recipient's e-mail"), 'friend@example.com');
    await user.type(screen.getByLabelText('Message'), 'Please!');
    await user.click(screen.getByRole('button', { name: 'Send the hint' }));
    expect(await screen.findByText('Your hint has been sent')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({
      email: 'friend@example.com',
      message: 'Please!',
      productSlug: 'velvet-amber-07',
      locale: 'en',
    });
  });
});
