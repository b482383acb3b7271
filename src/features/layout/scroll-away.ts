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
    // the last position a direction was read from: slow scrolling adds up until it passes the jitter
    let from = window.scrollY;
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
      cancelAnimationFrame(frame);
    };
  }, []);
  return hidden;
}
