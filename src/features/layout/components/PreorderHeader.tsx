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
