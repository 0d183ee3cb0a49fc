/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { Toaster } from '@/components/toasts/toaster';
import { TestI18nProvider } from '@/i18n/test-i18n-provider';
import { WheelPopup } from './wheel-popup';
import { SITE_WHEELS as WHEELS } from './wheel.test-support';

jest.mock('next/navigation', () => ({ useParams: () => ({}) }));
// The provider's widget, reduced to what the form depends on: a token once the shopper passes.
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

/** The two routes: the status list, then the given spin answers in turn. */
function routes(...spins: Answer[]) {
  const fetchMock = jest.fn(async (url: string) => {
    const answer = url === '/api/wheel/status' ? { status: 200, body: WHEELS } : spins.shift()!;
    return { ok: answer.status < 400, status: answer.status, json: async () => answer.body };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** The open popup once the wheel has loaded. */
async function loadedDialog() {
  const dialog = await screen.findByRole('dialog', { name: 'Колесо призів' });
  await within(dialog).findByRole('textbox', { name: 'E-mail' });
  return dialog;
}

function renderPopup() {
  render(
    <TestI18nProvider store={createStore()}>
      <WheelPopup lng="uk" wheelId={7} onClose={() => {}} />
      <Toaster />
    </TestI18nProvider>,
  );
  return userEvent.setup();
}

describe('the wheel popup', () => {
  const realFetch = global.fetch;
  beforeEach(() => {
    // Reduced motion: the wheel stops at once, as it does for a shopper who asked for it.
    window.matchMedia = jest.fn(() => ({ matches: true })) as unknown as typeof window.matchMedia;
  });
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('asks for the e-mail and the consent before spinning, and sends nothing until both are given', async () => {
    const fetchMock = routes();
    const user = renderPopup();
    const dialog = await loadedDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Крутити колесо' }));
    expect(within(dialog).getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      "Заповніть обов'язкове поле",
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'olena@');
    await user.click(within(dialog).getByRole('button', { name: 'Крутити колесо' }));
    expect(within(dialog).getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      'Адреса електронної пошти некоректна',
    );
    expect(within(dialog).getByText('Потрібна згода на обробку персональних даних')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('spins, announces the prize, shows the code and copies it with "promo code copied"', async () => {
    const fetchMock = routes({
      status: 200,
      body: {
        prize: { type: 'percent', label: 'Знижка 5%' },
        segment: 0,
        code: 'spinab12cd',
        expires: '2026-12-08',
      },
    });
    const user = renderPopup();
    const dialog = await loadedDialog();
    expect(within(dialog).getByRole('img', { name: 'Колесо призів, секторів: 3' })).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), ' olena@example.com ');
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'Я погоджуюся на обробку моїх персональних даних' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Крутити колесо' }));
    expect(await within(dialog).findByText('Підтвердіть, що ви не робот')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'pass the captcha' }));
    await user.click(within(dialog).getByRole('button', { name: 'Крутити колесо' }));

    const [, init] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      locale: 'uk',
      wheelId: 7,
      email: 'olena@example.com',
      consent: true,
      captcha: 'captcha-token',
    });
    expect(
      await within(dialog).findByText('Випало: Знижка 5%. Ваш промокод: spinab12cd'),
    ).toBeInTheDocument();
    expect(within(dialog).getByTestId('wheel-code')).toHaveTextContent('spinab12cd');
    expect(
      within(dialog).getByText('Діє до 8 грудня 2026 р. включно, один раз, з адресою olena@example.com.'),
    ).toBeInTheDocument();

    const writeText = jest.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(within(dialog).getByRole('button', { name: 'Копіювати промокод' }));
    expect(writeText).toHaveBeenCalledWith('spinab12cd');
    expect(await screen.findByText('Промокод скопійовано')).toBeInTheDocument();
  });

  it('shows the server’s "already received" and keeps the form', async () => {
    routes({
      status: 409,
      body: { error: { code: 'already_received', message: 'Ви вже отримали купон з цього колеса.' } },
    });
    const user = renderPopup();
    const dialog = await loadedDialog();
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'olena@example.com');
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'pass the captcha' }));
    await user.click(within(dialog).getByRole('button', { name: 'Крутити колесо' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Ви вже отримали купон з цього колеса.',
    );
    expect(within(dialog).getByRole('button', { name: 'Крутити колесо' })).toBeEnabled();
  });

  it('after no prize offers another spin', async () => {
    routes({ status: 200, body: { prize: { type: 'none', label: 'Спробуйте ще' }, segment: 2 } });
    const user = renderPopup();
    const dialog = await loadedDialog();
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'olena@example.com');
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'pass the captcha' }));
    await user.click(within(dialog).getByRole('button', { name: 'Крутити колесо' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Крутнути ще раз' }));
    expect(within(dialog).getByRole('textbox', { name: 'E-mail' })).toHaveValue('olena@example.com');
  });
});
