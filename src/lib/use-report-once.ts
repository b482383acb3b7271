import { useEffect, useRef } from 'react';

/**
 * Calls `report` after the first render that shows `key` (a product id, a list's name), and again only for another
 * key: a refetch or a re-render of the same page reports nothing more. A null key waits for what is to be reported.
 */
export function useReportOnce(key: string | number | null, report: () => void) {
  const reported = useRef<string | number | null>(null);
  useEffect(() => {
    if (key === null || reported.current === key) return;
    reported.current = key;
    report();
  });
}
