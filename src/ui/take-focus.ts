/**
 * A ref that moves the focus to what it is put on when that appears: a confirmation that replaces a form, so that
 * the shopper sees it (the browser scrolls it into view) and a screen reader reads it. One function for every use, so
 * that React calls it on mount only, never on a re-render.
 */
export const takeFocus = (element: HTMLElement | null) => element?.focus();

/**
 * The same for what replaces the button that was pressed (a payment's next step): the focus moves to it only when it
 * was lost with the button, so that a keyboard goes on from there rather than from the top of the page.
 */
export const keepLostFocus = (element: HTMLElement | null) => {
  if (element && (document.activeElement === null || document.activeElement === document.body)) element.focus();
};
