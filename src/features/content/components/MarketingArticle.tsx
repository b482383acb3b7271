import type { MarketingPage } from '@contract/content';
import type { ReactNode } from 'react';
import { keepNumbersWithUnits } from '@/lib/thai-text';
import * as css from './content.css';

/** A landing page of the CMS (/{landingSlug}): its title and summary, then its sections rendered by `html`. */
export function MarketingArticle({ page, html }: { page: MarketingPage; html: (body: string) => ReactNode }) {
  return (
    <article className={css.page} data-testid="marketing-page">
      <header className={css.intro}>
        <h1 className={css.title}>{keepNumbersWithUnits(page.title)}</h1>
        <p className={css.lead}>{page.description}</p>
      </header>
      {page.blocks.map((block) =>
        block.title ? (
          <section key={block.id} className={css.block} aria-labelledby={`block-${block.id}`}>
            <h2 id={`block-${block.id}`} className={css.sectionTitle}>
              {block.title}
            </h2>
            <div className={css.prose}>{html(block.html)}</div>
          </section>
        ) : (
          <div key={block.id} className={css.prose}>
            {html(block.html)}
          </div>
        ),
      )}
    </article>
  );
}
