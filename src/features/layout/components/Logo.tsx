import type { HeaderLogos } from '@contract/content';
import type { Locale } from '@contract/constants';
import { useLingui } from '@lingui/react/macro';
import * as css from './header.css';
import { MenuLink } from './MenuLink';

/** The layout's logo from the CMS, or the shop's own mark (to /home) when the logos could not be loaded. */
export function Logo({ logos, which, locale, href }: { logos: HeaderLogos | null; which: keyof HeaderLogos; locale: Locale; href?: string }) {
  const { t } = useLingui();
  const logo = logos?.[which];
  return (
    <MenuLink link={href ?? logo?.link ?? '/home'} locale={locale} className={css.logo} testId="logo">
      <img
        src={logo?.image ?? '/brand/logo.svg'}
        alt={logo?.alt ?? t`Apple Premium Reseller, back to the home page`}
        className={css.logoImage}
        width={220}
        height={22}
      />
    </MenuLink>
  );
}
