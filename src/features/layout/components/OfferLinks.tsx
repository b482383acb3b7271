import type { MenuEntry } from '@contract/content';
import type { Locale } from '@contract/constants';
import { useLingui } from '@lingui/react/macro';
import * as css from './header.css';
import { MenuLink } from './MenuLink';

/** The offer links over the header (On Sales, credit-card promotions, Apple Pricelist), from the top menu. */
export function OfferLinks({ entries, locale }: { entries: MenuEntry[]; locale: Locale }) {
  const { t } = useLingui();
  if (entries.length === 0) return null;
  return (
    <nav className={css.offers} aria-label={t`Offers`}>
      <ul className={css.offerList}>
        {entries.map((entry) =>
          entry.link ? (
            <li key={entry.name}>
              <MenuLink link={entry.link} locale={locale} isNew={entry.isNew} className={css.offerLink}>
                {entry.name}
              </MenuLink>
            </li>
          ) : null,
        )}
      </ul>
    </nav>
  );
}
