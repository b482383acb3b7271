import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const countdown = style({ fontVariantNumeric: 'tabular-nums', fontWeight: 700, color: vars.color.warning, fontSize: 18 });
