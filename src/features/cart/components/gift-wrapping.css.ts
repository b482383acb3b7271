import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const wrapping = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, fontSize: 14 });
export const editor = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, marginTop: vars.space.xs });
export const link = style({
  alignSelf: 'flex-start',
  background: 'none',
  border: 'none',
  padding: '8px 0',
  minHeight: 44,
  color: vars.color.accent,
  cursor: 'pointer',
  font: 'inherit',
  textAlign: 'start',
});
export const price = style({ color: vars.color.muted });
export const summary = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md, margin: 0, fontWeight: 600 });
export const message = style({ margin: 0, color: vars.color.muted, overflowWrap: 'anywhere' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', columnGap: vars.space.md, alignItems: 'center' });
