import type { Locale } from '@contract/constants';
import { EDUCATION_PAGES, type EducationPagePath } from '@contract/education';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { useHttp } from '@/lib/http-context';
import { buttonClass } from '@/ui/Button';
import { educationBannersQuery, educationHighlightQuery } from '../api/education-content';
import { BannerCards, HighlightCards } from './BannerCards';
import { EducationAudiences } from './EducationAudiences';
import { EducationRules } from './EducationRules';
import { EducationSteps } from './EducationSteps';
import { type Family, FamilyRows } from './FamilyRows';
import * as css from './education.css';
import { PageLink } from './PageLink';

type Section = 'audiences' | 'steps' | 'code' | 'families' | 'highlight' | 'top' | 'bottom' | 'blocks' | 'rules' | 'k12Links';

/** Which sections each page shows, in order: the hub explains, the stores sell, the detail page sets the terms. */
const SECTIONS: Record<EducationPagePath, Section[]> = {
  '/education': ['audiences', 'steps', 'code', 'families', 'top', 'highlight', 'bottom'],
  '/education-for-university': ['blocks', 'steps', 'code', 'highlight', 'families', 'bottom'],
  '/ustore': ['code', 'families'],
  '/k-12': ['blocks', 'k12Links', 'audiences', 'highlight'],
  '/education-k12': ['code', 'families'],
  '/education-k12-detail': ['rules', 'steps', 'code', 'k12Links'],
};

/** The hero's link to the code form, or to the shop of the page's section where the form is not on the page. */
const SHOP_OF: Partial<Record<EducationPagePath, string>> = { '/k-12': '/education-k12', '/education-for-university': '/ustore' };

/**
 * An education page (spec section 2): the hub, the university store and the K-12 pages, built from the same
 * sections. `codeForm` is the education-code form of the bag, `blocks` the CMS blocks of the section's page.
 */
export function EducationPage({
  path,
  locale,
  codeForm,
  families,
  blocks,
}: {
  path: EducationPagePath;
  locale: Locale;
  codeForm: ReactNode;
  families: Family[];
  blocks?: ReactNode;
}) {
  const { t } = useLingui();
  const http = useHttp();
  const sections = SECTIONS[path];
  const highlight = useQuery({ ...educationHighlightQuery(http, locale), enabled: sections.includes('highlight') }).data ?? [];
  const top = useQuery({ ...educationBannersQuery(http, locale, 'education-content-banners-top'), enabled: sections.includes('top') }).data ?? [];
  const bottom = useQuery({ ...educationBannersQuery(http, locale, 'education-content-banners-bottom'), enabled: sections.includes('bottom') }).data ?? [];
  const banners = useQuery(educationBannersQuery(http, locale, 'education-highlight-banners')).data ?? [];
  const hasCode = sections.includes('code');
  const shop = SHOP_OF[path];

  const render: Record<Section, () => ReactNode> = {
    blocks: () => blocks,
    audiences: () => <EducationAudiences locale={locale} />,
    steps: () => <EducationSteps />,
    rules: () => <EducationRules />,
    code: () => (
      <div id="education-code" className={css.codeArea}>
        {codeForm}
      </div>
    ),
    families: () => <FamilyRows families={families} locale={locale} />,
    highlight: () => <HighlightCards title={t`Made for study`} products={highlight} locale={locale} />,
    top: () => <BannerCards id="education-guides" title={t`Guides for students`} banners={top} locale={locale} />,
    bottom: () => <BannerCards id="education-more" title={t`More for students`} banners={bottom} locale={locale} />,
    k12Links: () => (
      <section className={css.section} aria-labelledby="k12-links">
        <h2 id="k12-links" className={css.sectionTitle}>
          <Trans>For K-12 schools</Trans>
        </h2>
        <ul className={css.grid}>
          <li className={css.tile}>
            <h3 className={css.tileTitle}>
              <Trans>K-12 store</Trans>
            </h3>
            <p className={css.tileText}>
              <Trans>iPad, Mac and accessories with their education prices, and your school's code in one place.</Trans>
            </p>
            <PageLink path="/education-k12" locale={locale} className={css.more}>
              <Trans>Shop the K-12 store</Trans>
            </PageLink>
          </li>
          {/* the terms page itself does not offer a link to itself */}
          {path !== '/education-k12-detail' && (
            <li className={css.tile}>
              <h3 className={css.tileTitle}>
                <Trans>Terms for schools</Trans>
              </h3>
              <p className={css.tileText}>
                <Trans>Who may buy, how many each year, and how to use your school's code.</Trans>
              </p>
              <PageLink path="/education-k12-detail" locale={locale} className={css.more}>
                <Trans>Read the terms</Trans>
              </PageLink>
            </li>
          )}
          <li className={css.tile}>
            <h3 className={css.tileTitle}>
              <Trans>All education offers</Trans>
            </h3>
            <p className={css.tileText}>
              <Trans>Education pricing for students, teachers and institutions across Thailand.</Trans>
            </p>
            <PageLink path="/education" locale={locale} className={css.more}>
              <Trans>See education pricing</Trans>
            </PageLink>
          </li>
        </ul>
      </section>
    ),
  };

  return (
    <div className={css.page} data-testid="education-page">
      <header className={css.hero}>
        <p className={css.eyebrow}>
          <Trans>Education</Trans>
        </p>
        <h1 className={css.title}>{EDUCATION_PAGES[path][locale].name}</h1>
        <p className={css.lead}>{EDUCATION_PAGES[path][locale].description}</p>
        <div className={css.actions}>
          {hasCode ? (
            <a href="#education-code" className={buttonClass()}>
              <Trans>Check your eligibility</Trans>
            </a>
          ) : (
            shop && (
              <PageLink path={shop} locale={locale} className={buttonClass()}>
                <Trans>Shop at education prices</Trans>
              </PageLink>
            )
          )}
        </div>
      </header>
      {(path === '/education' || path === '/k-12') && <BannerCards id="education-offers" title={t`Education offers`} banners={banners} locale={locale} />}
      {sections.map((section) => (
        <Fragment key={section}>{render[section]()}</Fragment>
      ))}
    </div>
  );
}
