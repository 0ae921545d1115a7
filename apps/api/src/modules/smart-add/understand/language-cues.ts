/**
 * Issue 28: Smart Quick Add in German, French, Italian, Spanish and Portuguese. The cue words of
 * those languages (what to buy, what came in, where it is kept, a label at the start) are put into
 * the English cues the rules read; the things named stay in their language ('3 Dosen Kichererbsen in
 * die Speisekammer' → '3 Dosen Kichererbsen in the pantry', read as 3 cans of Kichererbsen).
 */

const W = String.raw`(?<![\p{L}'’])`;
const E = String.raw`(?![\p{L}'’])`;
const cue = (words: string, flags = 'giu') => new RegExp(`${W}(?:${words})${E}`, flags);

/** A label at the start: 'Rezept:', 'Liste de courses :', 'Despensa:'. */
const LABELS: [RegExp, string][] = [
  [/^\s*(?:rezept|recette|ricetta|receta|receita)\s*:/iu, 'Recipe:'],
  [
    /^\s*(?:essensplan|speiseplan|wochenplan|plan de repas|menu de la semaine|piano pasti|menù settimanale|plan de comidas|menú semanal|plano de refeições|cardápio)\s*:/iu,
    'Meal plan:',
  ],
  [
    /^\s*(?:vorrat|vorräte|inventar|bestand|inventaire|réserve|inventario|dispensa|despensa|inventário|estoque)\s*:/iu,
    'Inventory:',
  ],
  [
    /^\s*(?:einkaufsliste|einkaufen|einkauf|liste de courses|courses|lista della spesa|spesa|lista de la compra|lista de compras|compras|lista do mercado)\s*:/iu,
    'Shopping:',
  ],
];

/** Where food is kept, in each language, as the English place phrase. */
const PLACES: [RegExp, string][] = [
  [
    cue(
      String.raw`(?:im|in\s+(?:den|die|das|dem))\s+(?:kühlschrank)|(?:dans\s+le|au)\s+(?:frigo|réfrigérateur|frigidaire)|(?:in|nel)\s+(?:frigo|frigorifero)|en\s+(?:la|el)\s+(?:nevera|frigorífico|refrigerador|heladera)|(?:na|no)\s+(?:geladeira|frigorífico|frigorifico)`,
    ),
    'in the fridge',
  ],
  [
    cue(
      String.raw`(?:im|in\s+(?:den|die|das|dem))\s+(?:gefrierschrank|tiefkühler|gefriertruhe|tiefkühltruhe|eisfach)|(?:dans\s+le|au)\s+congélateur|(?:nel|in)\s+(?:congelatore|freezer)|en\s+el\s+congelador|no\s+(?:congelador|freezer)`,
    ),
    'in the freezer',
  ],
  [
    cue(
      String.raw`(?:in\s+(?:die|der|den|dem)|im)\s+(?:speisekammer|vorratskammer|vorratsschrank|küchenschrank|schrank|keller)|(?:dans\s+le|au|dans\s+la)\s+(?:placard|garde-manger|cellier|réserve)|(?:in|nella)\s+(?:dispensa|credenza)|en\s+la\s+(?:despensa|alacena)|(?:na|no)\s+(?:despensa|armário)`,
    ),
    'in the pantry',
  ],
];

const CELLAR = cue(
  String.raw`(?:im|in\s+(?:den|dem))\s+keller|(?:à\s+la|dans\s+la)\s+cave|(?:in|nella)\s+cantina|en\s+el\s+sótano|no\s+porão`,
);

/** At the start: 'noch 6 Eier', 'il reste 6 oeufs', 'quedan 6 huevos', 'tem 6 ovos': still in the house. */
const STILL_HAVE =
  /^(?:wir\s+haben\s+noch|noch|il\s+(?:en\s+)?reste|il\s+y\s+a\s+encore|restano|rimangono|resta|ci\s+sono\s+ancora|quedan|queda|todavía\s+hay|ainda\s+(?:temos|tem|há)|sobraram|sobrou|tem|há)\s+(?=\S)/iu;

