import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const problem = style({
  textAlign: 'center',
  padding: `${vars.space.xl} 0`,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  overflowWrap: 'anywhere',
});
export const heading = style({ margin: 0, ':focus': { outline: 'none' } });
export const explanation = style({ margin: 0, maxWidth: '36em', color: vars.color.muted });
export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.sm });

/** The page of an error in the layout itself: no header or footer to lean on. */
export const standalone = style({ maxWidth: vars.width.page, margin: '0 auto', padding: `0 ${vars.space.md}`, minHeight: '100vh' });
export const standaloneBrand = style({
  display: 'inline-block',
  padding: `${vars.space.md} 0`,
  color: vars.color.text,
  fontWeight: 600,
  textDecoration: 'none',
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
export const pending = style({ display: 'flex', justifyContent: 'center', padding: `${vars.space.xl} 0` });
export const spinner = style({
  width: 32,
  height: 32,
  borderRadius: '50%',
  border: `3px solid ${vars.color.line}`,
  borderTopColor: vars.color.accent,
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
});
export { visuallyHidden } from '@/styles/visually-hidden.css';
