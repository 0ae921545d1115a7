import type { RECIPE_UNITS } from '@kitching/contracts';

export type RecipeUnit = (typeof RECIPE_UNITS)[number];

/**
 * Unit words as recipes write them (English, plus the common German, Dutch, French, Italian, Spanish
 * and Portuguese forms, and Chinese and Japanese units: 克 g, 千克/公斤 kg, 毫升 ml, 升 l, 杯 cup,
 * 汤匙/大匙 tbsp, 茶匙/小匙 tsp, and the counters 个/個 'each'), mapped onto Kitching's unit list. A factor converts the quantity where our list has no such unit
 * (2 dl → 200 ml). Decisions:
 * - piece counts as 'pieces' (as do Stück/Stk., pièce, pezzo, pieza, pedaço).
 * - fluid ounces become 'oz': our list has one ounce, and by weight they are within 5 % for water.
 * - issue 28: clove, slice, pinch, sprig, bunch, head, stalk (rib) and handful are units of their
 *   own (RECIPE_COUNT_UNITS), in each language ('Zehe', 'gousse', 'spicchio', 'diente', 'dente').
 * - dash, stick, package and any other word not listed here are NOT units for us: they stay in the
 *   ingredient's name ('dash of hot sauce') with unit 'each'. A sachet is a bag ('Päckchen', 'Pck.',
 *   'bustina', 'sobre', 'sachê'), a 'caixa' or 'caja' a box.
 */
const UNIT_ALIASES: Record<RecipeUnit, string> = {
  cups: 'cup|cups|c|c.|cp|tasse|tassen|kopje|kopjes|kop|taza|tazas|杯|カップ|xícara|xícaras|xicara|xicaras|xíc.|xíc|xícara (chá)|xícaras (chá)|xícara de chá|xícaras de chá|xíc. (chá)|tazza|tazze',
  tbsp: 'tablespoon|tablespoons|tbsp|tbsps|tbs|tbl|tbl.|tbsp.|tb|T|el|essl|essl.|esslöffel|eetlepel|eetlepels|cuillère à soupe|cuillères à soupe|cucchiaio|cucchiai|cucharada|cucharadas|colher de sopa|colheres de sopa|汤匙|湯匙|大匙|大さじ|eßlöffel|el.|c. à soupe|c. à s.|c.à.s.|c.à.s|càs|cas|cs|c. a soupe|cuil. à soupe|cuillerée à soupe|cuillerées à soupe|c. à soupe rase|cda|cdas|cda.|cucharada sopera|cucharadas soperas|colher (sopa)|colheres (sopa)|c. (sopa)|c. de sopa|colher sopa|colheres sopa',
  tsp: 'teaspoon|teaspoons|tsp|tsps|tsp.|ts|t|tl|teel|teel.|teelöffel|theelepel|theelepels|tl.|cuillère à café|cuillères à café|cucchiaino|cucchiaini|cucharadita|cucharaditas|colher de chá|colheres de chá|茶匙|小匙|小さじ|c. à café|c. à c.|c.à.c.|c.à.c|càc|cac|cc|c. a cafe|cuil. à café|cuillerée à café|cuillerées à café|cuillère à thé|cuillères à thé|c. à thé|cdta|cdtas|cdta.|colher (chá)|colheres (chá)|c. (chá)|c. de chá|colher chá|colher de cafe|colher de café|colheres de café',
  g: 'g|g.|gr|gr.|gram|grams|gramm|gramme|grammes|grammi|grammo|gramo|gramos|gramas|克|公克|グラム|grs',
  kg: 'kg|kg.|kgs|kilo|kilos|kilogram|kilograms|kilogramm|kilogramme|kilogramos|千克|公斤|chilo|chilogrammo|chilogrammi|kilogrammes|quilo|quilos|quilograma|quilogramas|kilogramo',
  oz: 'oz|oz.|ounce|ounces|fl oz|fl. oz.|fl.oz|floz|fluid ounce|fluid ounces',
  lbs: 'lb|lb.|lbs|lbs.|pound|pounds',
  ml: 'ml|ml.|milliliter|milliliters|millilitre|millilitres|mls|mililitros|毫升|亳升|millilitri|millilitro|mililitro',
  liters: 'l|l.|liter|liters|litre|litres|lt|ltr|litro|litri|litros|升|公升',
  gallons: 'gallon|gallons|gal|gal.',
  quarts: 'quart|quarts|qt|qt.|qts',
  pints: 'pint|pints|pt|pt.',
  each: 'each|ea|ea.|whole|个|個|只|枚',
  pieces:
    'piece|pieces|pc|pcs|stück|stk|stk.|st.|stuks|stuk|pièce|pièces|pezzo|pezzi|pieza|piezas|pedaço|pedaços|unidade|unidades|unidad',
  cans: 'can|cans|tin|tins|dose|dosen|blik|blikken|boîte|boîtes|boite|boites|lata|latas|barattolo|barattoli|scatola|scatole|scatoletta',
  bottles:
    'bottle|bottles|flasche|flaschen|fles|flessen|bouteille|bouteilles|bottiglia|bottiglie|botella|botellas|garrafa|garrafas',
  jars: 'jar|jars|glas|gläser|pot|potje|bocal|bocaux|vasetto|vasetti|tarro|tarros|frasco|frascos|pote|potes',
  boxes: 'box|boxes|carton|cartons|caixa|caixas|caja|cajas|schachtel|schachteln',
  // A sachet in each language ('Päckchen Backpulver', 'bustina di lievito', 'sobre de levadura', 'sachê').
  bags: 'bag|bags|zak|zakje|beutel|sachet|sachets|sacchetto|sacchetti|bolsa|bolsas|saco|sacos|tüte|tüten|päckchen|pck|pck.|pkt|pkt.|bustina|bustine|sobre|sobres|sachê|sachês|saquinho|saquinhos',
  loaves: 'loaf|loaves',
  dozen: 'dozen|doz|doz.|dutzend|douzaine|douzaines|dozzina|dozzine|docena|docenas|dúzia|dúzias|duzia|duzias',
  cloves:
    'clove|cloves|zehe|zehen|gousse|gousses|spicchio|spicchi|diente|dientes|dente|dentes|teen|teentje|teentjes',
  slices:
    'slice|slices|scheibe|scheiben|tranche|tranches|fetta|fette|rebanada|rebanadas|loncha|lonchas|rodaja|rodajas|fatia|fatias|plak|plakje|plakjes',
  pinches:
    'msp|msp.|messerspitze|pinch|pinches|prise|prisen|pincée|pincées|pincee|pizzico|pizzichi|pizca|pizcas|pitada|pitadas|snufje|mespunta',
  sprigs:
    'sprig|sprigs|zweig|zweige|zweiglein|stängel|brin|brins|rametto|rametti|ramito|ramitos|ramita|ramitas|raminho|raminhos|takje|takjes',
  bunches:
    'bunch|bunches|bund|bd.|bündel|botte|bottes|mazzo|mazzi|mazzetto|mazzetti|manojo|manojos|maço|maços|bos|bosje|bosjes',
  heads: 'head|heads|kopf|köpfe|tête|têtes|cespo|cespi|cabeza|cabezas|cabeça|cabeças|krop|kropje',
  stalks:
    'stalk|stalks|rib|ribs|stange|stangen|branche|branches|gambo|gambi|costa|coste|tallo|tallos|rama|ramas|talo|talos|stengel|stengels',
  handfuls:
    'handful|handfuls|handvoll|poignée|poignées|manciata|manciate|puñado|puñados|punhado|punhados|handvol',
};

