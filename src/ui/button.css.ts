import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: 44,
  // a label too long for the line wraps centred and balanced, off the pill's edges
  padding: `${vars.space.xs} ${vars.space.lg}`,
  textAlign: 'center',
  textWrap: 'balance',
  borderRadius: vars.radius.pill,
  border: '1px solid transparent',
  fontSize: 16,
  cursor: 'pointer',
  textDecoration: 'none',
  ':disabled': { opacity: 0.45, cursor: 'not-allowed' },
  selectors: { '&[aria-disabled="true"]': { opacity: 0.45, cursor: 'not-allowed' } },
});

export const button = styleVariants({
  primary: [base, { background: vars.color.accent, color: vars.color.accentText }],
  secondary: [base, { background: vars.color.surface, color: vars.color.accent, borderColor: vars.color.accent }],
  quiet: [base, { background: 'transparent', color: vars.color.text, borderColor: vars.color.line }],
});
