import type { Locale } from '@contract/constants';
import { StartSessionBody } from '@contract/preorder';
import { Trans, useLingui } from '@lingui/react/macro';
import { useShopForm } from '@/ui/forms/use-shop-form';
import { useSignals } from '@preact/signals-react/runtime';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { errorText } from '@/lib/error-text';
import { formRules } from '@/lib/form-rules';
import { useHttp } from '@/lib/http-context';
import { Button } from '@/ui/Button';
import * as forms from '@/ui/forms/forms.css';
import { useFieldPresets } from '@/ui/forms/field-presets';
import { TextField } from '@/ui/forms/TextField';
import { Price } from '@/ui/Price';
import { ProductImage } from '@/ui/ProductImage';
import { runningCampaignQuery } from '../api/preorder-api';
import { usePreorderActor } from '../hooks/preorder-actor';
import * as css from './preorder.css';

/** /preorder: the campaign, its model and prices, what the shopper gets, and the email that starts a pre-order session. */
export function PreorderStartPage({ locale }: { locale: Locale }) {
  const { i18n } = useLingui();
  const running = useQuery(runningCampaignQuery(useHttp(), locale));
  const campaign = running.data;
  const model = campaign?.models[0];
  const minutes = campaign?.sessionMinutes ?? 30;
  const perEmail = campaign?.limitPerEmail ?? 2;
  return (
    <div className={css.page}>
      <section className={css.hero} aria-labelledby="preorder-title">
        <div className={css.heroImage}>{model && <ProductImage image={model.image} use="detail" priority />}</div>
        <div className={css.heroText}>
          {running.error && (
            <p className={css.from} role="status" data-testid="preorder-no-campaign">
              {errorText(i18n, { message: running.error.message })}
            </p>
          )}
          <p className={css.eyebrow}>
            <Trans>Pre-order now</Trans>
          </p>
          <h1 id="preorder-title" className={css.heading}>
            {model?.name ?? campaign?.campaign.name ?? <Trans>Pre-order</Trans>}
          </h1>
          {model && (
            <p className={css.from} data-testid="preorder-price">
              {/* a model whose sizes cost differently starts at its lowest price, as Apple writes it */}
              {model.priceRangeMax !== model.priceRangeMin && (
                <>
                  <Trans>From</Trans>{' '}
                </>
              )}
              <Price min={model.priceRangeMin} regularMin={model.standardPriceMin} special={model.isSpecialPrice} />
            </p>
          )}
          <ul className={css.claims} data-testid="preorder-claims">
            {/* what every pre-order gets: the campaign's models all cost more than the free-delivery threshold */}
            <li className={css.claim}>
              <Trans>Free delivery nationwide</Trans>
            </li>
            <li className={css.claim}>
              <Trans>14-day returns</Trans>
            </li>
          </ul>
          <StartForm />
        </div>
      </section>
      <section className={css.card} aria-labelledby="preorder-how">
        <h2 id="preorder-how" className={css.subheading}>
          <Trans>How pre-ordering works</Trans>
        </h2>
        <ol className={css.steps}>
          <li>
            <Trans>Start with your email: your pre-order session lasts {minutes} minutes.</Trans>
          </li>
          <li>
            <Trans>Choose your model, up to {perEmail} units per email, while the allocation lasts.</Trans>
          </li>
          <li>
            <Trans>Give your phone and shipping address and pay by card, PromptPay or bank transfer.</Trans>
          </li>
          <li>
            <Trans>We deliver as soon as the product ships in Thailand.</Trans>
          </li>
        </ol>
      </section>
    </div>
  );
}

function StartForm() {
  useSignals();
  const { t, i18n } = useLingui();
  const preset = useFieldPresets();
  const actor = usePreorderActor();
  const busy = useSelector(actor, (s) => s.matches('creating'));
  const failure = useSelector(actor, (s) => (s.matches('starting') ? s.context.failure : null));
  const [, { Form, Field }] = useShopForm<{ email: string }>({
    initialValues: { email: '' },
    validate: formRules(StartSessionBody),
    validateOn: 'blur',
    revalidateOn: 'change',
  });
  return (
    <Form className={[forms.form, css.startForm].join(' ')} noValidate onSubmit={({ email }) => actor.send({ type: 'preorder.start', email: email ?? '' })}>
      <Field name="email">
        {(field, props) => <TextField field={field} props={props} {...preset.email} hint={t`We send your pre-order confirmation here.`} />}
      </Field>
      {failure && (
        <p className={forms.alert} role="alert" data-testid="form-alert">
          {errorText(i18n, { message: failure.status ? failure.message : null })}
        </p>
      )}
      <Button type="submit" busy={busy} data-testid="start-preorder">
        <Trans>Start pre-order</Trans>
      </Button>
    </Form>
  );
}
