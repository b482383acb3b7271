import type { Locale } from '@contract/constants';
import { useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Footer } from './Footer';
import { Header } from './Header';
import * as css from './layout.css';

/** Default layout: header, the page fading in on each navigation, footer. */
export function SiteLayout({ locale, cartButton, accountMenu, children }: { locale: Locale; cartButton: ReactNode; accountMenu: ReactNode; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <div className={css.shell}>
      <Header locale={locale} cartButton={cartButton} accountMenu={accountMenu} />
      <main key={pathname} className={css.main} id="main">
        {children}
      </main>
      <Footer locale={locale} />
    </div>
  );
}
