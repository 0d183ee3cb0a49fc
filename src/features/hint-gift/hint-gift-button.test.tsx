/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { Toaster } from '@/components/toasts/toaster';
import { TestI18nProvider } from '@/i18n/test-i18n-provider';
import { HintGiftButton } from './hint-gift-button';

jest.mock('@/features/captcha/captcha-field', () => ({
  CaptchaField: ({ onToken, error }: { onToken: (token: string | null) => void; error?: string }) => (
    <div>
      <button type="button" onClick={() => onToken('captcha-token')}>
        pass the captcha
      </button>
      {error && <p role="alert">{error}</p>}
    </div>
  ),
}));

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
    await user.click(screen.getByRole('button', { name: 'pass the captcha' }));
    await user.click(screen.getByRole('button', { name: 'Send the hint' }));
    expect(await screen.findByText('Your hint has been sent')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({
      email: 'friend@example.com',
      message: 'Please!',
      productSlug: 'velvet-amber-07',
      locale: 'en',
      captcha: 'captcha-token',
    });
  });

  it('asks to pass the captcha before sending anything', async () => {
    const fetchMock = jest.fn();
    global.fetch = fetchMock;
    const user = renderButton();
    await user.click(screen.getByRole('button', { name: 'Hint a gift' }));
    await user.type(await screen.findByLabelText("Recipient's e-mail"), 'friend@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the hint' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Confirm that you are not a robot');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a link in the message is marked on the field before anything is sent', async () => {
    const fetchMock = jest.fn();
    global.fetch = fetchMock;
    const user = renderButton();
    await user.click(screen.getByRole('button', { name: 'Hint a gift' }));
    await user.type(await screen.findByLabelText("Recipient's e-mail"), 'friend@example.com');
    await user.type(screen.getByLabelText('Message'), 'Win at example[[.]com');
    await user.click(screen.getByRole('button', { name: 'pass the captcha' }));
    await user.click(screen.getByRole('button', { name: 'Send the hint' }));
    expect(await screen.findByText(/Links and addresses cannot be sent in a hint/)).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription(/Links and addresses/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("the route's refusal of a field is shown on that field and the text stays", async () => {
    global.fetch = jest.fn(async () => ({
      ok: false,
      status: 400,
      json: async () => ({ error: { code: 'link_in_text', message: 'No links, please', field: 'name' } }),
    })) as unknown as typeof fetch;
    const user = renderButton();
    await user.click(screen.getByRole('button', { name: 'Hint a gift' }));
    await user.type(await screen.findByLabelText("Recipient's e-mail"), 'friend@example.com');
    await user.type(screen.getByLabelText('Your name'), 'Anna');
    await user.click(screen.getByRole('button', { name: 'pass the captcha' }));
    await user.click(screen.getByRole('button', { name: 'Send the hint' }));
    expect(await screen.findByText('No links, please')).toBeInTheDocument();
    expect(screen.getByLabelText('Your name')).toHaveValue('Anna');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
