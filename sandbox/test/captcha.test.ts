import vm from 'node:vm';
import { startSandbox, type RunningSandbox } from './harness';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

function siteverify(fields: Record<string, string>, type = 'application/x-www-form-urlencoded') {
  return fetch(`${sandbox.url}/captcha/siteverify`, {
    method: 'POST',
    headers: { 'Content-Type': type },
    body: new URLSearchParams(fields).toString(),
  }).then(async (response) => ({ status: response.status, body: await response.json() }));
}

describe('hCaptcha imitation: siteverify', () => {
  it('passes the sandbox token with the sandbox secret, with HTTP 200 and a challenge time', async () => {
    const { status, body } = await siteverify({
      secret: 'sandbox_captcha_secret',
      response: 'sandbox-captcha-ok',
      remoteip: '203.0.113.7',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, hostname: 'localhost' });
    expect(Number.isNaN(Date.parse(body.challenge_ts))).toBe(false);
  });

  it('fails any other token, a wrong or missing secret, and a JSON body, naming the error codes', async () => {
    expect((await siteverify({ secret: 'sandbox_captcha_secret', response: 'forged' })).body).toEqual({
      success: false,
      'error-codes': ['invalid-input-response'],
    });
    expect((await siteverify({ secret: 'guess', response: 'sandbox-captcha-ok' })).body).toEqual({
      success: false,
      'error-codes': ['invalid-input-secret'],
    });
    expect((await siteverify({ response: '' })).body).toEqual({
      success: false,
      'error-codes': ['missing-input-secret', 'missing-input-response'],
    });
    const json = await siteverify(
      { secret: 'sandbox_captcha_secret', response: 'sandbox-captcha-ok' },
      'application/json',
    );
    expect(json.body.success).toBe(false);
  });
});

describe('hCaptcha imitation: the widget script', () => {
  it('defines hcaptcha.render, calls the onload function, and verifies with the sandbox token when ticked', async () => {
    const response = await fetch(`${sandbox.url}/captcha/api.js?render=explicit&onload=captchaReady&hl=uk`);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    const source = await response.text();

    // A minimal DOM: enough for render() to build its label and checkbox.
    const listeners: Record<string, () => void> = {};
    const box = {
      type: '',
      checked: false,
      addEventListener: (name: string, fn: () => void) => (listeners[name] = fn),
    };
    const label = {
      className: '',
      dataset: {} as Record<string, string>,
      style: {},
      append: jest.fn(),
      remove: jest.fn(),
    };
    const host = { append: jest.fn() };
    const window: Record<string, unknown> = {};
    let readyCalls = 0;
    window.captchaReady = () => (readyCalls += 1);
    const document = {
      createElement: (tag: string) => (tag === 'input' ? box : label),
      getElementById: () => host,
    };
    vm.runInNewContext(source, { window, document });
    expect(readyCalls).toBe(1);

    const api = window.hcaptcha as {
      render: (host: unknown, params: Record<string, unknown>) => string;
      getResponse: (id: string) => string;
      reset: (id?: string) => void;
    };
    const tokens: (string | null)[] = [];
    const id = api.render(host, {
      sitekey: 'sandbox-site-key',
      hl: 'uk',
      callback: (token: string) => tokens.push(token),
      'expired-callback': () => tokens.push(null),
    });
    expect(label.dataset.hl).toBe('uk');
    expect(label.append).toHaveBeenCalledWith(box, 'I am human');
    box.checked = true;
    listeners.change();
    expect(api.getResponse(id)).toBe('sandbox-captcha-ok');
    box.checked = false;
    listeners.change();
    expect(tokens).toEqual(['sandbox-captcha-ok', null]);
    expect(() => api.render(host, {})).toThrow('missing sitekey');
  });

  it('ignores an onload name that is not a plain identifier', async () => {
    const source = await (await fetch(`${sandbox.url}/captcha/api.js?onload=alert(1)`)).text();
    expect(source).not.toContain('alert(1)');
  });
});
