import type { ButtonHTMLAttributes } from 'react';
import * as css from './button.css';

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  look?: keyof typeof css.button;
  /**
   * Working on what it started (a form being sent): it looks disabled, says it is busy and does nothing, but keeps the
   * keyboard's focus, which a disabled button would drop to the start of the document. `disabled` is for a button
   * that cannot act yet.
   */
  busy?: boolean;
};

export function Button({ look = 'primary', className, busy, onClick, ...props }: ButtonProps) {
  return (
    <button
      type="button"
      {...props}
      aria-disabled={busy || props['aria-disabled'] || undefined}
      aria-busy={busy || undefined}
      onClick={busy ? (event) => event.preventDefault() : onClick}
      className={[css.button[look], className].filter(Boolean).join(' ')}
    />
  );
}
export const buttonClass = (look: keyof typeof css.button = 'primary') => css.button[look];
