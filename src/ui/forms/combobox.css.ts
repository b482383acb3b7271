import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const anchor = style({ position: 'relative' });
export const listbox = style({
  position: 'absolute',
  zIndex: 30,
  top: 'calc(100% + 4px)',
  left: 0,
  right: 0,
  maxHeight: 288,
  overflowY: 'auto',
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.sm,
  boxShadow: '0 12px 32px rgba(0,0,0,.14)',
});
export const option = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: 44,
  padding: '6px 10px',
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: {
    '&[aria-selected="true"]': { background: vars.color.accent, color: vars.color.accentText },
    '&:hover:not([aria-selected="true"])': { background: vars.color.canvas },
  },
});
export { visuallyHidden } from '@/styles/visually-hidden.css';
/** said under the field when nothing matches what was typed */
export const noMatch = style({ margin: 0, fontSize: 14, color: vars.color.warning });
