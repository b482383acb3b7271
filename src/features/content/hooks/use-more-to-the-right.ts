import { type RefObject, useEffect, useState } from 'react';

/** Whether the scrolling box still hides something to its right: true until the shopper has scrolled to its end. */
export function useMoreToTheRight(box: RefObject<HTMLElement | null>): boolean {
  const [more, setMore] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setMore(element.scrollLeft + element.clientWidth < element.scrollWidth - 1);
    // the observer's first report comes once the box is laid out: measuring here would lay the page out mid-commit
    const resize = new ResizeObserver(measure);
    resize.observe(element);
    // the table inside grows or shrinks with the models chosen, the box may not
    if (element.firstElementChild) resize.observe(element.firstElementChild);
    element.addEventListener('scroll', measure, { passive: true });
    return () => {
      resize.disconnect();
      element.removeEventListener('scroll', measure);
    };
  }, [box]);
  return more;
}
