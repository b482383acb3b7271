import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const lines = style({ fontStyle: 'normal', margin: 0, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0, overflowWrap: 'anywhere' });
export const name = style({ fontWeight: 600 });
export const muted = style({ color: vars.color.muted });
