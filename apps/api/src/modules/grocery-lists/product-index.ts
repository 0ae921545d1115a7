import { canonicalKey, type ProductLinks } from '@kitching/contracts';

/**
 * Rows grouped by product (the name rule with the family's links), each name keyed once: matching a
 * line against a pantry of thousands is a map lookup, not thousands of name normalisations.
 */
export class ProductIndex<T extends { name: string }> {
  private readonly groups = new Map<string, T[]>();
  constructor(
    private readonly links: ProductLinks,
    rows: Iterable<T> = [],
  ) {
    for (const row of rows) this.add(row);
  }
  /** The rows of the same product as `name`, in the order they were added. */
  of(name: string): T[] {
    const key = canonicalKey(name, this.links);
    return (key && this.groups.get(key)) || [];
  }
  add(row: T): void {
    const key = canonicalKey(row.name, this.links);
    if (!key) return;
    const group = this.groups.get(key);
    if (group) group.push(row);
    else this.groups.set(key, [row]);
  }
  /** `next` in the place of `row` (same name: the same product). */
  replace(row: T, next: T): void {
    const group = this.of(row.name);
    const at = group.indexOf(row);
    if (at >= 0) group[at] = next;
    else this.add(next);
  }
}
