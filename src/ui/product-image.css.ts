import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const image = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '1 / 1',
  objectFit: 'contain',
  background: vars.color.canvas,
  borderRadius: vars.radius.md,
});
