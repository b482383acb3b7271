import { style } from '@vanilla-extract/css';

/** a document's name stays whole at the end of a line (นโยบายความเป็นส่วนตัว, not นโยบายความเป็นส่วน | ตัว) */
export const document = style({ whiteSpace: 'nowrap' });
