import type { MarketingPage } from '@contract/content';
import type { ReactNode } from 'react';
import * as css from './business.css';

/** /campaign/smb-retail-business: the CMS offer (title, summary, sections) beside the quote request form. */
export function SmbPage({ page, html, form }: { page: MarketingPage; html: (body: string) => ReactNode; form: ReactNode }) {
  return (
    <article className={css.page} data-testid="smb-page">
      <header className={css.intro}>
        <h1 className={css.title}>{page.title}</h1>
        <p className={css.lead}>{page.description}</p>
      </header>
      <div className={css.sections}>
        {page.blocks.map((block) => (
          <section key={block.id} aria-labelledby={`smb-${block.id}`}>
            <h2 id={`smb-${block.id}`} className={css.sectionTitle}>
              {block.title}
            </h2>
            <div className={css.body}>{html(block.html)}</div>
          </section>
        ))}
      </div>
      <div className={css.formPanel}>{form}</div>
    </article>
  );
}
