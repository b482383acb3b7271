import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', { WebkitTextSizeAdjust: '100%' });
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
  background: vars.color.surface,
  lineHeight: 1.5,
  WebkitFontSmoothing: 'antialiased',
});
globalStyle('body.scroll-locked', { overflow: 'hidden' });
globalStyle('a', { color: 'inherit' });
globalStyle('img', { maxWidth: '100%', display: 'block' });
globalStyle('button', { font: 'inherit' });
globalStyle(':focus-visible', { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' });
globalStyle('h1, h2, h3', { lineHeight: 1.2, margin: 0 });
