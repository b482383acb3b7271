import { type ReactNode, useId } from 'react';
import * as css from './forms.css';
import { useSettledWhilePressing } from './settled-while-pressing';

/** What a field's control needs to be read with its label, hint and error. */
export interface ControlAttributes {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

/**
 * The frame every single-control field shares: the label, the control, an optional hint and the error (from the
 * contract's rule, or the server's) under it, read with the control by screen readers; the control is marked invalid
 * while the error stands.
 */
export function FieldFrame({
  name,
  label,
  hint,
  error: latestError,
  children,
}: {
  /** the form field's name: the error's test id is `{name}-error` */
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  error: string;
  children: (control: ControlAttributes) => ReactNode;
}) {
  const id = useId();
  const error = useSettledWhilePressing(latestError);
  // a rule stated as the hint is not said twice when it is also the error
  const shownHint = hint === error ? undefined : hint;
  const described = [shownHint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={css.field}>
      <label htmlFor={id} className={css.label}>
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': described || undefined })}
      {shownHint && (
        <p id={`${id}-hint`} className={css.hint}>
          {shownHint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={css.error} data-testid={`${name}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
