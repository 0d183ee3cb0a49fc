/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { TestI18nProvider } from '@/i18n/test-i18n-provider';
import type { CaptchaApi, CaptchaParams } from './captcha-script';
import { CaptchaField } from './captcha-field';
import { CaptchaSettingsProvider } from './captcha-settings';

const SETTINGS = { siteKey: 'site-key-1', scriptUrl: 'https://captcha.example/1/api.js' };

/** Stands in for the provider: answers the script tag by defining window.hcaptcha and calling onload. */
function fakeProvider() {
  const rendered: { params: CaptchaParams; container: HTMLElement }[] = [];
  const api: CaptchaApi = {
    render: jest.fn((container, params) => {
      rendered.push({ container, params });
      return rendered.length - 1;
    }),
    reset: jest.fn(),
    remove: jest.fn(),
  };
  const appended = jest.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    const script = nodes[0] as HTMLScriptElement;
    window.hcaptcha = api;
    const onload = new URL(script.src).searchParams.get('onload') as '__captchaLoaded';
    queueMicrotask(() => window[onload]?.());
  });
  return { api, rendered, appended };
}

function renderField(onToken: (token: string | null) => void, resetKey = 0) {
  return render(
    <TestI18nProvider store={createStore()}>
      <CaptchaSettingsProvider value={SETTINGS}>
        <CaptchaField onToken={onToken} resetKey={resetKey} />
      </CaptchaSettingsProvider>
    </TestI18nProvider>,
  );
}

describe('CaptchaField', () => {
  afterEach(() => {
    delete window.hcaptcha;
    jest.restoreAllMocks();
  });

  it("loads the provider's script with explicit render and the page's language, then renders the widget", async () => {
    const { rendered, appended } = fakeProvider();
    const onToken = jest.fn();
    renderField(onToken);
    await act(async () => {});
    const script = appended.mock.calls[0][0] as HTMLScriptElement;
    const src = new URL(script.src);
    expect(src.origin + src.pathname).toBe(SETTINGS.scriptUrl);
    expect(src.searchParams.get('render')).toBe('explicit');
    expect(src.searchParams.get('hl')).toBe('uk');
    expect(rendered).toHaveLength(1);
    expect(rendered[0].params).toMatchObject({ sitekey: 'site-key-1', hl: 'uk' });
    expect(screen.getByRole('group', { name: 'Перевірка, що ви не робот' })).toContainElement(
      rendered[0].container,
    );
  });

  it('passes the token on verify, null and a message on expiry and on error', async () => {
    const { rendered } = fakeProvider();
    const onToken = jest.fn();
    renderField(onToken);
    await act(async () => {});
    const { params } = rendered[0];
    act(() => params.callback('token-1'));
    expect(onToken).toHaveBeenLastCalledWith('token-1');
    act(() => params['expired-callback']());
    expect(onToken).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('alert')).toHaveTextContent('Час перевірки минув');
    act(() => params['error-callback']());
    expect(onToken).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('alert')).toHaveTextContent('Не вдалося завантажити перевірку');
  });

  it('resets the widget when resetKey changes, and removes it on unmount', async () => {
    const { api } = fakeProvider();
    const onToken = jest.fn();
    const view = renderField(onToken);
    await act(async () => {});
    view.rerender(
      <TestI18nProvider store={createStore()}>
        <CaptchaSettingsProvider value={SETTINGS}>
          <CaptchaField onToken={onToken} resetKey={1} />
        </CaptchaSettingsProvider>
      </TestI18nProvider>,
    );
    expect(api.reset).toHaveBeenCalledWith(0);
    expect(onToken).toHaveBeenLastCalledWith(null);
    view.unmount();
    expect(api.remove).toHaveBeenCalledWith(0);
  });
});
