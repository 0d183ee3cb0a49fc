'use client';

import { useT } from '@/i18n/use-t';
import { usePathname } from 'next/navigation';
import type { Language } from '@/config/shop';
import type { LanguageLink } from '@/domain/content/site-options';
import { withoutCampaignParameters } from '@/domain/campaign/campaign-parameters';
import { localizedPath, pathWithoutLanguage } from '@/i18n/languages';
import styles from './footer.module.css';

/**
 * Links to the current page in each language. They go through /api/locale, which sets the
 * i18n_redirected cookie and redirects, so switching works and is remembered without JavaScript.
 * With JavaScript the page's query goes along (a chosen volume, filters, a page number), read at
 * the click so the server's HTML, kept for every query, stays the same as the hydrated one.
 */
export function LanguageLinks({ lng, links }: { lng: Language; links: LanguageLink[] }) {
  const { t } = useT('common');
  const path = pathWithoutLanguage(usePathname() ?? '/');
  return (
    <ul className={styles.languages}>
      {links.map((link) => {
        const target = localizedPath(link.code, path);
        const href = (query = '') =>
          `/api/locale?${new URLSearchParams({ lng: link.code, to: `${target}${query}` })}`;
        return (
          <li key={link.code}>
            <a
              href={href()}
              onClick={(event) => {
                const query = withoutCampaignParameters(window.location.search);
                if (query) event.currentTarget.href = href(query);
              }}
              hrefLang={link.code}
              lang={link.code}
              rel="nofollow"
              title={t(`languages.${link.code}`)}
              aria-current={link.code === lng ? 'true' : undefined}
              className={styles.language}
            >
              {link.label}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
