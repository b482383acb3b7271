import type { FocusEvent } from 'react';

/**
 * For a row that scrolls sideways and snaps to the start of its items: the item the keyboard moves to is scrolled to
 * the row's start, which is a snap point. The browser's own reveal scrolls only as far as the item's end, and the
 * snapping then puts it back half out of view.
 */
export const revealFocusedItem = (event: FocusEvent<HTMLElement>) => {
  if (event.target instanceof Element) event.target.closest('li')?.scrollIntoView({ block: 'nearest', inline: 'start' });
};
