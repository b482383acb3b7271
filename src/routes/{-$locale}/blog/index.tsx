import { msg } from '@lingui/core/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import * as v from 'valibot';
import { BLOG_PAGE_SIZE, blogListQuery } from '@/features/content/api/content-queries';
import { BlogList } from '@/features/content/components/BlogList';
import { pageLink } from '@/features/content/components/blog.css';
import { toPageTop } from '@/lib/focus-main';
import { loadedHead } from '@/features/navigation/page-head';
import { useHttp } from '@/lib/http-context';
import { i18n } from '@/lib/i18n';
import { localeOf } from '@/lib/locale';

/** `?page=2`: the page of posts, kept in the address; anything else reads as the first page. */
const BlogSearch = v.object({ page: v.optional(v.fallback(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000)), 1)) });

/** /blog: the posts, newest first, a page at a time. */
export const Route = createFileRoute('/{-$locale}/blog/')({
  validateSearch: BlogSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: async ({ context: { queryClient, http }, params, deps }) => {
    await queryClient.ensureQueryData(blogListQuery(http, localeOf(params.locale), deps.page));
    return {
      title: i18n._(msg`Articles and reviews`),
      description: i18n._(msg`Articles, reviews and tips on iPhone, iPad, Mac and Apple Watch from our specialists.`),
    };
  },
  head: loadedHead,
  component: function BlogRoute() {
    const { locale } = Route.useParams();
    const page = Route.useSearch().page ?? 1;
    const http = useHttp();
    const { data } = useSuspenseQuery(blogListQuery(http, localeOf(locale), page));
    return (
      <BlogList
        posts={data.items}
        page={page}
        pages={Math.max(1, Math.ceil(data.total / BLOG_PAGE_SIZE))}
        locale={localeOf(locale)}
        pageLink={(n, label, current) => (
          <Link
            to="/{-$locale}/blog"
            params={{ locale }}
            search={n === 1 ? {} : { page: n }}
            className={pageLink}
            aria-current={current ? 'page' : undefined}
            // without it the router marks page 1's links (no search) as current on every page
            activeOptions={{ exact: true }}
            onClick={toPageTop}
            data-testid="blog-page-link"
          >
            {label}
          </Link>
        )}
      />
    );
  },
});
