import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

/** in the corner of the picture of a card whose box is positioned */
export const badge = style({
  position: 'absolute',
  top: vars.space.md,
  left: vars.space.md,
  zIndex: 1,
  background: vars.color.sale,
  color: '#fff',
  fontSize: 12,
  fontWeight: 600,
  padding: '2px 10px',
  borderRadius: vars.radius.pill,
});
