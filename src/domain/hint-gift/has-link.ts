/*
 * Hint-a-gift mails go out from the shop's own domain to any address (unguarded, the form would be
 * a mail relay). A hint needs no link but the product's, which the shop adds itself, so anything a mail
 * client could turn into a link, or a reader could type into a browser or a mail client, is refused:
 * URLs with a scheme, `www.`, bare domains (`bit.ly/x`), e-mail addresses, and the usual spellings
 * that dodge filters (`example[.]com`, `name (at) example dot com`, full-width dots).
 */

/** Words that stand for a dot or an at sign when written out, in the three languages of the shop. */
const DOT_WORDS = 'dot|крапка|точка';
const AT_WORDS = 'at|собака|равлик';

function undisguised(text: string): string {
  return (
    text
      // Full-width and other compatibility forms of letters, dots and "@" become the plain ones.
      .normalize('NFKC')
      .toLowerCase()
      .replace(/[\u3002\uff61\u2024\u2219\u00b7]/g, '.')
      .replace(new RegExp(`\\s*[[({<]\\s*(\\.|${DOT_WORDS})\\s*[\\])}>]\\s*`, 'g'), '.')
      .replace(new RegExp(`\\s*[[({<]\\s*(@|${AT_WORDS})\\s*[\\])}>]\\s*`, 'g'), '@')
      .replace(new RegExp(`\\s+(${DOT_WORDS})\\s+(?=[a-z0-9])`, 'g'), '.')
  );
}

const LINKS = [
  // A scheme (https://, hxxp://, ftp://) or a protocol-relative //host.
  /(^|[^\p{L}\p{N}])[a-z][a-z0-9+.-]*:\/\/|(^|\s)\/\/[\p{L}\p{N}]/u,
  /\bwww\d{0,3}\./,
  // An address: name@host.
  /[\p{L}\p{N}._%+-]@[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)*/u,
  // A bare domain: label.tld, the top-level domain in letters (ASCII, punycode or the shop's scripts).
  /[\p{L}\p{N}-]\.(xn--[a-z0-9-]+|[a-z]{2,24}|[\u0400-\u04ff]{2,24})(?![\p{L}\p{N}])/u,
];

export function hasLink(text: string): boolean {
  const plain = undisguised(text);
  return LINKS.some((pattern) => pattern.test(plain));
}
