const SIZE = /(\d+(?:\.\d+)?)\s*(GB|TB)/i;

/** The storage a capacity names, in GB ('1TB' is 1,024); null for one that names none. */
export function storageOf(capacity: string): number | null {
  const match = SIZE.exec(capacity);
  if (!match) return null;
  return Number(match[1]) * (match[2]!.toUpperCase() === 'TB' ? 1024 : 1);
}

/**
 * Capacities smallest first, as Apple lists them ('128GB, 256GB, 512GB, 1TB'), not by how many models have each;
 * a value that names no storage follows, in the order it came.
 */
export function bySize<T extends { value: string }>(values: T[]): T[] {
  const sized = values.filter((v) => storageOf(v.value) !== null).sort((a, b) => storageOf(a.value)! - storageOf(b.value)!);
  return [...sized, ...values.filter((v) => storageOf(v.value) === null)];
}
