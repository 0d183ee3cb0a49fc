import { CONSENT_COOKIE } from '@/domain/consent/consent-rules';

/**
 * The cookie notice is in every page's HTML, so a first visit sees it with the page's first paint
 * rather than after the JavaScript (it was the home page's largest paint, 2 s later on a phone). A
 * returning shopper who already answered must not see it flash until React takes over: this script,
 * before the body is parsed, marks the document when the answer cookie is there, and the notice's CSS
 * hides it under that mark. A constant script with the response's nonce, nothing from a shopper or
 * WordPress in it.
 */
const SCRIPT = `/(?:^|;\\s*)${CONSENT_COOKIE}=(?:granted|denied)(?:;|$)/.test(document.cookie)&&document.documentElement.setAttribute("data-consent-answered","")`;

export function ConsentAnsweredScript({ nonce }: { nonce: string | undefined }) {
  return (
    <script
      nonce={nonce}
      // SCRIPT is the constant above, no markup from WordPress or a shopper: nothing to sanitise.
      // As a text child React would HTML-escape its quotes and `&&` and break the script.
      dangerouslySetInnerHTML={{ __html: SCRIPT }}
    />
  );
}
