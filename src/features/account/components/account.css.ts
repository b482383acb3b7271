import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const panel = style({ maxWidth: 420, margin: `${vars.space.xl} auto`, display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const title = style({ fontSize: 28 });
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, fontWeight: 600, fontSize: 14 });
export const input = style({
  font: 'inherit',
  fontWeight: 400,
  minHeight: 44,
  padding: '8px 12px',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.line}`,
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.sale } },
});
export const error = style({ color: vars.color.sale, margin: 0 });
export const menuLink = style({
  fontSize: 13,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  padding: '8px 4px',
  maxWidth: 140,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
export const widePanel = style([panel, { maxWidth: 560 }]);
export const lead = style({ margin: 0, color: vars.color.muted });
export const links = style({ display: 'flex', flexWrap: 'wrap', columnGap: vars.space.lg, margin: 0, fontSize: 15 });
/** links on a line of their own are targets a thumb can hit: 44 px tall */
globalStyle(`${links} > a`, { display: 'inline-flex', alignItems: 'center', minHeight: 44 });
export const social = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const divider = style({ margin: 0, textAlign: 'center', color: vars.color.muted, fontSize: 14 });
export const loginForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
