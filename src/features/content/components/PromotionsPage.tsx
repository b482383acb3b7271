import type { Locale } from '@contract/constants';
import type { LandingPage, PromotionBanner } from '@contract/content';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { keepNumbersWithUnits } from '@/lib/thai-text';
import { formatDay } from '../content-links';
import * as css from './content.css';
import { ContentLink } from './ContentLink';
import { LandingCards } from './LandingCards';

/** This page's own address, as the CMS writes links to it. */
const PROMOTIONS_PATH = '/category/promotion';

/** The dates a promotion runs, in the shopper's language. */
export function Period({ period, locale }: { period: PromotionBanner['period']; locale: Locale }) {
  const from = formatDay(period.startDate, locale);
  const to = formatDay(period.endDate, locale);
  return (
    <p className={css.period}>
      <Trans>
        From {from} to {to}
      </Trans>
    </p>
  );
}

/**
 * /category/promotion: the promotions running now, each with its dates and the products it names (`products`, the
 * catalogue's cards), then the landing pages tagged as promotions.
 */
export function PromotionsPage({
  banners,
  landing,
  locale,
  products,
}: {
  banners: PromotionBanner[];
  landing: LandingPage[];
  locale: Locale;
  products: (productIds: number[]) => ReactNode;
}) {
  return (
    <div className={css.widePage}>
      <header className={css.intro}>
        <h1 className={css.title}>
          <Trans>Promotions</Trans>
        </h1>
        <p className={css.lead}>
          <Trans>The offers running now at our stores and online. Prices and terms are those shown in your bag.</Trans>
        </p>
      </header>
      {banners.length === 0 ? (
        <p className={css.lead}>
          <Trans>There are no promotions running right now. Have a look at our hot deals instead.</Trans>{' '}
          <ContentLink href="/category/hot-deal-pakage" locale={locale} className={css.more}>
            <Trans>Hot deals</Trans>
          </ContentLink>
        </p>
      ) : (
        <ul className={css.list} data-testid="promotions">
          {banners.map((banner) => (
            <li key={banner.id}>
              <article className={css.promotion} aria-labelledby={`promotion-${banner.id}`}>
                <img className={css.promotionImage} src={banner.image} alt="" width={280} height={280} loading="lazy" />
                <div className={css.promotionText}>
                  <h2 id={`promotion-${banner.id}`} className={css.cardTitle}>
                    {keepNumbersWithUnits(banner.title)}
                  </h2>
                  <Period period={banner.period} locale={locale} />
                  <p className={css.cardText}>{banner.detail}</p>
                  {/* an offer whose page is this one (a sale) has its products below, not a link back here */}
                  {banner.link !== PROMOTIONS_PATH && (
                    <ContentLink href={banner.link} locale={locale} className={css.promotionMore}>
                      <Trans>See the offer</Trans>
                      <span className={css.visuallyHidden}>: {banner.title}</span>
                    </ContentLink>
                  )}
                </div>
                {banner.productIds.length > 0 && <div className={css.promotionProducts}>{products(banner.productIds)}</div>}
              </article>
            </li>
          ))}
        </ul>
      )}
      {landing.length > 0 && (
        <section aria-labelledby="promotion-landing">
          <h2 id="promotion-landing" className={css.sectionTitle}>
            <Trans>Campaigns and events</Trans>
          </h2>
          <LandingCards pages={landing} locale={locale} />
        </section>
      )}
    </div>
  );
}
