import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const page = style({ maxWidth: 720, margin: `${vars.space.lg} auto ${vars.space.xl}`, display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const intro = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const title = style({ fontSize: 32, margin: 0 });
export const lead = style({ margin: 0, color: vars.color.muted });
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.line}`,
  background: vars.color.surface,
  minWidth: 0,
});
export const resultTitle = style({ fontSize: 22, margin: 0, selectors: { '&:focus': { outline: 'none' } } });
