import type { Locale } from '@contract/constants';
import { CurrentPassword } from '@contract/validation-rules';
import { Trans, useLingui } from '@lingui/react/macro';
import { useShopForm } from '@/ui/forms/use-shop-form';
import { useSignals } from '@preact/signals-react/runtime';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import * as v from 'valibot';
import { formRules } from '@/lib/form-rules';
import { useHttp } from '@/lib/http-context';
import { localeParam } from '@/lib/locale';
import { Button } from '@/ui/Button';
import { FormAlert } from '@/ui/forms/FormAlert';
import * as forms from '@/ui/forms/forms.css';
import { TextField } from '@/ui/forms/TextField';
import { ADDRESSES_KEY } from '../../api/address-api';
import { ACCOUNT_KEY, profileApi, profileQuery } from '../../api/profile-api';
import { useAccountOwner } from '../../hooks/account-owner';
import { useSessionActor } from '../../hooks/session-actor';
import * as css from './account-area.css';
import { showRefusal } from './refusals';

type CancelValues = { password: string };

/**
 * /my-account/cancel-member: what cancelling does, confirmed with the password (an account made through a social
 * login has none and confirms with the button alone). Afterwards the session ends and the shopper is told.
 */
export function CancelMembershipPage({ locale }: { locale: Locale }) {
  useSignals();
  const { t, i18n } = useLingui();
  const http = useHttp();
  const owner = useAccountOwner();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const session = useSessionActor();
  const { profile } = useSuspenseQuery(profileQuery(http, owner)).data;
  const [form, { Form, Field }] = useShopForm<CancelValues>({
    initialValues: { password: '' },
    validate: formRules(profile.hasPassword ? v.object({ password: CurrentPassword }) : v.object({})),
    validateOn: 'blur',
    revalidateOn: 'change',
  });
  const params = { locale: localeParam(locale) };
  const { email } = profile;

  return (
    <>
      <h1 className={css.heading}>
        <Trans>Cancel membership</Trans>
      </h1>
      <section className={`${css.card} ${css.formPanel}`}>
        <div className={css.warning}>
          <p>
            <strong>
              <Trans>Cancelling your membership cannot be undone.</Trans>
            </strong>
          </p>
          <ul className={css.list}>
            <li>
              <Trans>You are logged out everywhere and can no longer log in with {email}.</Trans>
            </li>
            <li>
              <Trans>Your addresses, your wishlist and your newsletter subscription are deleted.</Trans>
            </li>
            <li>
              <Trans>Orders you placed stay on record for their delivery, warranty and tax invoices.</Trans>
            </li>
            <li>
              <Trans>You may create a new account with the same email address later.</Trans>
            </li>
          </ul>
        </div>
        <Form
          className={forms.form}
          noValidate
          onSubmit={async ({ password }) => {
            try {
              const { cancelledAt } = await profileApi(http).cancelMembership(profile.hasPassword ? password : undefined);
              // the page that says so first: a logout on a guarded page would send the shopper to the login page
              await navigate({ to: '/{-$locale}/membership-cancelled', params, search: { at: cancelledAt }, replace: true });
              session.send({ type: 'session.logout', silent: true });
              queryClient.removeQueries({ queryKey: [ACCOUNT_KEY, owner] });
              queryClient.removeQueries({ queryKey: [ADDRESSES_KEY, owner] });
            } catch (error) {
              showRefusal(form, error, i18n, { WRONG_PASSWORD: 'password', PASSWORD_REQUIRED: 'password' });
            }
          }}
        >
          {profile.hasPassword && (
            <Field name="password">
              {(field, props) => (
                <TextField
                  field={field}
                  props={props}
                  label={t`Your password`}
                  type="password"
                  autoComplete="current-password"
                  required
                  hint={t`To confirm that it is you.`}
                />
              )}
            </Field>
          )}
          <FormAlert of={form} />
          <div className={css.actions}>
            <Button type="submit" busy={form.submitting.value} data-testid="cancel-membership">
              {form.submitting.value ? <Trans>Cancelling…</Trans> : <Trans>Cancel my membership</Trans>}
            </Button>
            <Link to="/{-$locale}/my-account" params={params}>
              <Trans>Keep my account</Trans>
            </Link>
          </div>
        </Form>
      </section>
    </>
  );
}
