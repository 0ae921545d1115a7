import { daysBetween } from '../dates';
import { type CoverageSession, compareExpiry, validDate } from './coverage-session';
import type { Dish, DishIngredient, ListedLine, StockItem } from './pantry-types';
import { infoCovers, type NameInfo } from './product-covers';

/**
 * The one coverage engine (issue 13's rule, shared by every path since issue 22): how much of a needed
 * amount the pantry (or a grocery list) holds. An ingredient's amount is scaled to the servings asked
 * for and compared with the holdings covering its name (product-covers.ts) after unit conversion
 * (unit-conversion.ts: exact within mass, volume and counts, else spec 9's grams table; 'each' never to
 * weight); an ingredient without a unit is counted 'each', one without an amount ('to taste') is never
 * short. Holdings are drawn on soonest expiry first (undated last), stock expired before `today` holds
 * nothing, and what one need draws is gone for the next need of the same drawing (two 100 g of butter
 * in one dish need 200 g; in the week, later meals get what earlier ones left). When no covering holding
 * converts to the need's unit, any positive covering holding covers it (its amount is unknown, so
 * nothing is drawn down); when some convert, only those count.
 *
 * Linear: holdings are keyed once per call (grouped by key and by core), each distinct needed name is
 * looked up once, each distinct pair of units converted once; no name is compared with every holding.
 */

/** An amount that can be drawn on: a stock item, or one amount of a grocery line. */
export interface Holding {
  /** The stock item's id; null for a grocery line. */
  id: number | null;
  info: NameInfo;
  /** The interned normalised unit (CoverageSession.unit). */
  unit: number;
  /** The unit as the item writes it. */
  unitText: string;
  /** Positive. */
  quantity: number;
  expirationDate: string | null;
  /** Position in drawing order: soonest expiry first, undated last, then as given. */
  rank: number;
  /** What the current drawing (`drawing`) has taken, in this holding's unit. */
  used: number;
  drawing: number;
}

/** The holdings covering one name that convert to one unit, with the factors into that unit. */
interface Convertible {
  holdings: Holding[];
  factors: number[];
}

/** The holdings covering one name, in drawing order, and per interned unit those that convert. */
interface Covering {
  all: Holding[];
  byUnit: (Convertible | undefined)[];
}

interface HoldingEntry {
  id: number | null;
  name: string;
  quantity: number;
  unit: string;
  expirationDate: string | null;
}

/** Holdings grouped by key and by core, so a need finds its candidates without a scan. */
export function holdingIndex(session: CoverageSession, entries: readonly HoldingEntry[]) {
  const holdings: Holding[] = entries
    .map((entry, order) => ({ entry, order }))
    .filter(({ entry }) => entry.quantity > 0)
    .sort((a, b) => compareExpiry(a.entry.expirationDate, b.entry.expirationDate) || a.order - b.order)
    .map(({ entry }, rank) => ({
      id: entry.id,
      info: session.info(entry.name),
      unit: session.unit(entry.unit),
      unitText: entry.unit,
      quantity: entry.quantity,
      expirationDate: entry.expirationDate,
      rank,
      used: 0,
      drawing: -1,
    }));
  const byKey = new Map<string, Holding[]>();
  const byCore = new Map<string, Holding[]>();
  const push = (map: Map<string, Holding[]>, key: string, holding: Holding) => {
    const group = map.get(key);
    if (group) group.push(holding);
    else map.set(key, [holding]);
  };
  for (const holding of holdings) {
    if (!holding.info.key) continue;
    push(byKey, holding.info.key, holding);
    if (holding.info.core !== holding.info.key) push(byCore, holding.info.core, holding);
  }
  const found = new Map<string, Covering>();
  const covering = (name: string): Covering => {
    let result = found.get(name);
    if (!result) {
      const info = session.info(name);
      const candidates = new Set(byKey.get(info.key));
      // Same core, other qualifiers: held under that core as a key (no qualifiers) or as a core.
      if (info.qualifiers.length) for (const h of byKey.get(info.core) ?? []) candidates.add(h);
      for (const h of byCore.get(info.core) ?? []) candidates.add(h);
      const all = [...candidates].filter((h) => infoCovers(h.info, info)).sort((a, b) => a.rank - b.rank);
      result = { all, byUnit: [] };
      found.set(name, result);
    }
    return result;
  };
  return {
    covering,
    /** The holdings covering a name that convert to the unit, in drawing order. */
    convertible(name: string, unit: number): { all: Holding[]; convertible: Convertible } {
      const result = covering(name);
      let convertible = result.byUnit[unit];
      if (!convertible) {
        convertible = { holdings: [], factors: [] };
        for (const holding of result.all) {
          const factor = session.factor(holding.unit, unit);
          if (factor === null) continue;
          convertible.holdings.push(holding);
          convertible.factors.push(factor);
        }
        result.byUnit[unit] = convertible;
      }
      return { all: result.all, convertible };
    },
  };
}
export type HoldingIndex = ReturnType<typeof holdingIndex>;

