import type { ButtonHTMLAttributes } from 'react';
import * as css from './button.css';

export function Button({ look = 'primary', className, ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { look?: keyof typeof css.button }) {
  return <button type="button" {...props} className={[css.button[look], className].filter(Boolean).join(' ')} />;
}

export const buttonClass = (look: keyof typeof css.button = 'primary') => css.button[look];
