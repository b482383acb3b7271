/**
 * A ref that moves the focus to what it is put on when that appears: a confirmation that replaces a form, so that
 * the shopper sees it (the browser scrolls it into view) and a screen reader reads it. One function for every use, so
 * that React calls it on mount only, never on a re-render.
 */
export const takeFocus = (element: HTMLElement | null) => element?.focus();
