/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { Toaster } from '@/components/toasts/toaster';
import { TestI18nProvider } from '@/i18n/test-i18n-provider';
import { SubscribeForm } from './subscribe-form';

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

function renderForm() {
  render(
    <TestI18nProvider store={createStore()}>
      <SubscribeForm lng="uk" />
      <Toaster />
    </TestI18nProvider>,
  );
  return userEvent.setup();
}

/** A stand-in for POST /api/newsletter that answers when `release` is called. */
function routeAnswering(status: number, body: unknown) {
  let release = () => {};
  const answered = new Promise<void>((resolve) => {
    release = resolve;
  });
  const fetchMock = jest.fn(async () => {
    await answered;
    return { ok: status < 400, status, json: async () => body };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return { fetchMock, release };
}

const alerts = () => within(screen.getByRole('status'));

describe('footer subscription form', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('trims the address as it is typed, shows "sending" during the request, then "subscribed"', async () => {
    const { fetchMock, release } = routeAnswering(200, { status: 'subscribed' });
    const user = renderForm();
    const input = screen.getByLabelText('Ваш e-mail');
    expect(screen.queryByRole('button', { name: 'pass the captcha' })).not.toBeInTheDocument();
    await user.type(input, '  anna@example.com ');
    expect(input).toHaveValue('anna@example.com');
    await user.click(screen.getByRole('button', { name: 'pass the captcha' }));
    await user.click(screen.getByRole('button', { name: 'Підписатися' }));
    expect(await alerts().findByText('Надсилаємо…')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/newsletter', expect.objectContaining({ method: 'POST' }));
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      locale: 'uk',
      email: 'anna@example.com',
      captcha: 'captcha-token',
    });
    release();
    expect(await alerts().findByText('Ви підписалися на новини')).toBeInTheDocument();
    expect(alerts().queryByText('Надсилаємо…')).not.toBeInTheDocument();
    expect(input).toHaveValue('');
  });

  it('says "already subscribed" for a known address', async () => {
    routeAnswering(200, { status: 'already' }).release();
    const user = renderForm();
    await user.type(screen.getByLabelText('Ваш e-mail'), 'anna@example.com');
    await user.click(screen.getByRole('button', { name: 'pass the captcha' }));
    await user.click(screen.getByRole('button', { name: 'Підписатися' }));
    expect(await alerts().findByText('Ви вже підписані на новини')).toBeInTheDocument();
  });

  it('shows the error alert when the shop refuses or cannot be reached, and keeps the address', async () => {
    routeAnswering(502, { error: { code: 'subscription_failed', message: 'x' } }).release();
    const user = renderForm();
    await user.type(screen.getByLabelText('Ваш e-mail'), 'anna@example.com');
    await user.click(screen.getByRole('button', { name: 'pass the captcha' }));
    await user.click(screen.getByRole('button', { name: 'Підписатися' }));
    expect(await alerts().findByText('Не вдалося оформити підписку. Спробуйте ще раз.')).toBeInTheDocument();
    expect(screen.getByLabelText('Ваш e-mail')).toHaveValue('anna@example.com');

    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    jest.spyOn(console, 'error').mockImplementationOnce(() => {});
    await user.click(screen.getByRole('button', { name: 'pass the captcha' }));
    await user.click(screen.getByRole('button', { name: 'Підписатися' }));
    expect(await alerts().findAllByText('Не вдалося оформити підписку. Спробуйте ще раз.')).toHaveLength(2);
  });

  it('asks to pass the captcha before sending, and sends as soon as it is passed, without a second press', async () => {
    const { fetchMock, release } = routeAnswering(200, { status: 'subscribed' });
    release();
    const user = renderForm();
    await user.type(screen.getByLabelText('Ваш e-mail'), 'anna@example.com');
    await user.click(screen.getByRole('button', { name: 'Підписатися' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Підтвердіть, що ви не робот');
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'pass the captcha' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await alerts().findByText('Ви підписалися на новини')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('an address changed after the press waits for its own press', async () => {
    const { fetchMock, release } = routeAnswering(200, { status: 'subscribed' });
    release();
    const user = renderForm();
    await user.type(screen.getByLabelText('Ваш e-mail'), 'anna@example.com');
    await user.click(screen.getByRole('button', { name: 'Підписатися' }));
    await user.type(screen.getByLabelText('Ваш e-mail'), 'x');
    await user.click(screen.getByRole('button', { name: 'pass the captcha' }));
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Підписатися' }));
    expect(await alerts().findByText('Ви підписалися на новини')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('says the field is required when empty, and that the address is wrong when malformed, sending nothing', async () => {
    const fetchMock = jest.fn();
    global.fetch = fetchMock;
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: 'Підписатися' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Заповніть обов'язкове поле");
    await user.type(screen.getByLabelText('Ваш e-mail'), 'anna@');
    await user.click(screen.getByRole('button', { name: 'Підписатися' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Адреса електронної пошти некоректна');
    expect(screen.getByLabelText('Ваш e-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
