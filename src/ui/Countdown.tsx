import { useEffect, useState } from 'react';
import * as css from './countdown.css';

/** Seconds left until `iso`, ticking every second; 0 once it has passed. */
export function useSecondsLeft(iso: string) {
  const left = () => Math.max(0, Math.floor((Date.parse(iso) - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    const timer = setInterval(() => setSeconds(left()), 1000);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `left` reads only `iso`
  }, [iso]);
  return seconds;
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** The minutes and seconds left until `until` (ISO), as mm:ss, ticking; screen readers read it when asked, not every second. */
export function Countdown({ until, testId }: { until: string; testId?: string }) {
  const seconds = useSecondsLeft(until);
  return (
    <span role="timer" aria-live="off" className={css.countdown} data-testid={testId}>
      {twoDigits(Math.floor(seconds / 60))}:{twoDigits(seconds % 60)}
    </span>
  );
}
