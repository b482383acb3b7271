/**
 * What a shopper typed, as an element to put in a translated message. Lingui reads the text of a message's values
 * for its markup (`<0>…</0>`), so a search for `<b>mac</b>` lost its tags and logged an error; an element's
 * text it leaves as it is.
 */
export function Typed({ text }: { text: string }) {
  return text;
}
