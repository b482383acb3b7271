import { type RefObject, useEffect, useState } from 'react';

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

/**
 * What a shopper presses: a floating button over one of these would take the press meant for it. Also a line of
 * figures they read before pressing, marked `data-keep-clear` on its list (a bag's or an order's totals).
 */
const CONTROLS = 'a[href], button, input, select, textarea, summary, label, [role="button"], [role="link"], [data-keep-clear] > *';

/**
 * Whether the top-most control at a point of the page (not counting `floating`, which may lie over it) is one that
 * `floating` would hide: a button or a line's link, not a card or a banner many times its height, which it only dents.
 */
function controlAt(x: number, y: number, floating: HTMLElement): boolean {
  const under = document.elementsFromPoint(x, y).find((element) => !floating.contains(element));
  const control = under?.closest(CONTROLS);
  return control !== null && control !== undefined && control.getBoundingClientRect().height < 2 * floating.offsetHeight;
}

/**
 * True while a control of the page lies where the floating `button` rests (the bag's Check out, a favourite's heart at
 * the bottom right of a phone's screen): it steps aside rather than take the press. Read after scrolling, resizing and
 * changes of the page, in the next frame.
 */
export function useOverControl(button: RefObject<HTMLElement | null>) {
  const [over, setOver] = useState(false);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const element = button.current;
      if (!element) return;
      // where it rests when shown: a button stepping aside is moved by a transform
      const style = getComputedStyle(element);
      const right = document.documentElement.clientWidth - parseFloat(style.right);
      const bottom = window.innerHeight - parseFloat(style.bottom);
      const { offsetWidth: width, offsetHeight: height } = element;
      const points = [
        [right - width / 2, bottom - height / 2],
        [right - width * 0.85, bottom - height / 2],
        [right - width / 2, bottom - height * 0.85],
        [right - width * 0.15, bottom - height / 2],
        [right - width / 2, bottom - height * 0.15],
      ] as const;
      setOver(points.some(([x, y]) => controlAt(x, y, element)));
    };
    const later = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    later();
    const changes = new MutationObserver(later);
    changes.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('scroll', later, { passive: true });
    window.addEventListener('resize', later);
    return () => {
      changes.disconnect();
      window.removeEventListener('scroll', later);
      window.removeEventListener('resize', later);
      cancelAnimationFrame(frame);
    };
  }, [button]);
  return over;
}
