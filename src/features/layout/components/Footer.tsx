import type { Locale } from '@contract/constants';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { localeParam } from '@/lib/locale';
import * as css from './layout.css';

/** A footer column; collapsible on phones, always open from the sm breakpoint (CSS keeps <details> open there). */
function Column({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <details className={css.column} open>
      <summary className={css.columnTitle}>{title}</summary>
      <ul className={css.columnLinks}>{children}</ul>
    </details>
  );
}

export function Footer({ locale }: { locale: Locale }) {
  const p = { locale: localeParam(locale) };
  const year = new Date().getFullYear();
  return (
    <footer className={css.footer}>
      <div className={css.footerInner}>
        <div className={css.columns}>
          <Column title={<Trans>Product</Trans>}>
            <li><Link to="/{-$locale}/iphone" params={p} className={css.footLink}>iPhone</Link></li>
            <li><Link to="/{-$locale}/ipad" params={p} className={css.footLink}>iPad</Link></li>
            <li><Link to="/{-$locale}/mac" params={p} className={css.footLink}>Mac</Link></li>
            <li><Link to="/{-$locale}/watch" params={p} className={css.footLink}>Apple Watch</Link></li>
            <li><Link to="/{-$locale}/apple-accessories" params={p} className={css.footLink}><Trans>Accessories</Trans></Link></li>
          </Column>
          <Column title={<Trans>Promotion</Trans>}>
            <li><Link to="/{-$locale}/products" params={p} className={css.footLink}><Trans>All products and offers</Trans></Link></li>
            <li><Trans>Education pricing for students and teachers</Trans></li>
          </Column>
          <Column title={<Trans>Service & Support</Trans>}>
            <li><Trans>Call centre 02-000-0000, every day 10:00-20:00</Trans></li>
            <li><Trans>Apple authorised service at our stores</Trans></li>
          </Column>
          <Column title={<Trans>Online Shop Support</Trans>}>
            <li><Trans>Free delivery across Thailand</Trans></li>
            <li><Trans>Pay by card, PromptPay or bank transfer</Trans></li>
          </Column>
        </div>
        <p className={css.copyright}>
          <Trans>Copyright © {year} Apple Premium Reseller Thailand. All rights reserved.</Trans>
        </p>
      </div>
    </footer>
  );
}
