import { keepNumbersWithUnits } from '@/lib/thai-text';
import * as css from './line-description.css';

const SEPARATOR = ' · ';

/**
 * A line's configuration and colour ('256GB · สีส้มคอสมิค'): each part goes to the next line whole rather than break
 * inside. A browser breaks Thai by its dictionary, which has no transliterated colour names: it cut 'สีส้มคอส / มิค'.
 */
export function LineDescription({ text }: { text: string }) {
  return keepNumbersWithUnits(text)
    .split(SEPARATOR)
    .map((part, i) => (
      <span key={i}>
        {i > 0 && SEPARATOR}
        <span className={css.part}>{part}</span>
      </span>
    ));
}