/** Verbs and phrases: [pattern, English cue]. Order matters (longest first). */
const PHRASES: [RegExp, string][] = [
  // Shopping.
  [
    cue(
      String.raw`(?:nicht\s+vergessen|n['’]oublie(?:z)?\s+pas|non\s+dimenticare\s+di|no\s+olvides|não\s+esquecer\s+de|não\s+esqueça\s+de)(?:\s+(?:d['’]acheter|de\s+comprar|comprare|comprar))?`,
    ),
    "don't forget to buy",
  ],
  [cue(String.raw`hay\s+que\s+comprar|tem\s+que\s+comprar|bisogna\s+comprare`), 'buy'],
  [
    cue(
      String.raw`(?:bitte\s+)?(?:kaufen|einkaufen|besorgen|mitbringen|nachkaufen)|acheter|racheter|reprendre|il\s+faut\s+acheter|comprare|ricomprare|comprar|compra`,
    ),
    'buy',
  ],
  [
    cue(
      String.raw`j['’]ai\s+mis|on\s+a\s+mis|ho\s+messo|abbiamo\s+messo|messo|metti|guardé|guardamos|puse|guardei|coloquei|(?:ich\s+habe\s+)?(?:gestellt|gelegt|eingeräumt)`,
    ),
    'put',
  ],
  [
    cue(
      String.raw`wir\s+brauchen|ich\s+brauche|brauchen|il\s+(?:nous\s+)?faut|on\s+a\s+besoin\s+d(?:e|['’])|besoin\s+d(?:e|['’])|ci\s+serv(?:e|ono)|abbiamo\s+bisogno\s+di|necesitamos|necesito|hace\s+falta|precisamos(?:\s+de)?|preciso\s+de`,
    ),
    'need',
  ],
  [
    cue(
      String.raw`plus\s+d(?:e|['’])|non\s+c['’]è\s+più|è\s+finit[oa](?:\s+(?:il|la|lo|l['’]))?|finit[oa]\s+(?:il|la|lo)|se\s+acab(?:ó|aron)(?:\s+(?:el|la|los|las))?|no\s+(?:queda|hay\s+más)|acab(?:ou|aram)(?:\s+(?:o|a|os|as))?|não\s+tem\s+mais`,
    ),
    'out of',
  ],
  // Stock that came in.
  [
    cue(
      String.raw`(?:ich\s+habe|wir\s+haben|habe)\s+gekauft|gekauft|eingekauft|j['’]ai\s+acheté|on\s+a\s+acheté|nous\s+avons\s+acheté|acheté|ho\s+comprato|abbiamo\s+comprato|comprat[oiae]|compré|compramos|he\s+comprado|hemos\s+comprado|comprei`,
    ),
    'bought',
  ],
  [
    cue(
      String.raw`(?:wurde|wurden)?\s*geliefert|ist\s+angekommen|sind\s+angekommen|livré(?:e|s)?|arrivé(?:e|s)?|consegnat[oaie]|arrivat[oaie]|entregad[oa]s?|lleg(?:ó|aron)|chegou|chegaram`,
    ),
    'delivered',
  ],
  [
    cue(
      String.raw`wir\s+haben|on\s+a|nous\s+avons|il\s+y\s+a|abbiamo|c['’]è|ci\s+sono|tenemos|tengo|hay|temos|tenho`,
    ),
    'we have',
  ],
];

