import { Trans } from '@lingui/react/macro';
import { Link, useParams } from '@tanstack/react-router';
import * as css from './consent-label.css';

/** The consent a new account gives, with the terms and the privacy policy a tab away (the form keeps what was typed). */
export function ConsentLabel() {
  const { locale } = useParams({ strict: false });
  return (
    <Trans>
      I accept the{' '}
      <Link to="/{-$locale}/online-refund-policy" params={{ locale }} target="_blank" className={css.document}>
        terms of sale and refund policy
      </Link>{' '}
      and the{' '}
      <Link to="/{-$locale}/private-policy" params={{ locale }} target="_blank" className={css.document}>
        privacy policy
      </Link>
    </Trans>
  );
}
