import type { Locale } from '@contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { CONTACT_PHONES, mainShopUrl } from '../shop-contacts';
import * as css from './preorder.css';
import { Logo } from './Logo';
import { SocialLinks } from './SocialLinks';

/** The main shop's /home: through the router when the main shop is this site, else on its host. */
function mainShopHome(locale: Locale) {
  const mainShop = mainShopUrl().replace(/\/+$/, '');
  return mainShop === location.origin ? '/home' : `${mainShop}${locale === 'en' ? '/en' : ''}/home`;
}

/** The pre-order shop's own header: the logo to the main shop's home, the pre-order title, contact phones, social links. */
export function PreorderHeader({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  return (
    <header className={css.header}>
      <div className={css.bar}>
        <Logo logos={null} which="home" locale={locale} href={mainShopHome(locale)} />
        <p className={css.title}>
          <Trans>Pre-order</Trans>
        </p>
        <ul className={css.phones} aria-label={t`Call us`}>
          {CONTACT_PHONES.map(({ label, tel }) => (
            <li key={tel}>
              <a href={tel} className={css.phone}>
                <svg width="16" height="16" viewBox="0 0 24 24" fill="currentColor" aria-hidden>
                  <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z" />
                </svg>
                {label}
              </a>
            </li>
          ))}
        </ul>
        <SocialLinks />
      </div>
    </header>
  );
}
