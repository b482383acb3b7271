import * as css from './whole-words.css';

/**
 * Text whose hyphenated words ("Wi-Fi", "12-core") stay whole: a browser may break after a hyphen, and in a
 * narrow column "Wi- / Fi" reads as two words. One element, so that a flex container (a button) lays it out as one
 * text, not as pieces side by side.
 */
export function WholeWords({ text }: { text: string }) {
  return (
    <span>
      {text.split(/(\S*\w-\w\S*)/).map((part, i) =>
        i % 2 === 1 ? (
          <span key={i} className={css.whole}>
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </span>
  );
}
