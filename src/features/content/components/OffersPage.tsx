import type { ReactNode } from 'react';
import * as css from './content.css';

/** A page of offers with a title, a line under it and what it lists (/category/hot-deal-pakage, /category/{tag}). */
export function OffersPage({ title, lead, children }: { title: ReactNode; lead: ReactNode; children: ReactNode }) {
  return (
    <div className={css.widePage}>
      <header className={css.intro}>
        <h1 className={css.title}>{title}</h1>
        <p className={css.lead}>{lead}</p>
      </header>
      {children}
    </div>
  );
}
