import { useEffect, useState } from 'react';

/** Scrolling less than this (px) changes nothing: a finger's jitter neither hides nor shows. */
const JITTER = 6;
/** Near the top of the page the floating button always shows. */
const TOP = 120;

/**
 * Whether a floating button stays out of the way after the page scrolled from `from` to `to` (px from the top), on a
 * page that scrolls as far as `end`. At the page's end it comes back: the footer leaves room for it there.
 */
export function hiddenAfterScroll(hidden: boolean, from: number, to: number, end: number): boolean {
  if (to <= TOP || to >= end - 2) return false;
  if (to - from > JITTER) return true;
  if (from - to > JITTER) return false;
  return hidden;
}

/**
 * True while the shopper scrolls down the page (reading it), false once they scroll back up or reach its top or end: a
 * floating button that would cover what they read steps aside and comes back when they look for it.
 */
export function useScrolledAway() {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    // the last position a direction was read from: slow scrolling adds up until it passes the jitter. Read in the
    // next frame, where the browser lays the page out anyway: read here, it would lay the new page out in React's commit
    let from = 0;
    const start = requestAnimationFrame(() => (from = window.scrollY));
    let away = false;
    let frame = 0;
    const update = () => {
      frame = 0;
      const to = window.scrollY;
      const next = hiddenAfterScroll(away, from, to, document.documentElement.scrollHeight - window.innerHeight);
      if (next !== away || Math.abs(to - from) > JITTER) from = to;
      away = next;
      setHidden(next);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(start);
      cancelAnimationFrame(frame);
    };
  }, []);
  return hidden;
}

/** Fields a shopper types or chooses in; a checkbox, a radio or a button is pressed, not typed in. */
const TYPED_IN = 'textarea, select, input:not([type=checkbox], [type=radio], [type=button], [type=submit], [type=reset])';
const typedIn = (element: EventTarget | null) => element instanceof Element && element.matches(TYPED_IN);

/**
 * True while the focus is in a field the shopper types in: on a phone a floating button would sit on the field's
 * error or the next field, beside the keyboard, while a chat is not what they look for.
 */
export function useTypingInField() {
  const [typing, setTyping] = useState(false);
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => setTyping(typedIn(event.target));
    // where the focus goes next: from one field to another keeps the button aside
    const onFocusOut = (event: FocusEvent) => setTyping(typedIn(event.relatedTarget));
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
    };
  }, []);
  return typing;
}
