/**
 * Hands the keyboard's focus to the page itself (`<main id="main">`), where the next Tab goes on: for a control that
 * goes away when used (an accepted notice), whose focus would otherwise fall back to the start of the document.
 */
export const focusMain = () => document.getElementById('main')?.focus({ preventScroll: true });
