import { RULE_TEXTS } from '@contract/validation-rules';
import { useLingui } from '@lingui/react/macro';
import { toCustom } from '@modular-forms/react';
import { asciiDigits } from '@/lib/digits';

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
      // room for a number pasted as +66 81-234-5678: withoutSeparators makes it 0812345678
      maxLength: 16,
      required: true,
      hint: t`10 digits, starting with 0`,
    },
    nationalId: { label: t`National ID number (optional)`, ...ID_NUMBER, hint: t`For a full tax invoice; 13 digits` },
    newPassword: {
      type: 'password',
      autoComplete: 'new-password',
      required: true,
      hint: i18n.locale === 'en' ? RULE_TEXTS.password.en : RULE_TEXTS.password.th,
    },
    confirmPassword: { type: 'password', autoComplete: 'new-password', required: true },
  } as const;
}

/** A 13-digit national ID or tax ID field: room for one pasted as printed, 1-1017-00203-45-0 (withoutSeparators keeps the digits). */
export const ID_NUMBER = { inputMode: 'numeric', maxLength: 17 } as const;

/** Thai digits typed in a field (๐๘๑…) are kept as 0-9. */
export const withAsciiDigits = toCustom<string>((value) => value && asciiDigits(value), { on: 'change' });

/**
 * A phone number's, ID number's or postcode's field keeps its digits: 081-234-5678, 081 234 5678, (081) 234.5678 or
 * ๐๘๑๒๓๔๕๖๗๘ as typed or pasted is 0812345678, and +66 81 234 5678 is too; 1-1017-00203-45-0 is 1101700203450; a
 * postcode pasted as " 10500" is 10500.
 */
export const withoutSeparators = toCustom<string>(
  (value) =>
    value &&
    asciiDigits(value)
      .replace(/[\s\-().]/g, '')
      .replace(/^\+66(?=\d)/, '0'),
  { on: 'change' },
);
