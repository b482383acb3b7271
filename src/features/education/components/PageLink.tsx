import type { Locale } from '@contract/constants';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { localePath } from '@/lib/locale';

/** A link to a page of the shop (a path from the CMS or a page of this section) in the page's language. */
export function PageLink({ path, locale, className, children }: { path: string; locale: Locale; className?: string; children: ReactNode }) {
  return (
    // a path is no typed route: `href` decides where the router goes, `to` only satisfies the types
    <Link to="." href={localePath(locale, path)} className={className}>
      {children}
    </Link>
  );
}
