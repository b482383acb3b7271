import type { Locale } from '@contract/constants';
import { useLingui } from '@lingui/react/macro';
import * as css from './footer.css';
import { linkOnMainShop } from '../menu-links';
import { MenuLink } from './MenuLink';

/** The shop's branches and store brands, each a wordmark linking to its page. */
const BRANCHES = [
  { name: 'iStudio', path: '/istudio' },
  { name: 'iCenter', path: '/icenter' },
  { name: 'U•Store', path: '/ustore' },
  { name: 'Mobi', path: '/mobi' },
  { name: 'iSolutions', path: '/isolutions' },
] as const;

export function BranchBanner({ locale, mainShop }: { locale: Locale; mainShop: string | undefined }) {
  const { t } = useLingui();
  return (
    <nav className={css.branches} aria-label={t`Our stores`} data-testid="branch-banner">
      <ul className={css.branchList}>
        {BRANCHES.map(({ name, path }) => (
          <li key={path}>
            <MenuLink link={mainShop ? linkOnMainShop(path, mainShop, locale) : path} locale={locale} className={css.branch} mainShop={mainShop}>
              {name}
            </MenuLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
