import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import * as css from './hero-carousel.css';

const smoothScroll = () => (window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth');

/**
 * The hero's slides side by side, one a screen: swiped on a phone, and on every screen moved with the arrows or
 * the dots under them (a mouse cannot swipe). It never moves by itself.
 */
export function HeroCarousel({ className, slides }: { className: string; slides: ReactNode[] }) {
  const { t } = useLingui();
  const list = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const count = slides.length;

  useEffect(() => {
    const element = list.current;
    if (!element) return;
    const onScroll = () => setCurrent(Math.round(element.scrollLeft / Math.max(1, element.clientWidth)));
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => element.removeEventListener('scroll', onScroll);
  }, []);

  const show = useCallback((index: number) => {
    const element = list.current;
    if (element) element.scrollTo({ left: index * element.clientWidth, behavior: smoothScroll() });
  }, []);

  return (
    <div className={css.carousel}>
      <ul ref={list} className={className}>
        {slides}
      </ul>
      {count > 1 && (
        <div className={css.controls}>
          <button type="button" className={css.arrow} aria-label={t`Previous slide`} disabled={current === 0} onClick={() => show(current - 1)}>
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
          <button type="button" className={css.arrow} aria-label={t`Next slide`} disabled={current >= count - 1} onClick={() => show(current + 1)}>
            ›
          </button>
        </div>
      )}
    </div>
  );
}
