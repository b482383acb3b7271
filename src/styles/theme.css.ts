import { createGlobalTheme } from '@vanilla-extract/css';
import { WEB_FONT } from './fonts.css';

export const vars = createGlobalTheme(':root', {
  color: {
    text: '#1d1d1f',
    muted: '#6e6e73',
    line: '#d2d2d7',
    surface: '#ffffff',
    canvas: '#f5f5f7',
    accent: '#0071e3',
    // a link's colour on the grey canvas too (the accent reads 4.3:1 there)
    link: '#0066cc',
    accentText: '#ffffff',
    sale: '#d70015',
    warning: '#b64400',
    focus: '#0071e3',
  },
  font: {
    // the system fonts only show while the web font loads
    body: `${WEB_FONT}, "Sukhumvit Set", "Thonburi", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`,
  },
  radius: { sm: '8px', md: '12px', lg: '18px', pill: '980px' },
  space: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '40px' },
  width: { page: '1200px' },
});
