import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const title = style({ fontSize: 32, margin: `${vars.space.lg} 0 ${vars.space.sm}` });
