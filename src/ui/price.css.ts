import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const price = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space.sm });
export const current = style({ fontWeight: 600 });
export const sale = style({ color: vars.color.sale });
export const regular = style({ color: vars.color.muted, textDecoration: 'line-through', fontSize: '0.875em' });
