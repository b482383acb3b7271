import type { Locale } from '@contract/constants';
import { Trans } from '@lingui/react/macro';
import * as css from './education.css';
import { PageLink } from './PageLink';

/** Who may buy at education prices, each with the store made for them. */
export function EducationAudiences({ locale }: { locale: Locale }) {
  return (
    <section className={css.section} aria-labelledby="education-who">
      <h2 id="education-who" className={css.sectionTitle}>
        <Trans>Who is eligible</Trans>
      </h2>
      <ul className={css.grid}>
        <li className={css.tile}>
          <h3 className={css.tileTitle}>
            <Trans>University and college students</Trans>
          </h3>
          <p className={css.tileText}>
            <Trans>Students of a Thai university, Rajabhat, Rajamangala, college or vocational college on our list, with its code.</Trans>
          </p>
          <PageLink path="/education-for-university" locale={locale} className={css.more}>
            <Trans>Go to the U•Store</Trans>
          </PageLink>
        </li>
        <li className={css.tile}>
          <h3 className={css.tileTitle}>
            <Trans>Teachers and education staff</Trans>
          </h3>
          <p className={css.tileText}>
            <Trans>Teachers, lecturers and staff of schools and institutions, including K-12 schools, with their institution's code.</Trans>
          </p>
          <PageLink path="/k-12" locale={locale} className={css.more}>
            <Trans>Apple for K-12 schools</Trans>
          </PageLink>
        </li>
        <li className={css.tile}>
          <h3 className={css.tileTitle}>
            <Trans>Institutions</Trans>
          </h3>
          <p className={css.tileText}>
            <Trans>Schools and universities buying for classrooms and labs, and institutions that want codes for their people.</Trans>
          </p>
          <PageLink path="/education-k12-detail" locale={locale} className={css.more}>
            <Trans>Terms and yearly limits</Trans>
          </PageLink>
        </li>
      </ul>
    </section>
  );
}
