import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const education = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 2 });
/** at the end of a row, as a bag line's price: the badge, the price and the discount line up on the right */
export const atEnd = style({ alignItems: 'flex-end' });
export const label = style({
  fontSize: 12,
  fontWeight: 600,
  lineHeight: 1.3,
  // the link colour reads 4.5:1 also on the grey of the bag's suggestions, where the accent does not
  color: vars.color.link,
  border: `1px solid ${vars.color.link}`,
  borderRadius: 6,
  padding: '1px 6px',
});
export const saving = style({ fontSize: 14, color: vars.color.text });
export { visuallyHidden as hidden } from '@/styles/visually-hidden.css';
