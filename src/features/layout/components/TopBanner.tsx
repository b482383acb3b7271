import type { Locale } from '@contract/constants';
import { useLingui } from '@lingui/react/macro';
import { useTopBanner } from '../hooks/use-content';
import type { PageKey } from '@contract/layouts';
import { CmsHtml } from './CmsHtml';
import * as css from './header.css';

/** The top banner over the header: the first entry of the page's top-banner block. */
export function TopBanner({ page, locale }: { page: PageKey; locale: Locale }) {
  const { t } = useLingui();
  const html = useTopBanner(page, locale);
  if (!html) return null;
  return (
    <aside className={css.topBanner} aria-label={t`Shop announcement`} data-testid="top-banner">
      <CmsHtml html={html} locale={locale} className={css.topBannerHtml} />
    </aside>
  );
}
