/** Google's own domains for Gmail: one mailbox answers at both. */
const GMAIL_DOMAINS = ['gmail.com', 'googlemail.com'];

/**
 * The mailbox an address delivers to, for the rule "one prize per mailbox": lower-cased, without a
 * `+tag` (sub-addressing, RFC 5233, which Gmail, Outlook, iCloud, Fastmail and ukr.net deliver to
 * the same box). Dots are kept, since most providers tell `o.k` from `ok`; only Gmail documents that
 * dots in its addresses are ignored ("Dots don't matter in Gmail addresses"), so there they go.
 */
export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1) return address;
  let local = address.slice(0, at).split('+')[0] || address.slice(0, at);
  let domain = address.slice(at + 1);
  if (GMAIL_DOMAINS.includes(domain)) {
    local = local.replaceAll('.', '');
    domain = GMAIL_DOMAINS[0];
  }
  return `${local}@${domain}`;
}
