import { style } from '@vanilla-extract/css';

/** whole on its line when it fits one, wrapped inside only when longer than the line */
export const part = style({ display: 'inline-block', maxWidth: '100%' });
