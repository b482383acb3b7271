import type { Locale } from '@contract/constants';
import { type BlogPost, tagName } from '@contract/content';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { localeParam } from '@/lib/locale';
import { keepNumbersWithUnits } from '@/lib/thai-text';
import { formatDay } from '../content-links';
import * as css from './blog.css';
import * as content from './content.css';
import { ShareLinks } from './ShareLinks';

/** /blog/{slug}: the post with its pictures (the CMS's HTML rendered by `html`), share links and the products it names. */
export function BlogArticle({
  post,
  url,
  locale,
  html,
  related,
}: {
  post: BlogPost;
  /** the post's address, to share */
  url: string;
  locale: Locale;
  html: (body: string) => ReactNode;
  related: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <div className={css.article}>
      <article data-testid="blog-post">
        <header className={content.intro}>
          <p className={content.muted}>
            <time dateTime={post.publishedAt}>{formatDay(post.publishedAt, locale)}</time>
          </p>
          <h1 className={content.title}>{keepNumbersWithUnits(post.title)}</h1>
          <p className={content.lead}>{post.excerpt}</p>
          <ul className={content.chips} aria-label={t`Tags`}>
            {post.tags.map((tag) => (
              <li key={tag} className={content.chip}>
                #{tagName(tag, locale)}
              </li>
            ))}
          </ul>
        </header>
        <div className={`${content.prose} ${css.body}`}>{html(post.body)}</div>
      </article>
      <ShareLinks url={url} title={post.title} />
      <p>
        <Link to="/{-$locale}/blog" params={{ locale: localeParam(locale) }} className={content.more}>
          <Trans>All articles</Trans>
        </Link>
      </p>
      {related && (
        <section aria-labelledby="related-products" className={css.related}>
          <h2 id="related-products" className={content.sectionTitle}>
            <Trans>Products in this article</Trans>
          </h2>
          {related}
        </section>
      )}
    </div>
  );
}
