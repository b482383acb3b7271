import { globalStyle, style } from '@vanilla-extract/css';
import { mq } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';

export const opener = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  '@media': { [mq.lg]: { display: 'none' } },
});
export const panel = style({
  margin: 0,
  padding: 0,
  width: 'min(100vw, 420px)',
  maxWidth: '100vw',
  height: '100dvh',
  maxHeight: '100dvh',
  border: 0,
  background: vars.color.surface,
  overflowY: 'auto',
  selectors: { '&::backdrop': { background: 'rgba(0,0,0,.4)' } },
});
export const head = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.line}`,
});
export const title = style({ fontSize: 17, margin: 0 });
export const close = style([opener, { display: 'inline-flex', '@media': { [mq.lg]: { display: 'inline-flex' } } }]);
export const list = style({ listStyle: 'none', margin: 0, padding: `0 ${vars.space.md}` });
export const item = style({ borderBottom: `1px solid ${vars.color.line}` });
export const row = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' });
export const link = style({ display: 'flex', alignItems: 'center', flex: 1, minHeight: 48, fontSize: 17, fontWeight: 600, textDecoration: 'none' });
export const expand = style([opener, { display: 'inline-flex', width: 44, height: 44, '@media': { [mq.lg]: { display: 'inline-flex' } } }]);
globalStyle(`${expand}[aria-expanded="true"] svg`, { transform: 'rotate(180deg)' });
export const subList = style({ listStyle: 'none', margin: 0, padding: `0 0 ${vars.space.sm} ${vars.space.md}` });
export const subLink = style({ display: 'flex', alignItems: 'center', minHeight: 40, fontSize: 15, textDecoration: 'none' });
export const offers = style({
  listStyle: 'none',
  margin: 0,
  padding: `${vars.space.md}`,
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  background: vars.color.canvas,
});
export const offerLink = style({ display: 'flex', alignItems: 'center', minHeight: 36, fontSize: 14, color: vars.color.text, textDecoration: 'none' });
export const languages = style({ listStyle: 'none', margin: 0, padding: vars.space.md, display: 'flex', gap: vars.space.sm });
export const languageButton = style({
  minHeight: 40,
  padding: '0 16px',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&[aria-pressed="true"]': { background: vars.color.text, color: '#fff', borderColor: vars.color.text } },
});
export { visuallyHidden } from '@/styles/visually-hidden.css';
