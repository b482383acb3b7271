import type { Bank } from '@contract/content';
import type { Locale } from '@contract/constants';
import type { CreditCardBanner, MarketingPage } from '@contract/content';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { formatBaht } from '@/lib/price-format';
import { keepNumbersWithUnits } from '@/lib/thai-text';
import * as css from './content.css';
import { Period } from './PromotionsPage';

const BANK_NAMES = {
  kbank: msg`Kasikornbank (KBank)`,
  scb: msg`Siam Commercial Bank (SCB)`,
  ktc: msg`KTC`,
  bbl: msg`Bangkok Bank`,
  krungsri: msg`Krungsri`,
  ttb: msg`ttb`,
  uob: msg`UOB`,
} satisfies Record<Bank, unknown>;

/**
 * /promotion-credit-card-0: the credit-card offers running now (bank, months at 0%, minimum spend, dates), then the
 * CMS page's sections (how to pay in instalments, terms) rendered by `html`.
 */
export function CreditCardPage({
  page,
  banners,
  locale,
  html,
}: {
  page: MarketingPage;
  banners: CreditCardBanner[];
  locale: Locale;
  html: (body: string) => ReactNode;
}) {
  const { i18n } = useLingui();
  return (
    <div className={css.page}>
      <header className={css.intro}>
        <h1 className={css.title}>{keepNumbersWithUnits(page.title)}</h1>
        <p className={css.lead}>{page.description}</p>
      </header>
      <section aria-labelledby="card-offers">
        <h2 id="card-offers" className={css.sectionTitle}>
          <Trans>Offers running now</Trans>
        </h2>
        {banners.length === 0 ? (
          <p className={css.lead}>
            <Trans>No credit-card offer is running right now.</Trans>
          </p>
        ) : (
          <ul className={css.cards} data-testid="card-offers">
            {banners.map((banner) => (
              <li key={banner.id}>
                <article className={css.card} data-testid="card-offer">
                  <img className={css.cardImage} src={banner.image} alt="" width={400} height={300} loading="lazy" />
                  <div className={css.cardBody}>
                    <p className={css.bank}>{i18n._(BANK_NAMES[banner.bank])}</p>
                    <h3 className={css.cardTitle}>{keepNumbersWithUnits(banner.title)}</h3>
                    <dl className={css.terms}>
                      <dt>
                        <Trans>Instalments</Trans>
                      </dt>
                      <dd>
                        <Trans>0% for up to {banner.months} months</Trans>
                      </dd>
                      <dt>
                        <Trans>Minimum spend</Trans>
                      </dt>
                      <dd>
                        <Trans>{formatBaht(banner.minimumSpend)} per transaction</Trans>
                      </dd>
                    </dl>
                    <Period period={banner.period} locale={locale} />
                    <p className={css.cardText}>{banner.detail}</p>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </section>
      {page.blocks.map((block) => (
        <section key={block.id} className={css.block} aria-labelledby={block.title ? `block-${block.id}` : undefined}>
          {block.title && (
            <h2 id={`block-${block.id}`} className={css.sectionTitle}>
              {block.title}
            </h2>
          )}
          <div className={css.prose}>{html(block.html)}</div>
        </section>
      ))}
    </div>
  );
}
