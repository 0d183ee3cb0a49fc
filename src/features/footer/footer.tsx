import Link from '@/components/ui/shop-link';
import type { Language } from '@/config/shop';
import { CookieSettingsButton } from '@/features/consent/cookie-settings-button';
import { ContentPopups } from '@/features/content/content-popups';
import { OpenPopupButton } from '@/features/content/open-popup-button';
import { RevealOnScroll } from '@/features/content/reveal-on-scroll';
import { SubscribeForm } from '@/features/newsletter/subscribe-form';
import { phoneHref, type SiteOptions } from '@/domain/content/site-options';
import { localizedPath } from '@/i18n/languages';
import { getT } from '@/i18n/server';
import { LanguageLinks } from './language-links';
import { SocialIcon } from './social-icon';
import styles from './footer.module.css';

const INFO_LINKS = [
  { key: 'paymentDelivery', hash: 'payment-delivery' },
  { key: 'returnsExchanges', hash: 'returns-exchanges' },
  { key: 'publicOffer', hash: 'public-offer-contract' },
  { key: 'privacyPolicy', hash: 'privacy-policy' },
] as const;

export async function Footer({ lng, options }: { lng: Language; options: SiteOptions }) {
  const [{ t }, { t: tc }] = await Promise.all([getT('common', { lng }), getT('content', { lng })]);
  const { contacts, socials } = options;
  const infoHref = localizedPath(lng, '/info');
  const infoLinks = INFO_LINKS.map((link) => ({
    href: `${infoHref}#${link.hash}`,
    label: t(`footer.${link.key}`),
  }));
  const year = new Date().getFullYear();

  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section className={styles.subscribe} aria-labelledby="footer-subscribe">
          <h2 id="footer-subscribe" className={styles.heading}>
            {t('footer.subscribe.title')}
          </h2>
          <p className={styles.muted}>{t('footer.subscribe.text')}</p>
          <SubscribeForm lng={lng} />
          {socials.length > 0 && (
            <>
              <h2 className="visually-hidden">{t('footer.socialsTitle')}</h2>
              <ul className={styles.socials}>
                {socials.map((social) => (
                  <li key={social.name}>
                    <a
                      href={social.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t('socials.opensInNewTab', { name: t(`socials.${social.name}`) })}
                      className={styles.social}
                    >
                      <SocialIcon name={social.name} />
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>

        <section aria-labelledby="footer-contacts">
          <h2 id="footer-contacts" className={styles.heading}>
            {t('footer.contactsTitle')}
          </h2>
          <dl className={styles.contacts}>
            {contacts.address && (
              <div>
                <dt>{t('footer.address')}</dt>
                <dd>
                  {contacts.address}
                  {contacts.mapUrl && (
                    <>
                      {' '}
                      <a href={contacts.mapUrl} target="_blank" rel="noopener noreferrer">
                        {t('footer.map')}
                      </a>
                    </>
                  )}
                </dd>
              </div>
            )}
            {contacts.email && (
              <div>
                <dt>{t('footer.email')}</dt>
                <dd>
                  <a href={`mailto:${contacts.email}`}>{contacts.email}</a>
                </dd>
              </div>
            )}
            {contacts.phone && (
              <div>
                <dt>{t('footer.phone')}</dt>
                <dd>
                  <a href={phoneHref(contacts.phone)}>{contacts.phone}</a>
                </dd>
              </div>
            )}
            {contacts.timeWork && (
              <div>
                <dt>{t('footer.hours')}</dt>
                <dd>{contacts.timeWork}</dd>
              </div>
            )}
          </dl>
          <OpenPopupButton popup="contacts" className={styles.popupButton}>
            {tc('footer.allContacts')}
          </OpenPopupButton>
        </section>

        <nav aria-labelledby="footer-info">
          <h2 id="footer-info" className={styles.heading}>
            {t('footer.infoTitle')}
          </h2>
          <ul className={styles.links}>
            {infoLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
            <li>
              <OpenPopupButton popup="info" className={styles.linkButton}>
                {tc('footer.allInfo')}
              </OpenPopupButton>
            </li>
            <li>
              <CookieSettingsButton className={styles.linkButton} />
            </li>
          </ul>
        </nav>

        <nav aria-labelledby="footer-languages">
          <h2 id="footer-languages" className={styles.heading}>
            {t('footer.languagesTitle')}
          </h2>
          <LanguageLinks lng={lng} links={options.langs} />
        </nav>
      </div>
      <div className={`container ${styles.bottom}`}>
        <p>
          {/* The options page may write its own line with a {year} placeholder ("© {year} Aroma…"). */}
          {options.copyright.includes('{year}')
            ? options.copyright.replaceAll('{year}', String(year))
            : t('footer.copyright', { year, text: options.copyright || t('brand') })}
        </p>
      </div>
      <ContentPopups
        contacts={contacts}
        requisites={options.requisites}
        infoLinks={infoLinks}
        infoHref={infoHref}
        faq={options.faq.hidden ? [] : options.faq.items}
      />
      <RevealOnScroll />
    </footer>
  );
}