/** Units our list lacks, converted: [our unit, factor]. */
const CONVERTED: Record<string, [RecipeUnit, number]> = {
  dl: ['ml', 100],
  'dl.': ['ml', 100],
  deciliter: ['ml', 100],
  deciliters: ['ml', 100],
  decilitre: ['ml', 100],
  cl: ['ml', 10],
  'cl.': ['ml', 10],
  centiliter: ['ml', 10],
  centilitre: ['ml', 10],
  mg: ['g', 0.001],
  milligram: ['g', 0.001],
  milligrams: ['g', 0.001],
};

// 'T' and 't' are the one case-sensitive pair (tablespoon and teaspoon in older American recipes).
const CASE_SENSITIVE = new Set(['T', 't']);
const lookup = new Map<string, RecipeUnit>();
for (const [unit, list] of Object.entries(UNIT_ALIASES) as [RecipeUnit, string][]) {
  const aliases = list.split('|');
  for (const alias of aliases) lookup.set(CASE_SENSITIVE.has(alias) ? alias : alias.toLowerCase(), unit);
}

/** Every word for one of our units ('pinches' → pinch, Prise, pincée …). */
export const aliasesOf = (unit: RecipeUnit) => UNIT_ALIASES[unit].split('|');

export interface UnitMatch {
  unit: RecipeUnit;
  factor: number;
}

/** Our unit for a unit word ('Tablespoons' → tbsp, '2 dl' → ml ×100); null when it is not one. */
export function toRecipeUnit(word: string | null | undefined): UnitMatch | null {
  if (!word) return null;
  const trimmed = word.trim().replace(/\s+/g, ' ');
  if (CASE_SENSITIVE.has(trimmed)) return { unit: lookup.get(trimmed)!, factor: 1 };
  const lower = trimmed.toLowerCase();
  const bare = lower.replace(/\.$/, '');
  const direct = lookup.get(lower) ?? lookup.get(bare);
  if (direct) return { unit: direct, factor: 1 };
  const converted = CONVERTED[lower] ?? CONVERTED[bare];
  return converted ? { unit: converted[0], factor: converted[1] } : null;
}

/** True for a unit written in Chinese or Japanese: it needs no space before the name ('250克奶油'). */
export const isCjkUnit = (word: string) => /[\u3040-\u30ff\u3400-\u9fff]$/.test(word);

/** Every alias, longest first, for finding a unit at the start of a text. */
export const unitWords = [...lookup.keys(), ...Object.keys(CONVERTED)].sort((a, b) => b.length - a.length);
