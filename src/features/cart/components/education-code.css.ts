import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const lead = style({ margin: 0, fontSize: 14, color: vars.color.muted });
export const institutionOption = style({ display: 'flex', flexDirection: 'column', gap: 2 });
export const institutionPlace = style({
  fontSize: 12,
  opacity: 0.8,
});
export const guest = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.sm, margin: 0 });
/** the login and bag links, buttons whose words may wrap on a narrow phone */
export const linkButton = style({
  selectors: { 'a&': { alignSelf: 'flex-start', height: 'auto', minHeight: 44, paddingBlock: 10, lineHeight: 1.3, textAlign: 'center' } },
});
export const applyButton = style({ alignSelf: 'flex-start' });
