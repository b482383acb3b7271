import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import * as css from './blog.css';

/** Plain share links (Facebook's and LINE's share pages, in a new tab) and a button that copies the address. */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const encoded = encodeURIComponent(url);
  return (
    <section className={css.share} aria-labelledby="share-title" data-testid="share">
      <h2 id="share-title" className={css.shareTitle}>
        <Trans>Share this article</Trans>
      </h2>
      <ul className={css.shareList}>
        <li>
          <a className={css.shareLink} href={`https://www.facebook.com/sharer/sharer.php?u=${encoded}`} target="_blank" rel="noopener noreferrer">
            Facebook
          </a>
        </li>
        <li>
          <a
            className={css.shareLink}
            href={`https://social-plugins.line.me/lineit/share?url=${encoded}&text=${encodeURIComponent(title)}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            LINE
          </a>
        </li>
        <li>
          <button
            type="button"
            className={css.shareLink}
            onClick={() =>
              navigator.clipboard.writeText(url).then(
                () => setCopied('yes'),
                () => setCopied('no'),
              )
            }
          >
            <Trans>Copy link</Trans>
          </button>
        </li>
      </ul>
      <p role="status" className={css.copied}>
        {copied === 'yes' && <Trans>Link copied.</Trans>}
        {copied === 'no' && <Trans>The link could not be copied: copy it from the address bar.</Trans>}
      </p>
    </section>
  );
}
