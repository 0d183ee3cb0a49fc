import type { Product, Transaction } from './transactions';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

function layout(title: string, body: string, lang = 'en'): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;background:#f3f5f9;margin:0;padding:2rem;color:#1b1f29}
main{max-width:520px;margin:auto;background:#fff;border-radius:12px;padding:2rem;box-shadow:0 2px 12px #0001}
table{width:100%;border-collapse:collapse}td,th{padding:.4rem 0;text-align:left}td:last-child,th:last-child{text-align:right}
.total{font-size:1.4rem;font-weight:600}.actions{display:flex;gap:1rem;margin-top:1.5rem}
button{flex:1;padding:.8rem;font-size:1rem;border-radius:8px;border:0;cursor:pointer}
.approve{background:#1a7f37;color:#fff}.decline{background:#e5e7eb;color:#1b1f29}
.note{color:#5b6372;font-size:.9rem}</style></head><body><main>${body}</main></body></html>`;
}

const PAGE_LANG: Record<string, string> = { UA: 'uk', RU: 'ru', EN: 'en' };

/** The hosted payment page: the order, the amount, and the two outcomes the sandbox can simulate. */
export function payPage(t: Transaction): string {
  const products = JSON.parse(t.products) as Product[];
  const rows = products
    .map(
      (p) =>
        `<tr><td>${escapeHtml(p.name)}</td><td>${escapeHtml(p.count)} × ${escapeHtml(p.price)}</td></tr>`,
    )
    .join('');
  return layout(
    'WayForPay — payment',
    `<h1>Payment to ${escapeHtml(t.merchant_domain)}</h1>
<p>Order <strong>${escapeHtml(t.order_reference)}</strong></p>
<table aria-label="Order items"><thead><tr><th scope="col">Product</th><th scope="col">Quantity × price</th></tr></thead><tbody>${rows}</tbody></table>
<p class="total">Amount: <output aria-label="Amount to pay">${escapeHtml(t.amount)} ${escapeHtml(t.currency)}</output></p>
<p class="note">Sandbox payment page: no card is charged. Choose how the payment ends.</p>
<div class="actions">
<form method="post" action="/wayforpay/pay/${t.id}/approve"><button type="submit" class="approve">Approve</button></form>
<form method="post" action="/wayforpay/pay/${t.id}/decline"><button type="submit" class="decline">Decline</button></form>
</div>`,
    PAGE_LANG[t.language ?? ''] ?? 'en',
  );
}

/** WayForPay returns the shopper to returnUrl with a POST carrying the payment result. */
export function returnForm(returnUrl: string, fields: Record<string, string | number>): string {
  const inputs = Object.entries(fields)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(String(value))}">`,
    )
    .join('');
  return layout(
    'Returning to the shop',
    `<h1>Returning to the shop…</h1>
<form id="return" method="post" action="${escapeHtml(returnUrl)}">${inputs}<button type="submit" class="approve">Return to the shop</button></form>
<script>document.getElementById('return').submit()</script>`,
  );
}

export function resultPage(t: Transaction): string {
  const ok = t.status === 'Approved';
  return layout(
    ok ? 'Payment approved' : 'Payment declined',
    `<h1>${ok ? 'Payment approved' : 'Payment declined'}</h1><p>Order ${escapeHtml(t.order_reference)}: ${escapeHtml(t.amount)} ${escapeHtml(t.currency)}.</p><p>${escapeHtml(t.reason ?? '')}</p>`,
  );
}

export function errorPage(reasonCode: number, reason: string): string {
  return layout(
    'WayForPay — error',
    `<h1>Payment error</h1><p role="alert">Error ${reasonCode}: ${escapeHtml(reason)}</p>`,
  );
}
