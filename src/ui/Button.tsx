import type { ButtonHTMLAttributes } from 'react';
import * as css from './button.css';

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  look?: keyof typeof css.button;
  /**
   * Working on what it started: it looks disabled and does nothing, but keeps the keyboard's focus, which a disabled
   * button would drop to the start of the document.
   */
  busy?: boolean;
};

export function Button({ look = 'primary', className, busy, onClick, ...props }: ButtonProps) {
  return (
    <button
      type="button"
      {...props}
      aria-disabled={busy || undefined}
      onClick={busy ? (event) => event.preventDefault() : onClick}
      className={[css.button[look], className].filter(Boolean).join(' ')}
    />
  );
}
export const buttonClass = (look: keyof typeof css.button = 'primary') => css.button[look];
