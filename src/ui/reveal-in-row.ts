import type { FocusEvent } from 'react';

/**
 * For a row that scrolls sideways and snaps to the start of its items: the item the keyboard moves to is scrolled to
 * the row's start, which is a snap point. The browser's own reveal scrolls only as far as the item's end, and the
 * snapping then puts it back half out of view. A tap focuses the item too, without `:focus-visible`: the row is left
 * where the finger put it.
 */
export const revealFocusedItem = (event: FocusEvent<HTMLElement>) => {
  const target = event.target;
  if (target instanceof Element && target.matches(':focus-visible')) target.closest('li')?.scrollIntoView({ block: 'nearest', inline: 'start' });
};
