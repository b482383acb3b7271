import type { Locale } from '@contract/constants';
import type { MarketingPage } from '@contract/content';
import type { WorkshopSession } from '@contract/workshops';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import * as css from './workshops.css';
import { SessionCard } from './SessionCard';

/**
 * A workshop page: the CMS's introduction (title, summary), the upcoming sessions to register for, then the CMS's
 * sections, each its sanitised HTML rendered by `html`.
 */
export function WorkshopPage({
  intro,
  sessions,
  locale,
  register,
  html,
}: {
  intro: MarketingPage;
  sessions: WorkshopSession[];
  locale: Locale;
  register: (sessionId: number, body: { name: string; email: string; phone: string; seats: string }) => Promise<unknown>;
  html: (body: string) => ReactNode;
}) {
  return (
    <article className={css.page} data-testid="workshop-page">
      <header className={css.intro}>
        <h1 className={css.title}>{intro.title}</h1>
        <p className={css.lead}>{intro.description}</p>
      </header>
      <section aria-labelledby="workshop-sessions">
        <h2 id="workshop-sessions" className={css.sectionTitle}>
          <Trans>Upcoming sessions</Trans>
        </h2>
        {sessions.length ? (
          <ul className={css.list}>
            {sessions.map((session) => (
              <SessionCard key={session.id} session={session} locale={locale} register={register} />
            ))}
          </ul>
        ) : (
          <p className={css.empty}>
            <Trans>No sessions are open for registration right now. Please check again soon.</Trans>
          </p>
        )}
      </section>
      <div className={css.blocks}>
        {intro.blocks.map((block) => (
          <section key={block.id} aria-labelledby={`workshop-${block.id}`}>
            <h2 id={`workshop-${block.id}`} className={css.blockTitle}>
              {block.title}
            </h2>
            <div className={css.body}>{html(block.html)}</div>
          </section>
        ))}
      </div>
    </article>
  );
}
