/**
 * Issue 28: ingredient lines in German, French, Italian, Spanish and Portuguese. The words that
 * carry no ingredient (articles, 'etwas', 'q.b.', 'gehackt') in each language; the name stays in
 * its language, the unit becomes one of ours (units.ts).
 */
import { aliasesOf, toRecipeUnit } from './units';

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * 'a pinch of salt', 'Pinch of nutmeg', 'a handful of basil', 'eine Prise Salz', 'une pincée de sel':
 * a pinch or a handful with no number is no amount (like 'to taste'); the measure goes to the note.
 */
const VAGUE_MEASURE = new RegExp(
  String.raw`^(?:(?:a|an|ein|eine|einen|un|une|uno|una|um|uma)\s+)?(?:(?:small|large|big|good|generous|fat|tiny|heaped|heaping|kleine|große|grosse|bonne|petite|buon|generoso|buena|boa|pequena)\s+)?(?:(?:${[...aliasesOf('pinches'), ...aliasesOf('handfuls')].map(escapeRe).join('|')})\s+(?:(?:of|de|di|von)\s+|d['’])?|(?:sprig|stalk|bunch|head|clove|slice|rib)s?\s+of\s+)(?=\p{L})`,
  'iu',
);

/** 'eine Prise', 'une pincée', 'un pizzico', 'una pizca', 'uma pitada': one of the unit. */
const ARTICLE =
  /^(?:ein|eine|einen|un|une|uno|una|um|uma)\s+(?=(\p{L}[\p{L}.]*(?:\s+(?:à|de|a)\s+\p{L}+)?))/iu;

