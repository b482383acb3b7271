import type { Locale } from '@contract/constants';
import { type BlogSummary, tagName } from '@contract/content';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { keepNumbersWithUnits } from '@/lib/thai-text';
import { formatDay } from '../content-links';
import * as css from './blog.css';
import * as content from './content.css';
import { ContentLink } from './ContentLink';

/**
 * /blog: one page of posts, newest first, each with its picture, date, tags and summary, and the pages under
 * them (`pageLink` builds a link to a page number, kept in the address).
 */
export function BlogList({
  posts,
  page,
  pages,
  locale,
  pageLink,
}: {
  posts: BlogSummary[];
  page: number;
  pages: number;
  locale: Locale;
  pageLink: (page: number, label: ReactNode, current: boolean) => ReactNode;
}) {
  const { t } = useLingui();
  return (
    <div className={content.widePage}>
      <header className={content.intro}>
        <h1 className={content.title}>
          <Trans>Articles and reviews</Trans>
        </h1>
        <p className={content.lead}>
          <Trans>Buying guides, tips and news on iPhone, iPad, Mac and Apple Watch from our specialists.</Trans>
        </p>
      </header>
      {posts.length === 0 && page > pages && (
        // an old link or a typed number past the last page
        <p className={content.lead} data-testid="blog-past-last-page">
          <Trans>There are no articles on this page.</Trans> {pageLink(pages, <Trans>Go to the last page</Trans>, false)}
        </p>
      )}
      <ul className={content.cards} data-testid="blog-posts">
        {posts.map((post) => (
          <li key={post.slug}>
            <article className={content.card}>
              {post.image && <img className={content.cardImage} src={post.image} alt="" width={400} height={300} loading="lazy" />}
              <div className={content.cardBody}>
                <p className={content.muted}>
                  <time dateTime={post.publishedAt}>{formatDay(post.publishedAt, locale)}</time>
                </p>
                <h2 className={content.cardTitle}>
                  <ContentLink href={`/blog/${post.slug}`} locale={locale} className={content.cardLink}>
                    {keepNumbersWithUnits(post.title)}
                  </ContentLink>
                </h2>
                <p className={content.cardText}>{post.excerpt}</p>
                <ul className={content.chips} aria-label={t`Tags`}>
                  {post.tags.map((tag) => (
                    <li key={tag} className={content.chip}>
                      #{tagName(tag, locale)}
                    </li>
                  ))}
                </ul>
              </div>
            </article>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav aria-label={t`Pages`} className={css.pager} data-testid="blog-pager">
          {page > 1 && pageLink(page - 1, <Trans>Previous</Trans>, false)}
          {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
            <span key={n}>{pageLink(n, <span aria-label={t`Page ${n}`}>{n}</span>, n === page)}</span>
          ))}
          {page < pages && pageLink(page + 1, <Trans>Next</Trans>, false)}
        </nav>
      )}
    </div>
  );
}
