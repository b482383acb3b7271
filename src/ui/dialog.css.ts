import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const dialog = style({
  border: 'none',
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  width: 'min(420px, calc(100vw - 32px))',
  boxShadow: '0 20px 60px rgba(0,0,0,.25)',
  selectors: { '&::backdrop': { background: 'rgba(0,0,0,.45)' } },
});
export const title = style({ fontSize: 20, marginBottom: vars.space.sm });
export const actions = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'flex-end', marginTop: vars.space.lg });
