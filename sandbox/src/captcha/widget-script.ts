/**
 * The sandbox's stand-in for hCaptcha's `api.js`: the same global (`hcaptcha.render(el, params)`
 * → widget id, `reset`, `remove`, `getResponse`), the same explicit-render query (`render=explicit`,
 * `onload=<global function>`, `hl=<language>`) and the same callbacks (`callback(token)`,
 * `expired-callback`, `error-callback`). Instead of a challenge in an iframe it draws a checkbox
 * "I am human": ticking it verifies with the token the sandbox's siteverify accepts, unticking it
 * expires the token, as hCaptcha's does after two minutes.
 */
export const SANDBOX_CAPTCHA_TOKEN = 'sandbox-captcha-ok';

export function widgetScript(query: { onload?: string; hl?: string }): string {
  const onload = query.onload && /^[A-Za-z_$][\w$]*$/.test(query.onload) ? query.onload : '';
  const language = query.hl && /^[a-z]{2}(-[A-Za-z]{2})?$/.test(query.hl) ? query.hl : 'en';
  return `(() => {
  const widgets = new Map();
  let next = 0;
  const call = (fn, ...args) => { if (typeof fn === 'function') fn(...args); };
  window.hcaptcha = {
    render(container, params) {
      const host = typeof container === 'string' ? document.getElementById(container) : container;
      if (!host) throw new Error('hcaptcha: no container');
      if (!params || !params.sitekey) throw new Error('hcaptcha: missing sitekey');
      const id = String(next++);
      const label = document.createElement('label');
      label.className = 'sandbox-captcha';
      label.dataset.hl = params.hl || ${JSON.stringify(language)};
      label.dataset.sitekey = params.sitekey;
      label.style.cssText = 'display:inline-flex;gap:8px;align-items:center;padding:10px 14px;border:1px solid #767676;border-radius:4px;background:#fff;color:#222;font:14px sans-serif';
      const box = document.createElement('input');
      box.type = 'checkbox';
      label.append(box, 'I am human');
      const widget = { label, box, token: '' };
      box.addEventListener('change', () => {
        widget.token = box.checked ? ${JSON.stringify(SANDBOX_CAPTCHA_TOKEN)} : '';
        if (box.checked) call(params.callback, widget.token);
        else call(params['expired-callback']);
      });
      host.append(label);
      widgets.set(id, widget);
      return id;
    },
    reset(id) {
      for (const [key, widget] of widgets) {
        if (id === undefined || key === String(id)) { widget.box.checked = false; widget.token = ''; }
      }
    },
    remove(id) {
      const widget = widgets.get(String(id));
      if (widget) { widget.label.remove(); widgets.delete(String(id)); }
    },
    getResponse(id) {
      const widget = widgets.get(String(id ?? '0'));
      return widget ? widget.token : '';
    },
  };
  ${onload ? `if (typeof window[${JSON.stringify(onload)}] === 'function') window[${JSON.stringify(onload)}]();` : ''}
})();
`;
}
