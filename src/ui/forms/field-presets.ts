import { RULE_TEXTS } from '@contract/validation-rules';
import { useLingui } from '@lingui/react/macro';
import { toCustom } from '@modular-forms/react';

/**
 * The input settings of the fields several forms share (registration, social registration, the profile, addresses,
 * new passwords), so that each looks, autofills and explains itself alike: spread into a `TextField`.
 */
export function useFieldPresets() {
  const { t, i18n } = useLingui();
  return {
    firstName: { label: t`First name`, autoComplete: 'given-name', required: true },
    lastName: { label: t`Last name`, autoComplete: 'family-name', required: true },
    email: { label: t`Email`, type: 'email', inputMode: 'email', autoComplete: 'email', required: true },
    phone: {
      label: t`Mobile phone`,
      type: 'tel',
      inputMode: 'tel',
      autoComplete: 'tel-national',
      // room for a number pasted as 081-234-5678: phoneDigits takes the dashes out
      maxLength: 12,
      required: true,
      hint: t`10 digits, starting with 0`,
    },
    nationalId: { label: t`National ID number (optional)`, inputMode: 'numeric', maxLength: 13, hint: t`For a full tax invoice; 13 digits` },
    newPassword: {
      type: 'password',
      autoComplete: 'new-password',
      required: true,
      hint: i18n.locale === 'en' ? RULE_TEXTS.password.en : RULE_TEXTS.password.th,
    },
    confirmPassword: { type: 'password', autoComplete: 'new-password', required: true },
  } as const;
}

/** A phone number's field keeps its digits: 081-234-5678 or 081 234 5678 as typed or pasted is 0812345678. */
export const phoneDigits = toCustom<string>((value) => value?.replace(/[\s-]/g, ''), { on: 'change' });
