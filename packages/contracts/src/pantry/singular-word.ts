/** Singular forms for the name rule (product-key.ts): 'Onions' and 'onion' are one product. */

/** Singular words that end in s, kept as they are (words ending in ss, us and sis are kept anyway). */
const INVARIANT = new Set([
  'molasses',
  'series',
  'species',
  'brussels',
  'calvados',
  'swiss',
  'christmas',
  'texas',
  'pastis',
  'anis',
  'iris',
  'ibis',
  'cannabis',
  'paris',
]);

/** Plurals in -ves whose singular ends in f or fe (the rest only lose the s: olives, cloves). */
const VES_TO_F: Record<string, string> = {
  leaves: 'leaf',
  loaves: 'loaf',
  halves: 'half',
  calves: 'calf',
  shelves: 'shelf',
  wolves: 'wolf',
  elves: 'elf',
  sheaves: 'sheaf',
  thieves: 'thief',
  scarves: 'scarf',
  hooves: 'hoof',
  knives: 'knife',
  wives: 'wife',
  lives: 'life',
};

/** Plurals in -ies whose singular ends in -ie, not -y (cookies, not 'cooky'). */
const IE_SINGULARS = new Set([
  'cookie',
  'brownie',
  'smoothie',
  'veggie',
  'calorie',
  'hoagie',
  'goodie',
  'pierogie',
  'birdie',
  'prairie',
  'movie',
  'sweetie',
  'selfie',
  'rookie',
  'genie',
  'zombie',
  'collie',
  'magpie',
  'krispie',
]);

/** Plurals in -oes whose singular ends in -oe (sloes, not 'slo'). */
const OE_SINGULARS = new Set([
  'shoe',
  'canoe',
  'toe',
  'hoe',
  'floe',
  'sloe',
  'aloe',
  'oboe',
  'roe',
  'doe',
  'foe',
  'woe',
]);

/** Plurals in -ches whose singular ends in -che (quiches, not 'quich'). */
const CHE_SINGULARS = new Set([
  'quiche',
  'brioche',
  'ganache',
  'niche',
  'cache',
  'cliche',
  'mache',
  'panache',
  'moustache',
]);

const IRREGULAR: Record<string, string> = { geese: 'goose', feet: 'foot', teeth: 'tooth', mice: 'mouse' };

/** The singular of one lowercase word; a singular word comes back as it is, so it is idempotent. */
export function singularWord(word: string): string {
  if (word.length < 4 || INVARIANT.has(word)) return word;
  const irregular = IRREGULAR[word];
  if (irregular) return irregular;
  if (!word.endsWith('s') || /(ss|us|sis)$/.test(word)) return word; // glass, hummus, oasis; kiwis lose their s
  const stem = word.slice(0, -1);
  if (word.endsWith('ies')) {
    if (word.length <= 4 || IE_SINGULARS.has(stem)) return stem; // pies, cookies
    return `${word.slice(0, -3)}y`; // berries, anchovies, cherries
  }
  if (word.endsWith('ves')) return VES_TO_F[word] ?? stem; // leaves; olives, cloves
  if (word.endsWith('oes')) return OE_SINGULARS.has(stem) ? stem : word.slice(0, -2); // tomatoes; sloes
  if (word.endsWith('ches')) return CHE_SINGULARS.has(stem) ? stem : word.slice(0, -2); // peaches; quiches
  if (/(shes|xes|sses|zzes)$/.test(word)) return word.slice(0, -2); // radishes, boxes, glasses
  return stem; // eggs, peas, oats, cheeses, avocados
}
