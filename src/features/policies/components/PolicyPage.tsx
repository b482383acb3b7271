import { Trans } from '@lingui/react/macro';
import type { MarketingPage } from '@contract/content';
import type { ReactNode } from 'react';
import * as css from './policy.css';

/** The section id of a block in the page: prefixed, so a block's id cannot clash with the frame's own. */
const sectionId = (blockId: string) => `policy-${blockId}`;

/**
 * A policy: its title and summary, a table of contents of its sections (plain in-page links, so the browser moves
 * focus and scroll to the section), then the sections, each the CMS's sanitised HTML rendered by `html`.
 */
export function PolicyPage({ page, html }: { page: MarketingPage; html: (body: string) => ReactNode }) {
  return (
    <article className={css.page} data-testid="policy">
      <header className={css.intro}>
        <h1 className={css.title}>{page.title}</h1>
        <p className={css.lead}>{page.description}</p>
      </header>
      <nav className={css.toc} aria-labelledby="policy-contents">
        <h2 id="policy-contents" className={css.tocTitle}>
          <Trans>On this page</Trans>
        </h2>
        <ol className={css.tocList}>
          {page.blocks.map((block) => (
            <li key={block.id}>
              <a className={css.tocLink} href={`#${sectionId(block.id)}`}>
                {block.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className={css.sections}>
        {page.blocks.map((block) => (
          <section key={block.id} id={sectionId(block.id)} aria-labelledby={`${sectionId(block.id)}-title`}>
            <h2 id={`${sectionId(block.id)}-title`} className={css.sectionTitle}>
              {block.title}
            </h2>
            <div className={css.body}>{html(block.html)}</div>
          </section>
        ))}
      </div>
    </article>
  );
}
