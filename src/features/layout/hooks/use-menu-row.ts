import { type RefObject, useLayoutEffect } from 'react';
import { mq } from '@/styles/breakpoints';

const OWN_ROW = 'data-own-row';

/**
 * The desktop menu sits between the logo and the tools while its entries fit there in one row. A CMS menu too long
 * for that (the K-12 store's Thai labels) moves to a row of its own under them instead of wrapping mid-bar. Measured
 * before the first paint, and again when the window's width, the fonts or the tools (a greeting after login) change.
 */
export function useMenuRow(nav: RefObject<HTMLElement | null>, tools: RefObject<HTMLElement | null>, entries: unknown) {
  useLayoutEffect(() => {
    const menu = nav.current;
    const list = menu?.firstElementChild;
    if (!menu || !list) return;
    const desktop = window.matchMedia(mq.lg);
    const measure = () => {
      menu.removeAttribute(OWN_ROW);
      // below the desktop width the header hides this menu: nothing to place. Asked of the media query, not of the
      // menu's width, which would lay the whole page out in the middle of its first render
      if (!desktop.matches) return;
      // the entries' own widths: an open dropdown's panel would count in the list's scroll width
      const needed = [...list.children].reduce((sum, entry) => sum + entry.getBoundingClientRect().width, 0);
      menu.toggleAttribute(OWN_ROW, needed > menu.clientWidth + 0.5);
    };
    measure();
    // the tools' size does not depend on the menu's row, so observing them cannot loop
    const observer = new ResizeObserver(measure);
    if (tools.current) observer.observe(tools.current);
    window.addEventListener('resize', measure);
    document.fonts.addEventListener('loadingdone', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      document.fonts.removeEventListener('loadingdone', measure);
    };
  }, [nav, tools, entries]);
}
