import { isCalendarDate } from '../dates';
import { parseQuantity } from '../quantity-display';
import { normalizeUnit, unitConversion } from '../unit-conversion';
import { type NameInfo, nameInfo } from './product-covers';
import type { ProductLinks } from './product-links';

/** The pieces of one call: names keyed once, units normalised once, conversions looked up once. */
export function coverageSession(links: ProductLinks | undefined) {
  const names = new Map<string, NameInfo>();
  const unitIds = new Map<string, number>();
  const units: string[] = [];
  const factors: (number | null | undefined)[][] = [];
  const quantities = new Map<string, number | null>();
  return {
    info(name: string): NameInfo {
      let info = names.get(name);
      if (!info) {
        info = nameInfo(name, links);
        names.set(name, info);
      }
      return info;
    },
    /** The unit as a small number: equal for the same normalised unit ('', 'each' and 'pieces' alike). */
    unit(unit: string | null | undefined): number {
      const raw = unit ?? '';
      let id = unitIds.get(raw);
      if (id === undefined) {
        const normal = normalizeUnit(raw) || 'each';
        id = units.indexOf(normal);
        if (id < 0) {
          id = units.length;
          units.push(normal);
          factors.push([]);
        }
        unitIds.set(raw, id);
      }
      return id;
    },
    /** Multiply a quantity in `from` by this to get it in `to`; null when they do not convert. */
    factor(from: number, to: number): number | null {
      const row = factors[from]!;
      let factor = row[to];
      if (factor === undefined) {
        const found = unitConversion(units[from]!, units[to]!)?.factor;
        factor = found !== undefined && found > 0 ? found : null;
        row[to] = factor;
      }
      return factor;
    },
    /** parseQuantity, once per distinct text. */
    quantity(value: string | number | null | undefined): number | null {
      if (typeof value !== 'string') return parseQuantity(value);
      let quantity = quantities.get(value);
      if (quantity === undefined) {
        quantity = parseQuantity(value);
        quantities.set(value, quantity);
      }
      return quantity;
    },
  };
}
export type CoverageSession = ReturnType<typeof coverageSession>;

/** Earlier dates first, undated (or unreadable) last. */
export function compareExpiry(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
}

/** A calendar date ('YYYY-MM-DD') as given, or null for none or an unreadable one. */
export const validDate = (date: string | null | undefined): string | null =>
  date && isCalendarDate(date) ? date : null;
