import type { Locale } from '@contract/constants';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { menuTarget } from '../menu-links';
import * as css from './menu.css';

/**
 * A link from the CMS: pages of this shop through the router (with the language prefix), other sites in a
 * new tab, tel:/mailto: as they are. Entries flagged new carry the 'new' badge.
 */
export function MenuLink({
  link,
  locale,
  isNew = false,
  className,
  children,
  onNavigate,
  testId,
  mainShop,
}: {
  link: string;
  locale: Locale;
  isNew?: boolean;
  className?: string;
  children: ReactNode;
  /** called when an internal link is followed (menus close) */
  onNavigate?: () => void;
  testId?: string;
  /** the main shop's address, on the pre-order shop: its pages open in the same tab */
  mainShop?: string;
}) {
  const target = menuTarget(link, locale, mainShop);
  const content = (
    <>
      {children}
      {isNew && (
        <span className={css.newBadge}>
          <Trans>New</Trans>
        </span>
      )}
    </>
  );
  if (target.kind === 'internal')
    return (
      // a CMS path is no typed route: `href` decides where the router goes, `to` only satisfies the types
      <Link to="." href={target.href} className={className} onClick={onNavigate} data-testid={testId}>
        {content}
      </Link>
    );
  if (target.kind === 'external')
    return (
      <a href={target.href} target="_blank" rel="noopener" className={className} data-testid={testId}>
        {content}
      </a>
    );
  return (
    <a href={target.href} className={className} data-testid={testId}>
      {content}
    </a>
  );
}
