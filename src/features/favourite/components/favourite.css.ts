import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const heart = style({
  position: 'absolute',
  top: vars.space.sm,
  right: vars.space.sm,
  zIndex: 2,
  width: 40,
  height: 40,
  borderRadius: '50%',
  border: 'none',
  // no disc of its own: a white disc on the picture's grey read as a hole in it
  background: 'transparent',
  color: vars.color.muted,
  // a white edge around the outline: on a dark picture (a MacBook's screen) the grey outline alone disappeared
  filter: 'drop-shadow(0 0 1px #fff) drop-shadow(0 0 1px #fff)',
  cursor: 'pointer',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  selectors: { '&[aria-pressed="true"]': { color: vars.color.sale } },
});
export const alert = style({
  position: 'fixed',
  bottom: 88,
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: 40,
  padding: '10px 18px',
  borderRadius: vars.radius.pill,
  background: vars.color.text,
  color: '#fff',
  fontSize: 14,
});
