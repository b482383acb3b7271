/**
 * A number and the Thai unit after it stay on one line ("13 นิ้ว", "18 ชั่วโมง", "5.6 มม."): Thai readers expect
 * them together, and a narrow card or title would otherwise break between them. The space becomes a no-break space;
 * a model name that ends in a digit ("M5 ที่...") is not a number and keeps its space. HTML from the CMS goes through
 it too: a number right after a tag ("<strong>10 เดือน") counts.
 */
export const keepNumbersWithUnits = (text: string): string => text.replace(/(?<=(?:^|[\s(>])[\d.,]*\d) (?=[\u0E01-\u0E4E])/g, '\u00A0');
