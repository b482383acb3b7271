import type { Locale } from '@contract/constants';
import { useLocation } from '@tanstack/react-router';
import { type ReactNode, useRef } from 'react';
import { useLogos, useMenu } from '../hooks/use-content';
import { useMenuRow } from '../hooks/use-menu-row';
import { LAYOUTS, type LayoutName } from '@contract/layouts';
import { headerEntries } from '../menu-links';
import { DesktopMenu } from './DesktopMenu';
import * as css from './header.css';
import { LanguagePopover } from './LanguagePopover';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { OfferLinks } from './OfferLinks';
import { TopBanner } from './TopBanner';

export interface HeaderSlots {
  accountMenu: ReactNode;
  cartButton: ReactNode;
  /** where the search box goes; the search overlay fills it */
  search?: ReactNode;
}

/** The shop's header (default, education and university-store layouts), its menus and logo from the CMS. */
export function Header({
  layout,
  locale,
  accountMenu,
  cartButton,
  search,
}: HeaderSlots & { layout: 'default' | 'education' | 'universityStore'; locale: Locale }) {
  const { variant, page, logo } = LAYOUTS[layout satisfies LayoutName];
  const { pathname } = useLocation();
  const content = variant ?? 'default';
  const menu = headerEntries(useMenu('menus', content, locale), pathname);
  const offers = useMenu('top-menus', content, locale);
  const logos = useLogos(content, locale);
  const nav = useRef<HTMLElement>(null);
  const tools = useRef<HTMLDivElement>(null);
  useMenuRow(nav, tools, menu);
  return (
    <>
      {page && <TopBanner page={page} locale={locale} />}
      <header className={css.header}>
        <OfferLinks entries={offers} locale={locale} />
        <div className={css.bar}>
          <MobileMenu entries={menu} offers={offers} locale={locale} />
          <Logo logos={logos} which={logo} locale={locale} />
          <DesktopMenu ref={nav} entries={menu} locale={locale} />
          <div ref={tools} className={css.tools}>
            <div className={css.searchSlot} data-slot="search">
              {search}
            </div>
            <LanguagePopover current={locale} />
            {accountMenu}
            {cartButton}
          </div>
        </div>
      </header>
    </>
  );
}
