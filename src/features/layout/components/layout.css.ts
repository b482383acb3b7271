import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { PAGE_FADE_SECONDS } from '@contract/constants';
import { vars } from '@/styles/theme.css';

export const shell = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: vars.width.page,
  margin: '0 auto',
  padding: `0 ${vars.space.md}`,
  selectors: { '&:focus': { outline: 'none' } },
});
export const skipLink = style({
  position: 'absolute',
  top: 0,
  left: 0,
  zIndex: 100,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  color: vars.color.accent,
  transform: 'translateY(-120%)',
  selectors: { '&:focus': { transform: 'none' } },
});
/** A page the shopper moved to fades in (spec section 9); the page a visit opens on shows at once. */
export const entering = style({
  animation: `${fadeIn} ${PAGE_FADE_SECONDS}s ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
export const notFound = style({
  textAlign: 'center',
  padding: `${vars.space.xl} 0`,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
});
export const notFoundText = style({ margin: 0, color: vars.color.muted, maxWidth: 560 });
export const notFoundLinks = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: `${vars.space.xs} ${vars.space.lg}`,
});
globalStyle(`${notFoundLinks} a`, { display: 'inline-flex', alignItems: 'center', minHeight: 44, color: vars.color.link });

export const brandBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 56,
  padding: `0 ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.line}`,
});
