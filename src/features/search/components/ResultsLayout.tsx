import type { ReactNode } from 'react';
import * as css from './results.css';

/** The filters beside the results on a desktop, above them on a phone. */
export function ResultsLayout({ filters, children }: { filters: ReactNode; children: ReactNode }) {
  return (
    <div className={css.layout}>
      {filters}
      <div>{children}</div>
    </div>
  );
}
