import * as css from './whole-words.css';

/**
 * Text whose hyphenated words ("Wi-Fi", "12-core") stay whole: a browser may break after a hyphen, and in a
 * narrow column "Wi- / Fi" reads as two words.
 */
export function WholeWords({ text }: { text: string }) {
  return text.split(/(\S*\w-\w\S*)/).map((part, i) =>
    i % 2 === 1 ? (
      <span key={i} className={css.whole}>
        {part}
      </span>
    ) : (
      part
    ),
  );
}
