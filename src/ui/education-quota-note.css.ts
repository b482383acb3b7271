import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const note = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.canvas,
  fontSize: 14,
});
export const family = style({ margin: 0 });
export const spent = style({ color: vars.color.warning });
export const rule = style({ color: vars.color.muted });
export const over = style({ display: 'block', marginTop: vars.space.xs, color: vars.color.warning, fontWeight: 600 });