/** Stock as holdings: stock expired before `today` (when given) holds nothing. */
export function stockEntries(
  session: CoverageSession,
  stock: readonly StockItem[],
  today: string | undefined,
): HoldingEntry[] {
  return stock.map((item) => {
    const expirationDate = validDate(item.expirationDate);
    const expired =
      today !== undefined && expirationDate !== null && (daysBetween(today, expirationDate) ?? 0) < 0;
    return {
      id: item.id,
      name: item.name,
      quantity: expired ? 0 : (session.quantity(item.quantity) ?? 0),
      unit: item.unit,
      expirationDate,
    };
  });
}

/** A list's unpurchased lines as holdings: the main amount and each amount that did not convert. */
export function listEntries(session: CoverageSession, lines: readonly ListedLine[]): HoldingEntry[] {
  return lines
    .filter((line) => !line.purchased)
    .flatMap((line) =>
      [{ quantity: line.quantity, unit: line.unit }, ...(line.moreAmounts ?? [])].map((amount) => ({
        id: null,
        name: line.name,
        quantity: session.quantity(amount.quantity) ?? 0,
        unit: amount.unit,
        expirationDate: null,
      })),
    );
}

const HALF_HUNDREDTH = 0.005;

/** What one holding gave to a need, in the holding's own unit. */
export interface Take {
  holding: Holding;
  quantity: number;
}

/** What a drawing left: the amount still short (0 when covered) and the soonest expiry drawn on. */
export interface Drawn {
  short: number;
  soonest: Holding | undefined;
  /** False when covered by presence: covering holdings exist but none converts to the need's unit. */
  measured: boolean;
}

export const emptyDrawn = (): Drawn => ({ short: 0, soonest: undefined, measured: true });

/**
 * Draws up to `need` (in `unit`) from the holdings covering `name`, soonest expiry first; what is taken
 * stays taken for the rest of the same `drawing`. When none of them converts to the unit, any covering
 * holding covers the whole need and nothing is drawn down. `takes`, when given, gets what each gave.
 */
export function draw(
  index: HoldingIndex,
  name: string,
  need: number,
  unit: number,
  drawing: number,
  out: Drawn,
  takes?: Take[],
): Drawn {
  const { all, convertible } = index.convertible(name, unit);
  out.soonest = undefined;
  out.measured = convertible.holdings.length > 0 || !all.length;
  if (!convertible.holdings.length) {
    out.short = all.length ? 0 : need;
    out.soonest = all[0];
    return out;
  }
  const tolerance = 1e-9 * Math.max(need, 1);
  let short = need;
  const { holdings, factors } = convertible;
  for (let i = 0; i < holdings.length && short > tolerance; i++) {
    const holding = holdings[i]!;
    if (holding.drawing !== drawing) {
      holding.drawing = drawing;
      holding.used = 0;
    }
    const left = holding.quantity - holding.used;
    if (left <= 0) continue;
    const factor = factors[i]!;
    const take = Math.min(short, left * factor);
    holding.used += take / factor;
    takes?.push({ holding, quantity: take / factor });
    short -= take;
    out.soonest ??= holding;
  }
  // Amounts have two decimals: less than half a hundredth short is covered, on every path alike.
  out.short = short < HALF_HUNDREDTH ? 0 : short;
  return out;
}

/** The amount an ingredient needs (scaled), or null when it has none ('to taste', '', '2-3', 0). */
export function neededAmount(
  session: CoverageSession,
  ingredient: DishIngredient,
  scale: number,
): number | null {
  const quantity = session.quantity(ingredient.quantity);
  return quantity !== null && quantity > 0 ? quantity * scale : null;
}

/** The factor from a dish's servings to the servings asked for (1 without a usable target). */
export function servingScale(dish: Pick<Dish, 'servings'>, servings: number | null | undefined): number {
  if (!servings || !(servings > 0) || !(dish.servings > 0)) return 1;
  return servings / dish.servings;
}
