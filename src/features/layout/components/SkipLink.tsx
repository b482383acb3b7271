import { Trans } from '@lingui/react/macro';
import type { MouseEvent } from 'react';
import * as css from './layout.css';

/** The first stop of the keyboard: past the header's links to the page itself. Shown only while it has the focus. */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    // the router would take '#main' for a new address; the page only moves the focus
    event.preventDefault();
    document.getElementById('main')?.focus();
  };
  return (
    <a href="#main" className={css.skipLink} onClick={skip}>
      <Trans>Skip to the page content</Trans>
    </a>
  );
}
