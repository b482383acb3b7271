// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { typingIn } from './typing-in';

afterEach(() => document.body.replaceChildren());

const field = (html: string) => {
  document.body.innerHTML = html;
  const element = document.body.firstElementChild as HTMLElement;
  element.focus();
  return element;
};

describe('typingIn', () => {
  it('is true while the focus is in a named text field', () => {
    field('<input name="phone">');
    expect(typingIn(['phone'])).toBe(true);
    field('<textarea name="note"></textarea>');
    expect(typingIn(['phone', 'note'])).toBe(true);
  });

  it('is false in another field, on a button, or with the focus nowhere', () => {
    field('<input name="email">');
    expect(typingIn(['phone'])).toBe(false);
    field('<button name="phone">Save</button>');
    expect(typingIn(['phone'])).toBe(false);
    document.body.replaceChildren();
    expect(typingIn(['phone'])).toBe(false);
  });
});
