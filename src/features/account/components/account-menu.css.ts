import { style } from '@vanilla-extract/css';
import { mq } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  minWidth: 40,
  minHeight: 40,
  padding: '0 6px',
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: 13,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.canvas } },
});
/** on a desktop's top row, the greeting with a first name; a very long name ends in … (the popover has it whole) */
export const triggerText = style({
  display: 'none',
  maxWidth: 160,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '@media': { [mq.lg]: { display: 'inline' } },
});
export const popover = style({
  margin: 0,
  inset: 'auto',
  top: 'anchor(bottom)',
  right: 'anchor(right)',
  minWidth: 220,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: '0 12px 32px rgba(0,0,0,.12)',
});
export const welcome = style({ margin: 0, padding: '8px 12px', fontWeight: 600, borderBottom: `1px solid ${vars.color.line}`, overflowWrap: 'anywhere' });
export const list = style({ listStyle: 'none', margin: 0, padding: 0 });
export const link = style({
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  minHeight: 40,
  padding: '0 12px',
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  font: 'inherit',
  fontSize: 14,
  color: vars.color.text,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.canvas } },
});
