import { DEFAULT_LOCALE, type Locale } from '@contract/constants';
import { useRouterState } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { switchLocalePath } from '@/lib/locale';
import { InLayout } from '../hooks/in-layout';
import { useLogos, useMenu } from '../hooks/use-content';
import { type ContentVariant, LAYOUTS, layoutOf } from '@contract/layouts';
import { mainShopUrl } from '../shop-contacts';
import { ChatLink } from './ChatLink';
import { Footer } from './Footer';
import { Header, type HeaderSlots } from './Header';
import { Logo } from './Logo';
import * as css from './layout.css';
import { PreorderHeader } from './PreorderHeader';
import { PrivacyConsent } from './PrivacyConsent';
import { ProgressBar } from './ProgressBar';
import { SkipLink } from './SkipLink';

export interface SiteLayoutProps extends HeaderSlots {
  locale: Locale;
  /** the mini cart; the pre-order layout has none */
  miniCart?: ReactNode;
  /**
   * notices and overlays every layout keeps mounted (cookie notice, toast, loading overlay, error modal): first after
   * the skip link, so that the keyboard meets the cookie notice's Accept early, not after every link of the page
   */
  overlays?: ReactNode;
  children: ReactNode;
}

/** The page in the layout its path uses (contract/layouts.ts): default, education, university store, pre-order or empty. */
export function SiteLayout(props: SiteLayoutProps) {
  return (
    <InLayout.Provider value>
      <Layout {...props} />
    </InLayout.Provider>
  );
}

function Layout({ locale, miniCart, overlays, children, ...slots }: SiteLayoutProps) {
  // the page shown, not the one loading: while the next page loads (and its guard may send the shopper on) the page
  // shown stays mounted as it is, in its layout
  const pathname = useRouterState({ select: (state) => (state.resolvedLocation ?? state.location).pathname });
  const layout = layoutOf(pathname);
  const moved = useMovedFrom(pathname);
  // a new page is a new main (it fades in); the same page in the other language keeps it, with what the shopper typed
  const main = (
    <main key={switchLocalePath(pathname, DEFAULT_LOCALE)} className={moved ? `${css.main} ${css.entering}` : css.main} id="main" tabIndex={-1}>
      {children}
    </main>
  );
  if (layout === 'empty')
    return (
      <div className={css.shell} data-layout={layout}>
        <ProgressBar />
        <BrandBar locale={locale} />
        {main}
        {overlays}
      </div>
    );
  if (layout === 'preorder')
    return (
      <div className={css.shell} data-layout={layout}>
        <SkipLink />
        {overlays}
        <ProgressBar />
        <PreorderHeader locale={locale} />
        {main}
        <ShopFooter locale={locale} variant="default" mainShop={mainShopUrl()} />
      </div>
    );
  return (
    <div className={css.shell} data-layout={layout}>
      <SkipLink />
      {overlays}
      <ProgressBar />
      <Header layout={layout} locale={locale} {...slots} />
      {main}
      <ShopFooter locale={locale} variant={LAYOUTS[layout].variant ?? 'default'} />
      {miniCart}
      <ChatLink />
      <PrivacyConsent locale={locale} />
    </div>
  );
}

/**
 * Whether the shopper has moved away from the page the visit opened on. Only then do pages fade in: the first page
 * shows as soon as it is drawn, its pictures and texts at full opacity for the first paint.
 */
function useMovedFrom(pathname: string) {
  const [first] = useState(pathname);
  const [moved, setMoved] = useState(false);
  if (!moved && pathname !== first) setMoved(true);
  return moved;
}

/** The empty layout's only frame (the payment page): the shop's logo, so the shopper knows whom they pay. */
function BrandBar({ locale }: { locale: Locale }) {
  const logos = useLogos('default', locale);
  return (
    <header className={css.brandBar}>
      <Logo logos={logos} which={LAYOUTS.empty.logo} locale={locale} />
    </header>
  );
}

/** The footer's columns of the layout's variant; on the pre-order shop they lead to the main shop. */
function ShopFooter({ locale, variant, mainShop }: { locale: Locale; variant: ContentVariant; mainShop?: string }) {
  const columns = useMenu('footer-menus', variant, locale);
  return <Footer columns={columns} locale={locale} mainShop={mainShop} />;
}
