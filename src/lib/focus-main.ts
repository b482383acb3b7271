/**
 * Hands the keyboard's focus to the page itself (`<main id="main">`), where the next Tab goes on: for a control that
 * goes away when used (an accepted notice), whose focus would otherwise fall back to the start of the document.
 */
export const focusMain = () => document.getElementById('main')?.focus({ preventScroll: true });

/** Hands the focus to the page's heading (read out by a screen reader; the next Tab goes on from there), or the page. */
export function focusPageHeading() {
  const heading = document.getElementById('main')?.querySelector('h1');
  if (!heading) return focusMain();
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

/**
 * A pager's link, followed in this tab: the new page of the list starts at the top, with the keyboard there too,
 * rather than on from the pager.
 */
export function toPageTop(event: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean }) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  window.scrollTo({ top: 0 });
  requestAnimationFrame(focusPageHeading);
}

/**
 * After a move to another page inside the app: the focus goes to the new page's heading, not if the page took it
 * itself (a form's first field). Before, it stayed on the link in the menu or fell back to the start of the document.
 */
export function focusNewPage() {
  const main = document.getElementById('main');
  if (main && !main.contains(document.activeElement)) focusPageHeading();
}
