/** The lead model of each category first, then the next of each, so a short list shows the whole range. */
export function featured<T extends { categorySlug: string }>(items: T[], count: number): T[] {
  const byCategory = new Map<string, T[]>();
  for (const item of items) byCategory.set(item.categorySlug, [...(byCategory.get(item.categorySlug) ?? []), item]);
  const picked: T[] = [];
  for (let round = 0; picked.length < Math.min(count, items.length); round++) {
    for (const list of byCategory.values()) {
      const next = list[round];
      if (next && picked.length < count) picked.push(next);
    }
  }
  return picked;
}
