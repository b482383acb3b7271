import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { type FormEvent, useMemo, useState } from 'react';
import { useHttp } from '@/lib/http-context';
import { buttonClass } from '@/ui/Button';
import { schoolsQuery } from '../api/schools-api';
import { useCart } from '../hooks/cart-actor';
import { useEducationCodeActor } from '../hooks/education-code-actor';
import * as css from './cart.css';

/** Education pricing on the cart page: the shopper's institution and its code, or the code applied with a way to remove it. */
export function EducationCode() {
  const { t, i18n } = useLingui();
  const http = useHttp();
  const actor = useEducationCodeActor();
  const busy = useSelector(actor, (s) => !s.matches('idle'));
  const applied = useCart((context) => context.cart?.eligibilityCode ?? null);
  const schools = useQuery(schoolsQuery(http));
  const [school, setSchool] = useState('');
  const [code, setCode] = useState('');
  const english = i18n.locale === 'en';
  const options = useMemo(
    () =>
      (schools.data ?? [])
        .map((s) => ({ id: s.customerId, name: english ? s.company.en : s.company.th }))
        .sort((a, b) => a.name.localeCompare(b.name, english ? 'en' : 'th')),
    [schools.data, english],
  );

  if (applied) {
    const name = options.find((o) => o.id === applied.customerId)?.name ?? applied.customerId;
    return (
      <section className={css.education} data-testid="education-code">
        <h2 className={css.educationTitle}>
          <Trans>Education pricing</Trans>
        </h2>
        <p className={css.applied}>
          <span>
            <Trans>
              {name}, code {applied.eligibilityCode}
            </Trans>
          </span>
          <button type="button" className={css.remove} disabled={busy} onClick={() => actor.send({ type: 'educationCode.remove' })}>
            <Trans>Remove code</Trans>
          </button>
        </p>
      </section>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!school || !code.trim()) return;
    actor.send({ type: 'educationCode.apply', customerId: school, eligibilityCode: code.trim() });
  };
  return (
    <form className={css.education} onSubmit={submit} data-testid="education-code">
      <h2 className={css.educationTitle}>
        <Trans>Education pricing</Trans>
      </h2>
      <label className={css.field}>
        <Trans>Your institution</Trans>
        <select className={css.input} required value={school} onChange={(e) => setSchool(e.target.value)}>
          <option value="">{t`Choose your institution`}</option>
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </select>
      </label>
      <label className={css.field}>
        <Trans>Education code</Trans>
        <input className={css.input} required autoComplete="off" value={code} onChange={(e) => setCode(e.target.value)} />
      </label>
      <button type="submit" className={buttonClass()} disabled={busy || !school || !code.trim()}>
        <Trans>Apply code</Trans>
      </button>
    </form>
  );
}
