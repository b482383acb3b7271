import type { Locale } from '@contract/constants';
import { useNavigate } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { keepNumbersWithUnits } from '@/lib/thai-text';
import { localizeHtmlLinks, menuTarget } from '../menu-links';

/**
 * HTML from the CMS, sanitised by the server (decision 016). Its links to shop paths are written in the shopper's
 * language and go through the router.
 */
export function CmsHtml({ html, locale, className }: { html: string; locale: Locale; className?: string }) {
  const navigate = useNavigate();
  const follow = (event: MouseEvent) => {
    const anchor = event.target instanceof Element ? event.target.closest('a') : null;
    const target = anchor && menuTarget(anchor.getAttribute('href') ?? '', locale);
    if (!target || target.kind !== 'internal' || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void navigate({ href: target.href });
  };
  // the handler only routes clicks on the links inside; a link activated by keyboard sends a click too
  return <div className={className} onClick={follow} dangerouslySetInnerHTML={{ __html: keepNumbersWithUnits(localizeHtmlLinks(html, locale)) }} />;
}
