import type { Locale } from '@contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useAppActors } from '@/lib/app-actors';
import { useHttp } from '@/lib/http-context';
import { localeParam } from '@/lib/locale';
import { profileQuery } from '../../api/profile-api';
import { useAccountOwner } from '../../hooks/account-owner';
import * as css from './account-area.css';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ProfileForm } from './ProfileForm';

/** /my-account/account/edit: the customer's details, and in a form of its own a new password. */
export function EditProfilePage({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { alertToast, session } = useAppActors();
  const query = profileQuery(useHttp(), useAccountOwner());
  const { profile } = useSuspenseQuery(query).data;
  const params = { locale: localeParam(locale) };
  return (
    <>
      <h1 className={css.heading}>
        <Trans>Edit account details</Trans>
      </h1>
      <Link to="/{-$locale}/my-account/account" params={params}>
        <Trans>Back to account details</Trans>
      </Link>
      <section className={`${css.card} ${css.formPanel}`} aria-labelledby="edit-details-heading">
        <h2 id="edit-details-heading" className={css.sectionTitle}>
          <Trans>Personal details</Trans>
        </h2>
        <p className={css.lead}>
          <Trans>Your email address is your login and cannot be changed here.</Trans> <strong>{profile.email}</strong>
        </p>
        <ProfileForm
          profile={profile}
          onSaved={(saved) => {
            queryClient.setQueryData(query.queryKey, saved);
            session.send({ type: 'session.profile.changed', firstName: saved.profile.firstName, lastName: saved.profile.lastName });
            alertToast.send({ type: 'toast.show', message: t`Your details are saved.` });
            void navigate({ to: '/{-$locale}/my-account/account', params });
          }}
        />
      </section>
      <section className={`${css.card} ${css.formPanel}`} aria-labelledby="password-heading" data-testid="change-password">
        <h2 id="password-heading" className={css.sectionTitle}>
          <Trans>Change password</Trans>
        </h2>
        {profile.hasPassword ? (
          <ChangePasswordForm />
        ) : (
          <p className={css.lead}>
            <Trans>You log in with Facebook or Apple, so your account has no password to change.</Trans>
          </p>
        )}
      </section>
    </>
  );
}
