import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { blogPostQuery } from '@/features/content/api/content-queries';
import { productsNamedIn } from '@/features/content/content-links';
import { BlogArticle } from '@/features/content/components/BlogArticle';
import { CmsHtml } from '@/features/layout/components/CmsHtml';
import { pageTitle, routeHead } from '@/features/navigation/page-head';
import { useHttp } from '@/lib/http-context';
import { localeOf } from '@/lib/locale';
import { orNotFound } from '../../-content-route';
import { allProductsQuery, ProductCards } from '../../-product-cards';

/** /blog/{slug}: one post, its share links and the products it names; an unknown or unpublished slug is the not-found page. */
export const Route = createFileRoute('/{-$locale}/blog/$slug')({
  loader: async ({ context: { queryClient, http }, params }) => {
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(params.slug)) throw notFound();
    const [post] = await Promise.all([
      orNotFound(queryClient.ensureQueryData(blogPostQuery(http, localeOf(params.locale), params.slug))),
      queryClient.ensureQueryData(allProductsQuery(http, params.locale)),
    ]);
    return post;
  },
  head: ({ loaderData }) => (loaderData ? routeHead({ title: pageTitle(loaderData.title), description: loaderData.excerpt }) : {}),
  component: function BlogPostRoute() {
    const { locale, slug } = Route.useParams();
    const http = useHttp();
    const { data: post } = useSuspenseQuery(blogPostQuery(http, localeOf(locale), slug));
    const { data: products } = useSuspenseQuery(allProductsQuery(http, locale));
    const named = productsNamedIn(`${post.title} ${post.body.replace(/<[^>]*>/g, ' ')}`, products.items);
    return (
      <BlogArticle
        post={post}
        url={typeof window === 'undefined' ? '' : window.location.href.split(/[?#]/)[0]!}
        locale={localeOf(locale)}
        html={(body) => <CmsHtml html={body} locale={localeOf(locale)} />}
        related={named.length > 0 && <ProductCards items={named.slice(0, 4)} />}
      />
    );
  },
});
