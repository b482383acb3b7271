import { style } from '@vanilla-extract/css';
import { mq } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';

/** A bordered, rounded panel stacking its parts: a step of checkout, a block of the payment and thank-you pages. */
export const panel = style({
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  '@media': { [mq.md]: { padding: vars.space.lg } },
});
