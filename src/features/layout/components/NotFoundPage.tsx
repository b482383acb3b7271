import type { Locale } from '@contract/constants';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { localeParam } from '@/lib/locale';
import { buttonClass } from '@/ui/Button';
import * as css from './layout.css';

export function NotFoundPage({ locale }: { locale: Locale }) {
  return (
    <section className={css.notFound} data-testid="not-found">
      <h1>
        <Trans>This page could not be found</Trans>
      </h1>
      <Link to="/{-$locale}" params={{ locale: localeParam(locale) }} className={buttonClass()}>
        <Trans>Return home</Trans>
      </Link>
    </section>
  );
}
