import type { Locale } from '@contract/constants';
import type { LandingPage } from '@contract/content';
import { Trans } from '@lingui/react/macro';
import { keepNumbersWithUnits } from '@/lib/thai-text';
import * as css from './content.css';
import { ContentLink } from './ContentLink';

/** Landing pages as cards linking to /{slug}; their titles are h3 under the section's h2 unless `level` says 2. */
export function LandingCards({ pages, locale, level = 3 }: { pages: LandingPage[]; locale: Locale; level?: 2 | 3 }) {
  const Title = level === 2 ? 'h2' : 'h3';
  return (
    <ul className={css.cards} data-testid="landing-cards">
      {pages.map((page) => (
        <li key={page.id}>
          <article className={css.card}>
            <img className={css.cardImage} src={page.image} alt="" width={400} height={300} loading="lazy" />
            <div className={css.cardBody}>
              <Title className={css.cardTitle}>
                <ContentLink href={`/${page.slug}`} locale={locale} className={css.cardLink}>
                  {keepNumbersWithUnits(page.title)}
                </ContentLink>
              </Title>
              <p className={css.cardText}>{page.excerpt}</p>
              <ContentLink href={`/${page.slug}`} locale={locale} className={css.more}>
                <Trans>Find out more</Trans>
                <span className={css.visuallyHidden}>: {page.title}</span>
              </ContentLink>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
