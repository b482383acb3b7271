import type { ProfileData } from '@contract/customer';
import { Trans, useLingui } from '@lingui/react/macro';
import { setResponse } from '@modular-forms/react';
import { useShopForm } from '@/ui/forms/use-shop-form';
import { useSignals } from '@preact/signals-react/runtime';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { showSubmitError } from '@/lib/form-errors';
import { formRules } from '@/lib/form-rules';
import { useHttp } from '@/lib/http-context';
import { Button } from '@/ui/Button';
import { CheckboxField } from '@/ui/forms/CheckboxField';
import { FormAlert } from '@/ui/forms/FormAlert';
import * as forms from '@/ui/forms/forms.css';
import { profileApi, profileQuery } from '../../api/profile-api';
import { useAccountOwner } from '../../hooks/account-owner';
import * as css from './account-area.css';

type NewsletterValues = { subscriptionFlag: boolean };

const NewsletterRules = v.object({ subscriptionFlag: v.boolean() });

/** /my-account/newsletter-subscriptions: whether the shop may send the customer news and offers by email. */
export function NewsletterPage() {
  useSignals();
  const { t, i18n } = useLingui();
  const http = useHttp();
  const queryClient = useQueryClient();
  const query = profileQuery(http, useAccountOwner());
  const { profile } = useSuspenseQuery(query).data;
  const { email } = profile;
  const [form, { Form, Field }] = useShopForm<NewsletterValues>({
    initialValues: { subscriptionFlag: profile.subscriptionFlag },
    validate: formRules(NewsletterRules),
    validateOn: 'blur',
    revalidateOn: 'change',
  });
  return (
    <>
      <h1 className={css.heading}>
        <Trans>Newsletter</Trans>
      </h1>
      <section className={`${css.card} ${css.formPanel}`}>
        <p className={css.lead}>
          <Trans>News of launches, offers and education prices, now and then by email. You can stop them here at any time.</Trans>
        </p>
        <p data-testid="newsletter-state">
          {profile.subscriptionFlag ? <Trans>You receive our newsletter at {email}.</Trans> : <Trans>You do not receive our newsletter.</Trans>}
        </p>
        <Form
          className={forms.form}
          noValidate
          onSubmit={async ({ subscriptionFlag }) => {
            try {
              const subscribed = await profileApi(http).setSubscription(Boolean(subscriptionFlag));
              queryClient.setQueryData(
                query.queryKey,
                (data: ProfileData | undefined) => data && { ...data, profile: { ...data.profile, subscriptionFlag: subscribed } },
              );
              setResponse(form, {
                status: 'success',
                message: subscribed ? t`Saved: you will receive our newsletter.` : t`Saved: you will no longer receive our newsletter.`,
              });
            } catch (error) {
              showSubmitError(form, error, i18n);
            }
          }}
        >
          <Field name="subscriptionFlag" type="boolean">
            {(field, props) => <CheckboxField field={field} props={props} label={t`Send me news and offers by email`} />}
          </Field>
          <FormAlert of={form} />
          <Button type="submit" busy={form.submitting.value}>
            <Trans>Save</Trans>
          </Button>
        </Form>
      </section>
    </>
  );
}
