import type { EducationPagePath } from '@contract/education';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { EducationCode } from '@/features/cart/components/EducationCode';
import { productListQuery } from '@/features/catalogue/api/products';
import { PageBlockSections } from '@/features/catalogue/components/PageBlockSections';
import { EducationPage } from '@/features/education/components/EducationPage';
import { pageBlocksQuery } from '@/features/layout/api/content-queries';
import { CmsHtml } from '@/features/layout/components/CmsHtml';
import { useCategoryName } from '@/lib/category-names';
import { useHttp } from '@/lib/http-context';
import { localeOf } from '@/lib/locale';
import { EDUCATION_FAMILIES, hasFamilies } from './-education';

/** The CMS page whose blocks a section's landing page shows. */
const BLOCKS_OF: Partial<Record<EducationPagePath, 'education' | 'university-store'>> = {
  '/k-12': 'education',
  '/education-for-university': 'university-store',
};

/** An education page: the bag's education-code form, the families' products and the section's CMS blocks. */
export function EducationRoutePage({ path }: { path: EducationPagePath }) {
  const http = useHttp();
  const locale = localeOf(useParams({ strict: false }).locale);
  const withFamilies = hasFamilies(path);
  const categoryName = useCategoryName();
  const lists = useQueries({
    queries: EDUCATION_FAMILIES.map((category) => ({ ...productListQuery(http, locale, { category }), enabled: withFamilies })),
  });
  const families = withFamilies
    ? EDUCATION_FAMILIES.map((category, i) => {
        const items = lists[i]?.data?.items ?? [];
        return { path: `/${category}`, name: categoryName(category), items };
      })
    : [];
  const blocksOf = BLOCKS_OF[path];
  // blocks that failed their schema were logged by the query; the page goes on without them
  const blocks = useQuery({ ...pageBlocksQuery(http, locale, blocksOf ?? 'education'), enabled: blocksOf !== undefined }).data ?? [];
  return (
    <EducationPage
      path={path}
      locale={locale}
      codeForm={<EducationCode bagLink />}
      families={families}
      blocks={blocksOf && <PageBlockSections blocks={blocks} html={(detail) => <CmsHtml html={detail} locale={locale} />} />}
    />
  );
}
