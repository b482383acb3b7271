import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LineDescription } from './LineDescription';

const markup = (text: string) => renderToStaticMarkup(<LineDescription text={text} />);
const parts = (text: string) => [...markup(text).matchAll(/<span class="[^"]+">([^<]*)<\/span>/g)].map((m) => m[1]);

describe('LineDescription', () => {
  it('keeps each part of a description in a box of its own', () => {
    expect(parts('256GB · สีส้มคอสมิค')).toEqual(['256GB', 'สีส้มคอสมิค']);
    expect(parts('สีขาว')).toEqual(['สีขาว']);
  });

  it('reads as the description did, a number kept with its Thai unit', () => {
    expect(markup('13 นิ้ว · สีเงิน').replace(/<[^>]+>/g, '')).toBe('13\u00A0นิ้ว · สีเงิน');
  });
});
