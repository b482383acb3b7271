// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { typingIn } from './typing-in';

afterEach(() => document.body.replaceChildren());

/** Two forms on the page; the focus goes to the element the selector names. */
const page = (html: string, focus: string) => {
  document.body.innerHTML = `<form id="mine">${html}</form><form id="other"><input name="phone"></form>`;
  document.querySelector<HTMLElement>(focus)?.focus();
  return document.querySelector<HTMLFormElement>('#mine')!;
};

describe('typingIn', () => {
  it('is true while the focus is in a named text field of the form', () => {
    expect(typingIn(page('<input name="phone">', '#mine [name=phone]'), ['phone'])).toBe(true);
    expect(typingIn(page('<textarea name="note"></textarea>', '#mine [name=note]'), ['phone', 'note'])).toBe(true);
  });

  it('is false in another field, in a field of that name in another form, on a button, or with the focus nowhere', () => {
    expect(typingIn(page('<input name="email"><input name="phone">', '#mine [name=email]'), ['phone'])).toBe(false);
    expect(typingIn(page('<input name="phone">', '#other [name=phone]'), ['phone'])).toBe(false);
    expect(typingIn(page('<button name="phone">Save</button>', '#mine [name=phone]'), ['phone'])).toBe(false);
    expect(typingIn(page('<input name="phone">', '#none'), ['phone'])).toBe(false);
  });

  it('is false before the form is on the page', () => {
    page('<input name="phone">', '#mine [name=phone]');
    expect(typingIn(undefined, ['phone'])).toBe(false);
  });
});
