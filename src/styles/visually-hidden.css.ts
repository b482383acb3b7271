import { style } from '@vanilla-extract/css';

/** Read by screen readers, not shown: a label that the layout says by position (a struck-through regular price). */
export const visuallyHidden = style({ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' });
