/**
 * Loads the provider's script once per page, on the first form that needs it (never up front), with
 * explicit render and the page's language, and resolves with its global. hCaptcha's API; the sandbox
 * serves a stand-in with the same one.
 */
export type CaptchaParams = {
  sitekey: string;
  hl: string;
  callback: (token: string) => void;
  'expired-callback': () => void;
  'error-callback': () => void;
};

export type CaptchaApi = {
  render(container: HTMLElement, params: CaptchaParams): string | number;
  reset(id?: string | number): void;
  remove(id: string | number): void;
};

declare global {
  interface Window {
    hcaptcha?: CaptchaApi;
    __captchaLoaded?: () => void;
  }
}

const ONLOAD = '__captchaLoaded' as const;
let loading: Promise<CaptchaApi> | null = null;

export function captchaScriptSrc(scriptUrl: string, language: string): string {
  const url = new URL(scriptUrl, window.location.href);
  url.searchParams.set('render', 'explicit');
  url.searchParams.set('onload', ONLOAD);
  url.searchParams.set('hl', language);
  url.searchParams.set('recaptchacompat', 'off');
  return url.toString();
}

export function loadCaptchaScript(scriptUrl: string, language: string): Promise<CaptchaApi> {
  if (window.hcaptcha) return Promise.resolve(window.hcaptcha);
  loading ??= new Promise<CaptchaApi>((resolve, reject) => {
    window[ONLOAD] = () => {
      // From now on the global answers; a page whose global is gone (replaced) loads it again.
      loading = null;
      if (window.hcaptcha) resolve(window.hcaptcha);
      else reject(new Error('the captcha script defined no hcaptcha'));
    };
    const script = document.createElement('script');
    script.src = captchaScriptSrc(scriptUrl, language);
    script.async = true;
    script.onerror = () => {
      loading = null; // a later form may try again, say after the connection comes back
      script.remove();
      reject(new Error(`captcha script ${scriptUrl} did not load`));
    };
    document.head.append(script);
  });
  return loading;
}
