import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import * as css from './hero-carousel.css';

const smoothScroll = () => (window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth');

/** The slide whose start is nearest the list's scroll position. */
const nearestSlide = (list: HTMLElement) => {
  const starts = [...list.children].map((slide) => Math.abs((slide as HTMLElement).offsetLeft - list.offsetLeft - list.scrollLeft));
  return starts.indexOf(Math.min(...starts));
};

/**
 * The hero's slides side by side, one a screen: swiped on a phone, and on every screen moved with the arrows or
 * the dots under them (a mouse cannot swipe). It never moves by itself. An arrow at the end says so with
 * aria-disabled rather than disabled, so that a keyboard's focus stays on it.
 */
export function HeroCarousel({ className, slides }: { className: string; slides: ReactNode[] }) {
  const { t } = useLingui();
  const list = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  /** where the last arrow or dot sent the list and until when it is on its way, so that a second click goes one further */
  const target = useRef({ index: 0, until: 0 });
  const count = slides.length;

  useEffect(() => {
    const element = list.current;
    if (!element) return;
    const onScroll = () => setCurrent(nearestSlide(element));
    // a reload may find the list where the browser restored it, on a later slide: read in the next frame, where the
    // browser lays the page out anyway (read here, it would lay the new page out in React's commit)
    const first = requestAnimationFrame(onScroll);
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(first);
      element.removeEventListener('scroll', onScroll);
    };
  }, []);

  const show = useCallback((index: number) => {
    const element = list.current;
    const slide = element?.children[index] as HTMLElement | undefined;
    if (!element || !slide) return;
    target.current = { index, until: Date.now() + 600 };
    element.scrollTo({ left: slide.offsetLeft - element.offsetLeft, behavior: smoothScroll() });
  }, []);
  /** the slide an arrow moves from: the one the list is on its way to, or else the one it shows */
  const from = () => (Date.now() < target.current.until ? target.current.index : list.current ? nearestSlide(list.current) : current);

  return (
    <div className={css.carousel}>
      <ul ref={list} className={className}>
        {slides}
      </ul>
      {count > 1 && (
        <div className={css.controls}>
          <button type="button" className={css.arrow} aria-label={t`Previous slide`} aria-disabled={current === 0} onClick={() => show(from() - 1)}>
            ‹
          </button>
          {slides.map((_, index) => (
            <button
              key={index}
              type="button"
              className={css.dot}
              aria-label={t`Slide ${index + 1} of ${count}`}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => show(index)}
            />
          ))}
          <button type="button" className={css.arrow} aria-label={t`Next slide`} aria-disabled={current >= count - 1} onClick={() => show(from() + 1)}>
            ›
          </button>
        </div>
      )}
    </div>
  );
}
