/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { TestI18nProvider } from '@/i18n/test-i18n-provider';
import { CallbackButton } from './callback-button';

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

type Answer = { status: number; body: unknown };
let callbackAnswer: Answer;
const fetchMock = jest.fn<Promise<unknown>, [string, RequestInit?]>(async (url) => {
  // The phone field asks for the shopper's country; Ukraine stays.
  if (url === '/api/geo/country') return { ok: true, status: 200, json: async () => ({ country: null }) };
  return {
    ok: callbackAnswer.status < 300,
    status: callbackAnswer.status,
    json: async () => callbackAnswer.body,
  };
});
const callbackCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/callback');
const sentBody = () => JSON.parse(String(callbackCalls()[0][1]?.body)) as Record<string, unknown>;

const realFetch = global.fetch;
beforeEach(() => {
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => {
  global.fetch = realFetch;
});

function renderButton(onOrdered = jest.fn()) {
  // A product page's texts: the call-me-back popup's and the checkout's (the phone field's) come with
  // the popup; the page gives the button its label.
  render(
    <TestI18nProvider store={createStore()} lng="en" pageNamespaces={['product', 'reviews', 'cart']}>
      <CallbackButton
        lng="en"
        label="Call me back to order"
        lines={{ items: [{ id: 10, variation_id: 11, count: 1 }] }}
        summary="Velvet Amber 07, 50 ml"
        onOrdered={onOrdered}
      />
    </TestI18nProvider>,
  );
  return { user: userEvent.setup(), onOrdered };
}

async function fillAndSend(user: ReturnType<typeof userEvent.setup>, phone = '671234567') {
  await user.click(screen.getByRole('button', { name: 'Call me back to order' }));
  const dialog = await screen.findByRole('dialog', { name: 'Order by phone' });
  await user.type(await within(dialog).findByRole('textbox', { name: 'Phone' }), phone);
  await user.type(within(dialog).getByRole('textbox', { name: 'Name (optional)' }), 'Olena');
  await user.click(within(dialog).getByRole('button', { name: 'pass the captcha' }));
  await user.click(within(dialog).getByRole('button', { name: 'Call me back' }));
  return dialog;
}

describe('the call-me-back popup', () => {
  it('checks the phone for its country before sending anything', async () => {
    const { user } = renderButton();
    await fillAndSend(user, '6712');
    expect(await screen.findByText('Enter a valid number.')).toBeInTheDocument();
    expect(callbackCalls()).toHaveLength(0);
  });

  it('asks to pass the captcha first', async () => {
    const { user } = renderButton();
    await user.click(screen.getByRole('button', { name: 'Call me back to order' }));
    await user.type(await screen.findByRole('textbox', { name: 'Phone' }), '671234567');
    await user.click(screen.getByRole('button', { name: 'Call me back' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Confirm that you are not a robot');
    expect(callbackCalls()).toHaveLength(0);
  });

  it('sends the lines, phone, name and token, then promises a call within 30 minutes', async () => {
    callbackAnswer = {
      status: 201,
      body: { order: { id: 391, number: '391' }, callback: { kind: 'soon', minutes: 30 } },
    };
    const { user, onOrdered } = renderButton();
    await fillAndSend(user);
    expect(
      await screen.findByRole('dialog', { name: 'Thank you! Order №391 is received' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('A manager will call you within 30 minutes.');
    expect(sentBody()).toEqual({
      locale: 'en',
      phone: '+380671234567',
      name: 'Olena',
      items: [{ id: 10, variation_id: 11, count: 1 }],
      captcha: 'captcha-token',
    });
    expect(onOrdered).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('outside the opening hours says when the shop will call', async () => {
    callbackAnswer = {
      status: 201,
      body: {
        order: { id: 392, number: '392' },
        callback: { kind: 'later', day: 'tomorrow', time: '10:00' },
      },
    };
    const { user } = renderButton();
    await fillAndSend(user);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'We are closed right now: a manager will call you tomorrow after 10:00.',
    );
  });

  it('a backend failure shows the message and keeps what was typed', async () => {
    const message =
      'We could not send your request right now. Your details are kept: please try again in a minute.';
    callbackAnswer = { status: 503, body: { error: { code: 'callback_failed', message } } };
    const { user, onOrdered } = renderButton();
    const dialog = await fillAndSend(user);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).getByRole('textbox', { name: 'Phone' })).toHaveValue('(67) 123 45 67');
    expect(within(dialog).getByRole('textbox', { name: 'Name (optional)' })).toHaveValue('Olena');
    expect(onOrdered).not.toHaveBeenCalled();
  });

  it('closed by mistake, it opens again with what was typed', async () => {
    const { user } = renderButton();
    await user.click(screen.getByRole('button', { name: 'Call me back to order' }));
    await user.type(await screen.findByRole('textbox', { name: 'Phone' }), '671234567');
    await user.type(screen.getByRole('textbox', { name: 'Name (optional)' }), 'Olena');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Call me back to order' }));
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('(67) 123 45 67');
    expect(screen.getByRole('textbox', { name: 'Name (optional)' })).toHaveValue('Olena');
  });

  it("the server's phone refusal marks the phone field", async () => {
    callbackAnswer = {
      status: 400,
      body: { error: { code: 'phone', message: 'Enter a valid number.', field: 'phone' } },
    };
    const { user } = renderButton();
    await fillAndSend(user);
    const phone = await screen.findByRole('textbox', { name: 'Phone' });
    expect(await screen.findByText('Enter a valid number.')).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
  });
});