/** Weekdays in the five languages, as the English day the date rules read ('Montag' → Monday). */
const DAYS: [string, string][] = [
  ['Monday', String.raw`montag|lundi|luned[iì]|lunes|segunda(?:-feira)?`],
  ['Tuesday', String.raw`dienstag|mardi|marted[iì]|martes|ter[çc]a(?:-feira)?`],
  ['Wednesday', String.raw`mittwoch|mercredi|mercoled[iì]|mi[ée]rcoles|quarta(?:-feira)?`],
  ['Thursday', String.raw`donnerstag|jeudi|gioved[iì]|jueves|quinta(?:-feira)?`],
  ['Friday', String.raw`freitag|vendredi|venerd[iì]|viernes|sexta(?:-feira)?`],
  ['Saturday', String.raw`samstag|sonnabend|samedi|sabato|s[áa]bado`],
  ['Sunday', String.raw`sonntag|dimanche|domenica|domingo`],
];
// 'am Montag', 'le mardi', 'el sábado', 'il sabato', 'no domingo', 'na segunda': on that day.
const ON_DAY = String.raw`(?:(am|le|el|il|no|na|ce|este|esta|questo|diesen)\s+)?`;
/** Today, tonight and tomorrow ('heute Abend', 'ce soir', 'stasera', 'esta noche', 'amanhã'). */
const RELATIVE_DAYS: [RegExp, string][] = [
  [
    cue(String.raw`heute\s+abend|ce\s+soir|stasera|questa\s+sera|esta\s+noche|hoje\s+(?:à|a)\s+noite`),
    'tonight',
  ],
  [cue(String.raw`heute(?:\s+morgen)?|aujourd['’]hui|oggi|hoy|hoje`), 'today'],
  [cue(String.raw`morgen|demain|domani|mañana|amanh[ãa]`), 'tomorrow'],
];
/** Meals, as the English meal words ('Abendessen' → dinner); breakfast before lunch ('petit-déjeuner'). */
const MEALS: [string, string][] = [
  [
    'breakfast',
    String.raw`frühstück|petit[-\s]d[ée]jeuner|colazione|desayuno|caf[ée]\s+da\s+manh[ãa]|pequeno[-\s]almo[çc]o`,
  ],
  ['lunch', String.raw`mittagessen|d[ée]jeuner|pranzo|almuerzo|almo[çc]o`],
  ['dinner', String.raw`abendessen|abendbrot|d[îi]ner|souper|cena|jantar`],
  ['snack', String.raw`zwischenmahlzeit|go[ûu]ter|merenda|merienda|lanche`],
];
// 'zum Abendessen', 'pour le dîner', 'per la cena', 'para el almuerzo', 'para o jantar': for that meal.
const FOR_MEAL = String.raw`(?:(zum|zu|als|für|pour(?:\s+le)?|au|per(?:\s+(?:il|la))?|a|al|para(?:\s+(?:el|la|o|a))?|ao|no)\s+)?`;
const DAY_CUES = DAYS.map(([english, words]) => [cue(`${ON_DAY}(?:${words})`), english] as const);
const MEAL_CUES = MEALS.map(([english, words]) => [cue(`${FOR_MEAL}(?:${words})`), english] as const);

/** A day or a meal named in one of the five languages, in English ('am Montag zum Abendessen' → 'on Monday for dinner'). */
function daysAndMeals(text: string): string {
  let out = text;
  for (const [pattern, english] of DAY_CUES)
    out = out.replace(pattern, (_m, on?: string) => (on ? `on ${english}` : english));
  for (const [pattern, english] of RELATIVE_DAYS) out = out.replace(pattern, english);
  for (const [pattern, english] of MEAL_CUES)
    out = out.replace(pattern, (_m, pre?: string) => (pre ? `for ${english}` : english));
  return out;
}

/** Between two things: 'und', 'et', 'e', 'y' → 'and'. */
const AND = cue(String.raw`und|et|e|y`);

