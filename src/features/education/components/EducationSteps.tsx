import { Trans } from '@lingui/react/macro';
import * as css from './education.css';

/** How education pricing works, in the three steps the shopper takes. */
export function EducationSteps() {
  return (
    <section className={css.section} aria-labelledby="education-steps">
      <h2 id="education-steps" className={css.sectionTitle}>
        <Trans>How education pricing works</Trans>
      </h2>
      <ol className={css.grid}>
        <li className={css.tile}>
          <span className={css.stepNumber} aria-hidden="true">
            1
          </span>
          <h3 className={css.tileTitle}>
            <Trans>Choose your institution</Trans>
          </h3>
          <p className={css.tileText}>
            <Trans>Find your university, college or school by typing part of its name, its district or province, in Thai or English.</Trans>
          </p>
        </li>
        <li className={css.tile}>
          <span className={css.stepNumber} aria-hidden="true">
            2
          </span>
          <h3 className={css.tileTitle}>
            <Trans>Enter its education code</Trans>
          </h3>
          <p className={css.tileText}>
            <Trans>Log in, then enter the education code your institution gave you. It stays in your bag until you remove it, for your next orders too.</Trans>
          </p>
        </li>
        <li className={css.tile}>
          <span className={css.stepNumber} aria-hidden="true">
            3
          </span>
          <h3 className={css.tileTitle}>
            <Trans>Shop at education prices</Trans>
          </h3>
          <p className={css.tileText}>
            <Trans>Mac, iPad and accessories show their education price in your bag, one of each item per order.</Trans>
          </p>
        </li>
      </ol>
    </section>
  );
}
