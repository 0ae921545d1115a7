import { productKey } from './product-key';

/** A family's links between names ('scallions' = 'green onions'), built once with productLinks(). */
export interface ProductLinks {
  /** The key every name of the group maps to: the smallest product key of the group. */
  canonical(key: string): string;
}

/** One link as the family made it: two names. */
export type ProductLinkPair = readonly [string, string];

/**
 * The family's links, normalised with productKey on both sides and transitive ('scallions' =
 * 'green onions' and 'green onions' = 'spring onions' link all three). Links with an empty key are
 * ignored.
 */
export function productLinks(pairs: Iterable<ProductLinkPair>): ProductLinks {
  const parent = new Map<string, string>();
  const find = (key: string): string => {
    let root = key;
    while (parent.has(root) && parent.get(root) !== root) root = parent.get(root)!;
    // Path compression: later look-ups go straight to the root.
    let node = key;
    while (node !== root) {
      const next = parent.get(node)!;
      parent.set(node, root);
      node = next;
    }
    return root;
  };
  for (const [a, b] of pairs) {
    const ka = productKey(a);
    const kb = productKey(b);
    if (!ka || !kb) continue;
    if (!parent.has(ka)) parent.set(ka, ka);
    if (!parent.has(kb)) parent.set(kb, kb);
    const ra = find(ka);
    const rb = find(kb);
    if (ra === rb) continue;
    // The root is the smallest key of the group, so the canonical key does not depend on link order.
    if (ra < rb) parent.set(rb, ra);
    else parent.set(ra, rb);
  }
  return { canonical: (key) => (parent.has(key) ? find(key) : key) };
}

/** The family's links as given to a rule: built once with productLinks(), or the raw pairs. */
export type LinksInput = ProductLinks | Iterable<ProductLinkPair>;

/** Links built from either form (raw pairs are built on each call). */
export function asLinks(links: LinksInput | undefined): ProductLinks | undefined {
  if (!links) return undefined;
  return 'canonical' in links ? links : productLinks(links);
}

/**
 * The key to group names by: productKey, then the family's link group's key, so linked names share
 * it ('scallions' and 'green onions' -> 'green onion'). Pass links built once with productLinks() when
 * keying many names; raw pairs are accepted too and built on each call.
 */
export function canonicalKey(name: string, links?: LinksInput): string {
  const key = productKey(name);
  const built = asLinks(links);
  return built ? built.canonical(key) : key;
}

/** Whether two names are the same product under the one name rule and the family's links. */
export function sameProduct(a: string, b: string, links?: LinksInput): boolean {
  const built = asLinks(links);
  const ka = canonicalKey(a, built);
  return ka !== '' && ka === canonicalKey(b, built);
}