// Stock that came in, said without a place: 'the groceries arrived: milk, eggs', 'the veg box came
// with …', 'new stock: …', '12 eggs came in', 'milk delivered this morning'. Read as 'bought …'.
const ARRIVED_HEADER =
  /^(?:(?:the|our|my)\s+)?(?:[\p{L}'’&-]+\s+){0,2}?(?:groceries|grocery\s+order|delivery|order|shopping|veg\s+box|box|haul|food\s+shop|shop)\s+(?:has\s+|have\s+|just\s+|finally\s+)*(?:arrived|came(?:\s+in)?|come|got\s+delivered|was\s+delivered|were\s+delivered|is\s+here|are\s+here|landed)\s*(?:with\s+|[:\-–]\s*|,\s*)/iu;
const NEW_STOCK = /^(?:new\s+stock|just\s+(?:arrived|in)|fresh\s+in|delivered)\s*[:\-–]\s*/i;
const ARRIVED_AFTER =
  /^(?!.*\b(?:need|buy|get|grab)\b)(.+?)\s+(?:(?:has|have|just)\s+)?(?:came\s+in|arrived|(?:got\s+|was\s+|were\s+)?delivered|just\s+in)\b(?:\s+(?:today|this\s+morning|this\s+afternoon|yesterday|just\s+now|earlier))?\s*[.!]*$/i;

function arrivals(text: string): string {
  if (/\n/.test(text.trim())) {
    const [first, ...rest] = text.split(/\r?\n/);
    const header = first!.replace(/[:\s]+$/, '');
    const said = ARRIVED_HEADER.exec(`${header}: `) ?? NEW_STOCK.exec(`${header}: `);
    return said
      ? `bought ${rest
          .map((l) => l.trim())
          .filter(Boolean)
          .join(', ')}`
      : text;
  }
  const header = ARRIVED_HEADER.exec(text) ?? NEW_STOCK.exec(text);
  if (header && header[0].length < text.length) return `bought ${text.slice(header[0].length)}`;
  const after = ARRIVED_AFTER.exec(text.trim());
  return after ? `bought ${after[1]}` : text;
}

/** The text with the cue words of the five languages put into English; English text is unchanged. */
export function englishCues(text: string): string {
  let out = arrivals(text);
  for (const [pattern, label] of LABELS) out = out.replace(pattern, label);
  for (const [pattern, place] of PLACES) out = out.replace(pattern, place);
  out = daysAndMeals(out);
  out = out.replace(CELLAR, 'in the cellar').replace(STILL_HAVE, 'we still have ');
  // 'keine Milch mehr': out of it.
  out = out.replace(
    /(?<!\p{L})(?:es\s+gibt\s+|wir\s+haben\s+)?keine?n?\s+(.+?)\s+mehr(?!\p{L})/iu,
    'out of $1',
  );
  for (const [pattern, english] of PHRASES) out = out.replace(pattern, english);
  // German puts the verb last: 'Milch und Eier kaufen' → 'buy Milch und Eier'.
  out = out.replace(/^(?!buy\b|put\b)(.+?)\s+(buy|put)\s*[.!]*$/iu, '$2 $1');
  return out.replace(AND, 'and');
}

/**
 * A dish's name as the family wrote it: 'Pasta and fagioli' read from 'pasta e fagioli' goes back to
 * 'Pasta e fagioli' (the cues put 'and' between things so that lists split; a name keeps its word).
 */
export function writtenConjunction(name: string, written: string): string {
  if (!/ and /i.test(name) || /(?<!\p{L})and(?!\p{L})/iu.test(written)) return name;
  const escaped = name
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/ and /gi, String.raw`\s+(?:und|et|e|y)\s+`);
  const found = new RegExp(escaped, 'iu').exec(written);
  return found ? name.slice(0, 1) + found[0].slice(1) : name;
}

/** Articles and partitives before a thing ('du lait', 'des oeufs', 'la farina', 'os ovos'). */
export const FOREIGN_ARTICLES = String.raw`noch|encore|ancora|de|di|d['’]|du|de\s+la|de\s+l['’]|des|le|la|les|l['’]|der|die|das|den|dem|il|lo|gli|i|del|della|dello|dei|degli|delle|el|los|las|unos|unas|os|as|o|um|uma|uns|umas|ein|eine|einen|un|une|uno|una`;
