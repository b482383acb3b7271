import type { ReactNode } from 'react';
import * as css from './results.css';

/** The filters beside the results on a desktop, above them on a phone; the results alone when there are none. */
export function ResultsLayout({ filters, children }: { filters: ReactNode; children: ReactNode }) {
  return (
    <div className={filters ? css.layout : undefined}>
      {filters}
      <div>{children}</div>
    </div>
  );
}
