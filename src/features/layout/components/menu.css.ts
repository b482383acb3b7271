import { globalStyle, style } from '@vanilla-extract/css';
import { mq } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';

export const newBadge = style({
  display: 'inline-block',
  marginInlineStart: 6,
  padding: '0 6px',
  borderRadius: vars.radius.pill,
  background: vars.color.warning,
  color: '#fff',
  fontSize: 11,
  fontWeight: 600,
  lineHeight: '18px',
  verticalAlign: 'middle',
});

export const desktopNav = style({
  display: 'none',
  flex: 1,
  minWidth: 0,
  '@media': { [mq.lg]: { display: 'block' } },
  // too long for the bar (use-menu-row.ts): a second row of its own, under the logo and the tools
  selectors: { '&[data-own-row]': { order: 1, flexBasis: '100%', borderTop: `1px solid ${vars.color.line}` } },
});
export const desktopList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', justifyContent: 'center' });
globalStyle(`${desktopNav}[data-own-row] > ${desktopList}`, { flexWrap: 'wrap' });
export const desktopItem = style({ display: 'flex', alignItems: 'center' });
export const dropdownItem = style([desktopItem, { position: 'relative' }]);
export const topLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: '0 2px 0 5px',
  // apple.com's bar size: nine families and their disclosure buttons fit one row from 1024 px
  fontSize: 12,
  color: vars.color.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { color: vars.color.accent } },
});
export const disclosure = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 24,
  height: 24,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.muted,
  cursor: 'pointer',
  // the ring drawn inside: outside, it covered the end of the family's name beside it ('iPad' read 'iPac')
  selectors: { '&:focus-visible': { outlineOffset: -2 } },
});
globalStyle(`${disclosure}[aria-expanded="true"] svg`, { transform: 'rotate(180deg)' });
const panel = {
  position: 'absolute',
  top: '100%',
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.line}`,
  boxShadow: '0 16px 32px rgba(0,0,0,.08)',
  zIndex: 20,
} as const;
/** full width under the bar, like the flyouts of apple.com */
export const megaPanel = style({ ...panel, left: 0, right: 0, padding: `${vars.space.lg} ${vars.space.xl}` });
export const dropdownPanel = style({
  ...panel,
  left: 0,
  minWidth: 240,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
});
export const megaList = style({
  listStyle: 'none',
  margin: '0 auto',
  padding: 0,
  maxWidth: vars.width.page,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: `2px ${vars.space.lg}`,
});
export const dropdownList = style({ listStyle: 'none', margin: 0, padding: 0 });
export const megaLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: 36,
  fontSize: 17,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.accent } },
});
export const dropdownLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: 36,
  // an entry of two lines keeps its own space, apart from the next
  padding: '6px 12px',
  fontSize: 14,
  lineHeight: 1.4,
  borderRadius: vars.radius.sm,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.canvas } },
});
