import type { Locale } from '@contract/constants';
import { useTopBanner } from '../hooks/use-content';
import type { PageKey } from '../layout-table';
import { CmsHtml } from './CmsHtml';
import * as css from './header.css';

/** The top banner over the header: the first entry of the page's top-banner block. */
export function TopBanner({ page, locale }: { page: PageKey; locale: Locale }) {
  const html = useTopBanner(page, locale);
  if (!html) return null;
  return (
    <div className={css.topBanner} data-testid="top-banner">
      <CmsHtml html={html} locale={locale} className={css.topBannerHtml} />
    </div>
  );
}
