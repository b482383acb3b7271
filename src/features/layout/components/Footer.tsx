import type { MenuEntry } from '@contract/content';
import type { Locale } from '@contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { BranchBanner } from './BranchBanner';
import * as css from './footer.css';
import { FooterLanguage } from './FooterLanguage';
import { onMainShop } from '../menu-links';
import { MenuLink } from './MenuLink';
import { PartnerLogos } from './PartnerLogos';
import { SocialLinks } from './SocialLinks';

/**
 * The footer: the CMS's columns (Product, Promotion, Service & Support, Online Shop Support), collapsed on
 * phones and always open from the sm breakpoint, then language, social links, partner logos and copyright.
 * On the pre-order shop (`mainShop`) its links lead to the main shop.
 */
export function Footer({ columns, locale, mainShop }: { columns: MenuEntry[]; locale: Locale; mainShop?: string }) {
  const { t } = useLingui();
  const year = new Date().getFullYear();
  return (
    <footer className={css.footer}>
      <BranchBanner locale={locale} mainShop={mainShop} />
      <div className={css.inner}>
        <nav aria-label={t`Footer`} className={css.columns} data-testid="footer-menus">
          {(mainShop ? onMainShop(columns, mainShop, locale) : columns).map((column) => (
            <details key={column.name} className={css.column}>
              <summary className={css.columnTitle}>
                <h2 className={css.columnHeading}>{column.name}</h2>
              </summary>
              <ul className={css.columnLinks}>
                {column.subMenu.map((entry) =>
                  entry.link ? (
                    <li key={entry.name}>
                      <MenuLink link={entry.link} locale={locale} isNew={entry.isNew} className={css.link} mainShop={mainShop}>
                        {entry.name}
                      </MenuLink>
                    </li>
                  ) : null,
                )}
              </ul>
            </details>
          ))}
        </nav>
        <div className={css.bottom}>
          <FooterLanguage current={locale} />
          <SocialLinks />
        </div>
        <PartnerLogos />
        <p className={css.copyright}>
          <Trans>Copyright © {year} Apple Premium Reseller Thailand. All rights reserved.</Trans>
        </p>
      </div>
    </footer>
  );
}
