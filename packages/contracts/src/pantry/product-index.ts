import { infoCovers, type NameInfo, nameInfo } from './product-covers';
import { asLinks, canonicalKey, type LinksInput, type ProductLinks } from './product-links';

/**
 * Rows grouped by product (identity: the name rule with the family's links), each name keyed once:
 * matching a line against a pantry of thousands is a map lookup, not thousands of name normalisations.
 * Merging a grocery line and put-away use it (which line or item is the same product).
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

/**
 * The category a new grocery line of `name` takes from the pantry: that of the first item of the same
 * product, else of the first item covering it ('All-purpose flour' takes 'Flour''s 'Pantry'), else
 * undefined (the caller says 'Other').
 */
export function stockCategories(
  stock: readonly { name: string; category: string }[],
  links?: LinksInput,
): (name: string) => string | undefined {
  const built = asLinks(links);
  const same = new ProductIndex(built ?? { canonical: (key) => key }, stock);
  const byCore = new Map<string, { info: NameInfo; category: string }[]>();
  for (const item of stock) {
    const info = nameInfo(item.name, built);
    if (!info.key) continue;
    const group = byCore.get(info.core) ?? [];
    group.push({ info, category: item.category });
    byCore.set(info.core, group);
  }
  return (name) => {
    const first = same.of(name)[0];
    if (first) return first.category;
    const info = nameInfo(name, built);
    return byCore.get(info.core)?.find((item) => infoCovers(item.info, info))?.category;
  };
}