/** 'etwas Salz', 'un peu de sel', "un po' di pepe", 'un poco de sal', 'um pouco de sal': some, no amount. */
const SOME =
  /^(?:(?:unas|algunas|algumas|quelques|ein\s+paar|qualche)\s+(?:gotas|gotitas|gouttes|tropfen|gocce|goccia)\s+(?:de\s+|d['’]|di\s+)?|un\s+(?:chorrito|chorro|filo|filet|fio|goccio|trait)\s+(?:de\s+|d['’]|di\s+)|ein\s+(?:schuss|spritzer)\s+|etwas|ein\s+wenig|ein\s+bisschen|ein\s+paar|un\s+peu\s+(?:de\s+|d['’])|quelques|un\s+po['’]\s*(?:di\s+|d['’])|un\s+poco\s+(?:de\s+)?|un\s+poquito\s+(?:de\s+)?|um\s+pouco\s+(?:de\s+)?|a\s+little(?:\s+bit)?(?:\s+of)?)\s*/i;

/** 'n. B. Salz' (nach Belieben), 'evtl. Backaroma', 'ggf. Zimt': to taste or optional, said first. */
const OPTIONAL_FIRST =
  /^(?:n\.\s?b\.|nach\s+belieben|evtl\.|eventuell|ggf\.|gegebenenfalls|optional|facoltativo|facultatif|opcional)\s*:?\s+(?=\S)/i;

/** '2 à 3', '2 bis 3', '2 o 3', '2 ou 3', '2 a 3', '2 e 3': a range, written as the parser reads one. */
const RANGE_WORD = /(\d(?:[.,]\d+)?)\s+(?:à|bis|o|ou|a|e|y)\s+(?=\d)/gi;

/** An article before a unit becomes '1'; 'etwas', 'a pinch of' and their kind become a note. */
export function foreignLead(text: string): { text: string; lead?: string } {
  const vague = VAGUE_MEASURE.exec(text);
  if (vague)
    return {
      text: text.slice(vague[0].length),
      lead: vague[0].trim().replace(/\s+(?:of|de|di|von)$|\s+d['’]$/i, ''),
    };
  const optional = OPTIONAL_FIRST.exec(text);
  if (optional) {
    const rest = foreignLead(text.slice(optional[0].length));
    return { text: rest.text, lead: [optional[0].trim(), rest.lead].filter(Boolean).join('; ') };
  }
  const some = SOME.exec(text);
  if (some && some[0].length < text.length)
    return {
      text: text.slice(some[0].length),
      lead: some[0].trim().replace(/\s+(?:de|di|of)$|\s+d['’]$/i, ''),
    };
  const article = ARTICLE.exec(text);
  if (article) {
    const words = article[1]!;
    const unit = toRecipeUnit(words) ?? toRecipeUnit(words.split(/\s+/)[0]);
    if (unit) return { text: `1 ${text.slice(article[0].length)}` };
  }
  return { text };
}

// 'c. à soupe', 'cuil. à café', 'c. a s.': one spelling, so that the parser does not read 'c.' as a cup.
const FRENCH_SPOON = /\b(?:c|cuil)\.?\s*(?:à|a)\s*(soupe|s\.?|café|c\.?|thé)(?=[\s.]|$)/gi;
// 'bouquet de persil' is a bunch; 'bouquet garni' is a thing.
const BOUQUET_OF = /^([\d.,/½¼¾⅓⅔]+)\s+bouquets?\s+(?=de\s|d['’])/i;
// 'le jus d'un citron', 'Saft einer Zitrone', 'il succo di 1 limone', 'el zumo de un limón', 'o suco de 1 limão'.
const JUICE_OF =
  /^(?:(?:le|la|les|il|el|o|a|der|die|den)\s+)?(jus|zeste|zestes|saft|abrieb|schale|succo|scorza|zumo|jugo|ralladura|suco|raspas?)\s+(?:d['’]|de\s+|di\s+|von\s+|des\s+|der\s+|einer\s+|eines\s+)?(?:(?:un|une|uno|una|um|uma|einer|eines)\s+|(?=[\d½¼¾]))/i;

export function foreignUnits(text: string): { text: string; lead?: string } {
  let out = text
    .replace(FRENCH_SPOON, (_, what: string) => (/^s|^soupe/i.test(what) ? 'càs' : 'càc'))
    .replace(BOUQUET_OF, '$1 botte ');
  const juice = JUICE_OF.exec(out);
  if (juice && juice[0].length < out.length) {
    out = out.slice(juice[0].length);
    return { text: /^[\d½¼¾]/.test(out) ? out : `1 ${out}`, lead: juice[1]!.toLowerCase() };
  }
  return { text: out };
}

export const rangeWords = (text: string) => text.replace(RANGE_WORD, '$1-');

/**
 * Counting words and halves at the start of a line, as the parser reads them ('Meia xícara' →
 * '1/2 xícara', 'dos dientes' → '2 dientes', 'eine halbe Zitrone' → '1/2 Zitrone'). 'ein', 'un',
 * 'uno' and their kind are articles (foreignLead), not counts.
 */
export const FOREIGN_WORD_AMOUNTS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    [
      ['zwei', 2],
      ['drei', 3],
      ['vier', 4],
      ['fünf', 5],
      ['sechs', 6],
      ['sieben', 7],
      ['acht', 8],
      ['neun', 9],
      ['zehn', 10],
      ['zwölf', 12],
      ['deux', 2],
      ['trois', 3],
      ['quatre', 4],
      ['cinq', 5],
      ['sept', 7],
      ['huit', 8],
      ['dix', 10],
      ['douze', 12],
      ['due', 2],
      ['tre', 3],
      ['quattro', 4],
      ['cinque', 5],
      ['sei', 6],
      ['sette', 7],
      ['otto', 8],
      ['nove', 9],
      ['dieci', 10],
      ['dodici', 12],
      ['dos', 2],
      ['tres', 3],
      ['cuatro', 4],
      ['cinco', 5],
      ['seis', 6],
      ['siete', 7],
      ['ocho', 8],
      ['nueve', 9],
      ['diez', 10],
      ['doce', 12],
      ['dois', 2],
      ['duas', 2],
      ['três', 3],
      ['quatro', 4],
      ['sete', 7],
      ['oito', 8],
      ['dez', 10],
      ['doze', 12],
    ].map(([word, n]) => [word, String(n)]),
  ),
  ...Object.fromEntries(
    [
      'meia',
      'meio',
      'uma meia',
      'um meio',
      'media',
      'medio',
      'mezzo',
      'mezza',
      'un mezzo',
      'una mezza',
      'demi',
      'un demi',
      'une demi',
      'une demie',
      'halbe',
      'halber',
      'halbes',
      'eine halbe',
      'ein halber',
      'ein halbes',
      'einen halben',
    ].map((word) => [word, '1/2']),
  ),
  anderthalb: '1 1/2',
  eineinhalb: '1 1/2',
};

// 'une demi-cuillère à café', 'demi-litre': a half glued to its unit.
const DEMI_GLUED = /^(?:une?\s+)?demi-(?=\p{L})/iu;
// '1 xícara e meia', '1 cucharada y media', '2 bicchieri e mezzo', '1 verre et demi': and a half, after the unit.
const AND_HALF_AFTER =
  /^(\d+)\s+([\p{L}.]+(?:\s+\((?:sopa|chá|cha)\))?)\s+(?:e|y|et)\s+(?:meia|meio|media|medio|mezzo|mezza|demie?)(?![\p{L}])/iu;

/** A half written in words, glued ('demi-') or after the unit ('1 xícara e meia'), as '1/2'. */
export function foreignHalves(text: string): string {
  const after = AND_HALF_AFTER.exec(text);
  if (after) return `${after[1]} 1/2 ${after[2]}${text.slice(after[0].length)}`;
  return text.replace(DEMI_GLUED, '1/2 ');
}

/** 'q.b.', 'al gusto', 'a gosto', 'nach Belieben', 'au goût', 'zum Bestreuen', 'per servire' … at the end. */
export const FOREIGN_TRAILING_NOTE =
  /\s+(?:(?:e\s+|y\s+|und\s+|et\s+)?(?:q\.?\s?b\.?|quanto\s+basta|al\s+gusto|a\s+gusto|a\s+gosto|à\s+gosto|nach\s+(?:belieben|geschmack|bedarf)|au\s+goût|selon\s+(?:le\s+)?goût|à\s+volonté|(?:zum|zur|für\s+die|für\s+das|für\s+den)\s+\p{L}+|pour\s+(?:la\s+|le\s+|l['’])?(?:servir|décor\p{L}*|garnir|garniture|finition|dorure|cuisson|moule|friture)|per\s+(?:servire|guarnire|decorare|friggere|la\s+\p{L}+|il\s+\p{L}+)|para\s+(?:servir|decorar|untar|polvilhar|fritar|freír|espolvorear|la\s+\p{L}+|el\s+\p{L}+|a\s+\p{L}+|o\s+\p{L}+)|opcional|facoltativo|facultatif|optional))\b.*$/iu;

// Preparation words after a name, in the five languages: 'alho picado', 'cipolla tritata',
// 'oignon haché', 'Zwiebel gewürfelt'. The stems are verbs of the kitchen, not product names.
const PREP_STEMS =
  'dessalgad|desalad|descascad|picad|cortad|pelad|rallad|ralad|triturad|machacad|amassad|derretid|fundid|batid|escurrid|escorrid|desmenuzad|desfiad|fatiad|laminad|trocead|cocid|cozid|tostad|lavad|tritat|tagliat|sbucciat|grattugiat|sciolt|lavat|schiacciat|affettat|sminuzzat|spezzettat|ammollat|sgocciolat|hach|émincé|emince|râp|coup|pel|épluch|écras|cisel|concass|égoutt|fondu|battu|lav';
const PREP_WORD = String.raw`(?:(?:${PREP_STEMS})(?:os|as|o|a|i|e|ée|ées|és|é|ue|ues|us)|ge\p{L}{3,}(?:t|en))`;
const FOREIGN_PREP = new RegExp(
  String.raw`\s+(?:(?:fein|grob|finement|grossièrement|finemente|grossolanamente|finamente|fino|bem|bien|muy)\s+)?(?:${PREP_WORD}(?:\s+(?:e|y|et|und|ed)\s+${PREP_WORD})*(?:\s+(?:ao\s+meio|al\s+medio|a\s+metà|en\s+deux|por\s+la\s+mitad|a\s+la\s+mitad|pela\s+metade|en\s+trozos|em\s+pedaços|a\s+pezzi|en\s+juliana))?|in\s+(?:scheiben|würfel\p{L}*|streifen|ringe\p{L}*)(?:\s+ge\p{L}+)?|en\s+(?:dés|rondelles|lamelles|morceaux|cubes)|a\s+(?:cubetti|dadini|fette|rondelle|pezzi|pezzetti|listarelle)|en\s+(?:cubos|dados|rodajas|trozos|tiras|juliana)|em\s+(?:cubos|rodelas|pedaços|tiras|fatias))(?:\s+(?:fino|finos|fina|finas|finement|fein|finemente|grosso|grossi))?\s*$`,
  'iu',
);

// Washing, draining, desalting and shredding are never part of what is bought ('arroz lavado e
// escorrido', 'bacalhau dessalgado e desfiado'), whatever the unit.
const ALWAYS_PREP =
  /^(?:lavad|escorrid|escurrid|dessalgad|desalad|desfiad|desmenuzad|sgocciolat|lavat|égoutt|egoutt|abgetropft|gewaschen)/iu;
// A size after the name in French, Italian, Spanish and Portuguese ('oignons moyens', 'pimentão pequeno').
const TRAILING_SIZE =
  /\s+(?:moyen(?:ne)?s?|petite?s?|gros(?:se)?s?|grande?s?|medi[oaie]|piccol[oaie]|median[oa]s?|pequeñ[oa]s?|pequen[oa]s?|médi[oa]s?)$/iu;

/**
 * 'alho picado' → alho, note 'picado'; 'oignons moyens' → oignons, note 'moyens'; a one-word name
 * keeps its word. `counted` false (a weight, a cup): only washing, draining and their kind go.
 */
export function foreignPrep(name: string, counted = true): { name: string; note?: string } {
  let rest = name;
  const notes: string[] = [];
  for (let i = 0; i < 3; i++) {
    const prep = FOREIGN_PREP.exec(rest);
    const words = prep?.[0].trim().split(/\s+/) ?? [];
    const size = counted ? TRAILING_SIZE.exec(rest) : null;
    const found =
      prep &&
      prep.index > 0 &&
      (counted || words.every((w) => ALWAYS_PREP.test(w) || /^(?:e|y|et|und|ed)$/i.test(w)))
        ? prep
        : size && size.index > 0
          ? size
          : null;
    if (!found) break;
    notes.unshift(found[0].trim());
    rest = rest.slice(0, found.index).trim();
  }
  return notes.length ? { name: rest, note: notes.join(' ') } : { name };
}

// German compounds ending in a count word: 'Knoblauchzehen', 'Zitronenscheiben', 'Selleriestangen'.
const COMPOUND_UNIT = /^(\p{Lu}\p{Ll}{2,}?)(zehen?|scheiben?|stangen?|zweige?|zweiglein)$/u;

/** '2 Knoblauchzehen' → cloves of 'Knoblauch'; null when the name is no such compound. */
export function compoundUnit(name: string): { name: string; word: string } | null {
  const m = COMPOUND_UNIT.exec(name.trim());
  return m ? { name: m[1]!, word: m[2]! } : null;
}

// A comma part that opens like a note: 'cebolla, picada', 'Zwiebel, fein gewürfelt', 'ail, haché',
// 'pommes, en dés', 'Mehl, zum Bestreuen'.
const FOREIGN_NOTE_START = new RegExp(
  String.raw`^(?:(?:fein|grob|finement|finemente|finamente|bien|bem|muy|molto|très)\s+)?(?:${PREP_WORD}|en|em|zum|zur|für|pour|per|para|sans|senza|sin|sem|ohne|ca\.|env\.|circa|environ|também|también|tambien|auch|aussi|anche|cioè|d\.\s?h\.|ou\s+seja|es\s+decir|c['’]est-à-dire)(?=\s|$)`,
  'iu',
);
export const isForeignNote = (segment: string) => FOREIGN_NOTE_START.test(segment);

/** Size and level words in the five languages ('kleine Zwiebel', 'petite boîte', 'cucchiaio raso'). */
export const FOREIGN_SIZE =
  /^(?:gute[nrs]?|knappe[nrs]?|reichliche[nrs]?|bonnes?|buon[ao]?|buen[ao]s?|boas?|kleine[nrs]?|große[nrs]?|grosse[nrs]?|mittelgroße[nrs]?|mittlere[nrs]?|gestrichene[nrs]?|gehäufte[nrs]?|petite?s?|grande?s?|gros(?:se)?s?|moyen(?:ne)?s?|rase|bombée|piccol[oaie]|grand[ei]|medi[oa]|ras[oa]|colm[oa]|pequeñ[oa]s?|median[oa]s?|rasa|colmada|pequen[oa]s?|médi[oa]s?|cheia|rasa)\s+(?=\S)/iu;
