/** Text made safe inside HTML or XML, in an element or an attribute in either quotes. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
