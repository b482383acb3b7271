import { globalStyle } from '@vanilla-extract/css';
import { mq } from './breakpoints';
import { FONT_WEIGHTS } from './fonts.css';
import { vars } from './theme.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
// what an anchor or a focused field scrolls to stays clear of the sticky header (53 px on a phone, 81 px from lg)
globalStyle('html', { WebkitTextSizeAdjust: '100%', scrollPaddingTop: 64, '@media': { [mq.lg]: { scrollPaddingTop: 96 } } });
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
globalStyle('button, input, select, textarea', { font: 'inherit' });
// a field scrolled to by its focus (a form's first error) shows its label above it too, clear of the sticky header
globalStyle('input, select, textarea', { scrollMarginTop: 40 });
globalStyle(':focus-visible', { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' });
// a page's heading takes the focus after a move to the page (src/lib/focus-main.ts): it is read out, not ringed
globalStyle('h1[tabindex="-1"]:focus', { outline: 'none' });
// only the 400 and 600 faces ship: what would be bold uses the semibold face (rather than a browser-made bold)
globalStyle('h1, h2, h3, h4, strong, b, th', { fontWeight: FONT_WEIGHTS.semibold });
// Thai stacks vowels and tone marks above and below the line: tighter than 1.3 and lines of a title touch
globalStyle('h1, h2, h3', { lineHeight: 1.3, margin: 0, textWrap: 'balance' });
// no word left alone on a paragraph's last line ('ช้อปได้ / เลย')
globalStyle('p', { textWrap: 'pretty' });
