import type { PageBlock } from '@contract/content';
import type { ReactNode } from 'react';
import { keepNumbersWithUnits } from '@/lib/thai-text';
import { withLazyImages } from '../lazy-images';
import { HeroCarousel } from './HeroCarousel';
import * as css from './home.css';

/** How each block type of the CMS is laid out; the top banner is shown over the header, not here. */
const BLOCK_CLASS: Record<Exclude<PageBlock['type'], 'top-banner' | 'hero-banner'>, string> = {
  'category-shortcut': css.categories,
  'promotion-strip': css.strip,
  'content-card': css.cards,
};

const isTinted = (block: PageBlock) => !/^#f{6}$/i.test(block.backgroundColor);

/**
 * A page's CMS blocks (hero, category shortcuts, promotion strip, content cards) in their order; `html` renders an
 * entry's sanitised HTML. Only the first entry's pictures load at once: the rest are further down or in a carousel.
 */
export function PageBlockSections({ blocks, html }: { blocks: PageBlock[]; html: (detail: string) => ReactNode }) {
  const first = blocks.find((block) => block.type !== 'top-banner')?.data[0];
  const entries = (block: PageBlock) =>
    block.data.slice(0, block.limit).map((entry) => (
      <li key={entry.id} className={css.entry}>
        {html(entry === first ? entry.detail : withLazyImages(entry.detail))}
      </li>
    ));
  return blocks.map((block) =>
    block.type === 'top-banner' ? null : (
      <section
        key={block.id}
        className={`${css.block} ${block.fullwidth ? css.fullwidth : isTinted(block) ? css.tinted : ''} ${css.scope[block.scope]}`}
        style={{ background: block.backgroundColor }}
        aria-labelledby={`block-${block.id}`}
        data-testid={`block-${block.type}`}
      >
        <h2 id={`block-${block.id}`} className={block.type === 'hero-banner' ? css.visuallyHidden : css.sectionTitle}>
          {keepNumbersWithUnits(block.title)}
        </h2>
        {block.type === 'hero-banner' ? (
          <HeroCarousel className={css.hero} slides={entries(block)} />
        ) : (
          <ul className={`${BLOCK_CLASS[block.type]} ${css.columns[block.columnCount - 1] ?? ''}`}>{entries(block)}</ul>
        )}
      </section>
    ),
  );
}
