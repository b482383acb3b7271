import type { Locale } from '@contract/constants';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { localHref } from '../content-links';

/** A link the CMS gives as a path or an https address: shop paths go through the router in the shopper's language. */
export function ContentLink({ href, locale, className, children }: { href: string; locale: Locale; className?: string; children: ReactNode }) {
  const navigate = useNavigate();
  const target = localHref(href, locale);
  const internal = target.startsWith('/');
  return (
    <a
      href={target}
      className={className}
      {...(internal ? {} : { target: '_blank', rel: 'noopener' })}
      onClick={(event) => {
        if (!internal || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        void navigate({ href: target });
      }}
    >
      {children}
    </a>
  );
}
