import { Trans } from '@lingui/react/macro';
import * as css from './education.css';

/** The rules of education pricing: who, how many per order and per year (docs/api.md, education limits). */
export function EducationRules() {
  return (
    <section className={css.section} aria-labelledby="education-rules">
      <h2 id="education-rules" className={css.sectionTitle}>
        <Trans>Terms and yearly limits</Trans>
      </h2>
      <ul className={css.rules}>
        <li>
          <Trans>
            Education prices are for students, teachers and staff of a school or university in Thailand, and for the institution itself, with the code their
            institution gives them.
          </Trans>
        </li>
        <li>
          <Trans>The code must be your own institution's: a code of another institution is not accepted.</Trans>
        </li>
        <li>
          <Trans>With a code in your bag, each item at an education price is limited to one per order.</Trans>
        </li>
        <li>
          <Trans>Each calendar year: one Mac notebook, one Mac desktop, two iPads and two accessories (AirPods included) at education prices.</Trans>
        </li>
        <li>
          <Trans>iPhone and Apple Watch have no education price.</Trans>
        </li>
      </ul>
    </section>
  );
}
