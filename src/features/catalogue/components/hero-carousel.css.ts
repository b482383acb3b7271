import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const carousel = style({ display: 'grid', gap: vars.space.sm });
export const controls = style({ display: 'flex', justifyContent: 'center', alignItems: 'center' });

const target = { minWidth: 44, minHeight: 44, border: 0, background: 'none', cursor: 'pointer', padding: 0 } as const;
export const arrow = style({
  ...target,
  fontSize: 28,
  lineHeight: 1,
  color: vars.color.text,
  selectors: { '&[aria-disabled="true"]': { color: vars.color.line, cursor: 'default' } },
});
/** a 10 px dot in a 28 x 44 px target (WCAG asks 24 px; five dots and two arrows fit a 320 px screen) */
export const dot = style({
  ...target,
  minWidth: 28,
  position: 'relative',
  '::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    margin: 'auto',
    width: 10,
    height: 10,
    borderRadius: '50%',
    background: vars.color.line,
  },
});
globalStyle(`${dot}[aria-current="true"]::after`, { background: vars.color.text });
