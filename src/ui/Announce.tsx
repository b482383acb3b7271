import { useEffect, useRef, useState } from 'react';
import { visuallyHidden } from '@/styles/visually-hidden.css';

/**
 * Says `text` to a screen reader each time it changes after the first render (a polite live region, not shown): a total
 * or a price that a press changed elsewhere on the screen, which a sighted shopper sees change.
 */
export function Announce({ text }: { text: string }) {
  const previous = useRef(text);
  const [said, setSaid] = useState('');
  useEffect(() => {
    if (previous.current === text) return;
    previous.current = text;
    setSaid(text);
  }, [text]);
  return (
    <p aria-live="polite" className={visuallyHidden}>
      {said}
    </p>
  );
}
