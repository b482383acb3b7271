/**
 * Whether the shopper's focus is in one of the named fields of `form`. A value that arrives from the server to fill
 * an empty field waits while they are in it: written then, it would come before what they type.
 */
export const typingIn = (form: HTMLFormElement | null | undefined, names: readonly string[]): boolean => {
  const focused = document.activeElement;
  return (focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement) && !!form && focused.form === form && names.includes(focused.name);
};
