/**
 * The inventory category of a food or household product named in free English text, as a family types
 * it ('black beans' -> Pantry, 'frozen corn' -> Frozen, 'trash bags' -> Other), or null when no word of
 * the name is known. Pure, schema-free, built once at module load: a call is a few Map look-ups.
 *
 * How a name is read:
 * - Lowercase, diacritics folded, apostrophes joined, '&' as 'and', other punctuation as spaces, each
 *   word singular ('peaches' -> 'peach', 'loaves' -> 'loaf'; 'hummus', 'oats', 'swiss' are kept).
 *   The table below goes through the same steps, so it may be written in either number.
 * - Only the first part counts when it holds a known word (text after a comma or in brackets is most
 *   often preparation: 'chicken, cut into strips'), and a part stops at a preposition ('bread for
 *   sandwiches', 'milk in the fridge') unless the whole name is an entry ('pigs in a blanket').
 * - The head decides: phrases that end at the last word are tried first, longest first ('ice cream',
 *   'peanut butter', 'chicken broth' -> 'broth', 'rye bread' -> 'bread'), then the same one word to
 *   the left at a time, so 'chicken xyz' still finds 'chicken'.
 * - Shop forms anywhere outside the matched words: 'frozen' -> Frozen; 'canned', 'tinned', 'dried',
 *   'dehydrated', 'powdered' -> Pantry (except for bakery and snacks: 'powdered donuts'). Before the
 *   match: 'ground' turns a produce or condiment word into a spice ('ground ginger', 'ground mustard');
 *   'fresh' turns a dried herb into produce ('fresh thyme'). A household thing stays Other.
 *
 * Choices: dried spices and herbs sold in jars (oregano, thyme, cumin) are Pantry, leafy herbs bought
 * fresh (basil, parsley, cilantro, mint, dill) are Produce; eggs, butter and plant milks are Dairy;
 * crackers are Snacks; peanut butter, honey, nuts, oil and syrup are Pantry; vinegar, jam, pickles,
 * olives and dips are Condiments; pizza, waffles, fries and nuggets are Frozen; fish and seafood are
 * Meat except sardines and anchovies (tinned); tofu is Produce (sold there); 'pepper' alone is the
 * vegetable, 'black pepper' the spice. Where the item is kept ('pantry has crackers') is the caller's.
 */
import type { InventoryCategory } from './inventory';

/** Entries by category, comma separated; an entry is a word or a phrase. The first category wins. */
const TABLE: Record<InventoryCategory, string[]> = {
  Produce: [
    'apple, banana, orange, lemon, lime, grapefruit, grape, strawberry, blueberry, raspberry, blackberry',
    'berry, cherry, peach, pear, plum, nectarine, apricot, mango, pineapple, papaya, kiwi, melon',
    'watermelon, cantaloupe, honeydew, pomegranate, fig, date, coconut, clementine, tangerine, mandarin',
    'cranberry, persimmon, guava, passion fruit, lychee, dragon fruit, starfruit, plantain, rhubarb',
    'quince, currant, gooseberry, kumquat, jackfruit, honeycrisp, gala, granny smith, cuties, avocado',
    'fruit, vegetable, veggie, veg, produce, salad, spring mix, mixed green, green, microgreen, slaw',
    'coleslaw, lettuce, romaine, iceberg, spinach, kale, arugula, rocket, cabbage, broccoli, broccolini',
    'cauliflower, zucchini, courgette, squash, butternut, pumpkin, cucumber, tomato, tomatillo, pepper',
    'bell pepper, jalapeno, serrano, habanero, poblano, chili, chile, corn, pea, snap pea, snow pea',
    'green bean, string bean, bean sprout, sprout, brussels sprout, mushroom, shiitake, portobello',
    'cremini, eggplant, aubergine, asparagus, artichoke, beet, beetroot, radish, turnip, parsnip, leek',
    'okra, bok choy, fennel, fennel bulb, rutabaga, jicama, kohlrabi, watercress, endive, radicchio',
    'chard, collard, mustard green, celery, celeriac, carrot, onion, green onion, scallion, shallot',
    'garlic, garlic clove, garlic bulb, ginger, ginger root, turmeric root, potato, sweet potato, yam',
    'cassava, yuca, taro, daikon, basil, parsley, cilantro, mint, dill, chive, lemongrass, herb, tofu',
    'tempeh, sugar snap, corn on the cob, pea pod',
  ],
  Dairy: [
    'milk, whole milk, skim milk, cheese, butter, yogurt, yoghurt, cream, heavy cream, whipping cream',
    'half and half, half & half, sour cream, cream cheese, cottage cheese, egg, egg white, cheddar',
    'mozzarella, parmesan, parmigiano, reggiano, pecorino, romano, brie, camembert, feta, gouda, swiss',
    'provolone, ricotta, goat cheese, blue cheese, gorgonzola, havarti, monterey jack, pepper jack, colby',
    'muenster, gruyere, emmental, manchego, halloumi, mascarpone, burrata, string cheese, kefir, asiago',
    'buttermilk, ghee, margarine, creme fraiche, queso, paneer, velveeta, creamer, whipped cream, eggnog',
    'custard, skyr, quark, fontina, jarlsberg, stilton, roquefort, cotija, labneh, almond milk, oat milk',
    'soy milk, rice milk, cashew milk, milkshake, lactaid, dairy, cheese stick',
  ],
  Meat: [
    'meat, chicken, beef, pork, lamb, mutton, goat, turkey, veal, venison, bison, duck, goose, quail',
    'rabbit, ham, bacon, sausage, salami, pepperoni, prosciutto, pancetta, chorizo, hot dog, frank',
    'frankfurter, wiener, bratwurst, brat, kielbasa, andouille, steak, ribeye, sirloin, tenderloin',
    'filet mignon, brisket, rib, spare rib, short rib, chop, breast, thigh, drumstick, wing, leg',
    'ground beef, mince, meatball, meatloaf, meat loaf, roast, pot roast, chuck, flank, tri tip, t-bone',
    'cutlet, fillet, filet, loin, shank, shoulder, oxtail, liver, giblet, deli meat, lunch meat, lunchmeat',
    'cold cut, pastrami, corned beef, roast beef, bologna, capicola, mortadella, liverwurst, patty',
    'burger, hamburger, tender, fish, salmon, tuna, cod, tilapia, halibut, trout, catfish, haddock',
    'pollock, mahi mahi, swordfish, snapper, sea bass, bass, flounder, sole, perch, mackerel, herring',
    'shrimp, prawn, crab, lobster, scallop, clam, mussel, oyster, squid, calamari, octopus, crawfish',
    'crayfish, lox, seafood, poultry, rotisserie chicken, surimi',
  ],
  Pantry: [
    'flour, sugar, brown sugar, salt, rice, pasta, spaghetti, penne, macaroni, noodle, ramen, fettuccine',
    'linguine, rigatoni, rotini, fusilli, farfalle, orzo, ziti, gnocchi, vermicelli, udon, soba, couscous',
    'quinoa, barley, bulgur, farro, millet, buckwheat, oats, oat, oatmeal, grits, polenta, cornmeal',
    'cornstarch, corn starch, semolina, arborio, basmati, cereal, granola, muesli, cheerio, corn flake',
    'cornflake, rice krispie, bran, wheat, wheat germ, cream of wheat, flax, flaxseed, chia, seed, nut',
    'almond, walnut, pecan, cashew, peanut, pistachio, hazelnut, macadamia, pine nut, raisin, prune',
    'craisin, honey, syrup, maple syrup, agave, molasses, sweetener, stevia, splenda, oil, cooking spray',
    'shortening, crisco, lard, broth, stock, bouillon, soup, cup noodle, mac and cheese, mac & cheese',
    'kraft dinner, baking soda, baking powder, baking chocolate, yeast, vanilla, extract, cocoa, crumb',
    'chocolate chip, sprinkle, gelatin, jello, jell-o, mix, frosting, icing, food coloring, arrowroot',
    'tapioca, breadcrumb, panko, crouton, stuffing, tomato paste, tomato sauce, crushed tomato, puree',
    'diced tomato, stewed tomato, sun dried tomato, pasta sauce, marinara, alfredo, pizza sauce, bean',
    'coconut milk, coconut cream, evaporated milk, condensed milk, powdered milk, dry milk, applesauce',
    'apple sauce, pie filling, spam, sardine, anchovy, refried bean, baked bean, lentil, chickpea',
    'garbanzo, split pea, black eyed pea, chili con carne, water chestnut, bamboo shoot, nori, seaweed',
    'artichoke heart, heart of palm, rice paper, taco shell, tostada, protein powder, baby food, formula',
    'peanut butter, almond butter, cashew butter, nut butter, sunflower butter, cookie butter, nutella',
    'coconut flake, shredded coconut, popcorn kernel, cooking wine, cream of mushroom, cream of chicken',
    'cream of tartar, lasagna noodle, powder, spice, seasoning, cumin, paprika, chili powder, cinnamon',
    'oregano, thyme, rosemary, sage, bay leaf, nutmeg, clove, allspice, turmeric, curry, coriander',
    'cardamom, cayenne, peppercorn, black pepper, white pepper, red pepper flake, pepper flake, saffron',
    'crushed red pepper, star anise, anise, dill weed, tarragon, marjoram, sumac, zaatar, garam masala',
    'five spice, msg, mace, caraway, herbes de provence, old bay, adobo, ground mustard, dry mustard',
    'salt and pepper, matzo, dried fruit, bisquick, marinara sauce, alfredo sauce, spaghetti sauce, baking chip',
    'creamed corn',
  ],
  Frozen: [
    'ice cream, ice cream sandwich, ice cream bar, gelato, sorbet, sherbet, popsicle, ice pop, freezer pop',
    'frozen yogurt, froyo, ice, ice cube, pizza, pizza roll, fish stick, fish finger, nugget, tater tot',
    'tot, french fry, fry, waffle, hash brown, hashbrown, edamame, burrito, lasagna, tv dinner, pot pie',
    'egg roll, spring roll, dumpling, potsticker, pierogi, pierogie, ravioli, tortellini, corn dog',
    'onion ring, mozzarella stick, jalapeno popper, cool whip, whipped topping, veggie burger, bagel bite',
    'hot pocket, lean cuisine, puff pastry, phyllo, filo, crab cake, fish cake, mochi, pigs in a blanket',
  ],
  Beverages: [
    'water, sparkling water, mineral water, juice, orange juice, apple juice, soda, pop, cola, coke',
    'pepsi, sprite, 7 up, 7up, dr pepper, mountain dew, root beer, ginger ale, ale, tonic, seltzer',
    'la croix, gatorade, powerade, red bull, energy drink, sports drink, drink, beverage, capri sun',
    'kool aid, hot chocolate, hot cocoa, smoothie, shake, beer, lager, ipa, stout, wine, champagne',
    'prosecco, sake, vodka, whiskey, whisky, bourbon, rum, gin, tequila, brandy, cognac, liqueur',
    'vermouth, cider, mead, kombucha, coffee, coffee bean, coffee pod, k cup, espresso, cold brew',
    'latte, cappuccino, matcha, chai, tea, tea bag, iced tea, lemonade, limeade, punch, nectar, club soda',
  ],
  Bakery: [
    'bread, loaf, bagel, baguette, tortilla, bun, roll, croissant, muffin, pita, naan, brioche, ciabatta',
    'focaccia, sourdough, rye, pumpernickel, challah, cake, cupcake, pie, tart, donut, doughnut, danish',
    'scone, biscuit, cornbread, flatbread, wrap, breadstick, pastry, brownie, crumpet, hoagie, kaiser',
    'dough, crust, strudel, eclair, cannoli, baklava, toast, roti, chapati, lavash, panettone, babka',
    'macaron, cheesecake, pancake, bakery, cream puff, english muffin, gingerbread, cake pop',
  ],
  Snacks: [
    'chip, crisp, cracker, cookie, pretzel, popcorn, kettle corn, candy, candy corn, chocolate, bar',
    'trail mix, snack mix, chex mix, jerky, gummy, snack, goldfish, cheez it, cheez its, oreo, rice cake',
    'veggie straw, licorice, lollipop, marshmallow, pudding, pudding cup, fruit cup, gum, cheeto, dorito',
    'frito, pringle, ritz, triscuit, wheat thin, wafer, nacho, puff, pork rind, skittle, m&m, m&ms',
    'kit kat, twix, truffle, fudge, caramel, toffee, brittle, jelly bean, pop tart, teddy graham',
    'fruit leather, roll up, biscotti, peanut butter cup, gingersnap, ginger snap, seaweed snack, treat',
  ],
  Condiments: [
    'ketchup, catsup, mustard, dijon, mayo, mayonnaise, miracle whip, aioli, relish, salsa, pico de gallo',
    'guacamole, dressing, ranch, vinaigrette, vinegar, balsamic, jam, jelly, preserve, marmalade, sauce',
    'hot sauce, sriracha, tabasco, cholula, worcestershire, tamari, teriyaki, hoisin, pesto, chimichurri',
    'chutney, pickle, olive, caper, horseradish, wasabi, gochujang, harissa, sambal, sauerkraut, kimchi',
    'hummus, tzatziki, dip, spread, gravy, lemon juice, lime juice, tahini, miso, apple butter, condiment',
  ],
  Other: [
    'soap, dish soap, shampoo, conditioner, toothpaste, toothbrush, floss, mouthwash, deodorant, lotion',
    'sunscreen, razor, shaving cream, hand cream, diaper, tampon, vitamin, medicine, ibuprofen, advil',
    'tylenol, acetaminophen, aspirin, cough syrup, cough drop, bandage, band aid, cotton ball, swab',
    'q tip, kleenex, lysol, windex, clorox, febreze, swiffer, ziploc, tupperware, litter, pet food',
    'dog food, cat food, dog treat, cat treat, bird seed, birdseed, charcoal, propane, lighter, match',
    'freshener, wash, tablet, rinse aid, trash can, mop, broom, scrubber, steel wool, toothpick',
    'skewer, straw, napkin, tissue, paper, paper towel, toilet paper, towel, foil, tinfoil, plastic wrap',
    'cling wrap, saran wrap, cling film, parchment, wax paper, bag, trash bag, garbage bag, liner, pod',
    'detergent, softener, dryer sheet, bleach, cleaner, cleanser, disinfectant, sanitizer, wipe, sponge',
    'battery, light bulb, bulb, candle, tea light, glove, filter, spray, plate, paper plate, paper cup',
    'plastic cup, solo cup, fork, spoon, knife, utensil, polish, hairspray, gel, lip balm, chapstick',
    'perfume, cologne, makeup, baby powder, talcum powder, laundry powder, washing powder, baby oil',
    'motor oil, essential oil, epsom salt, bath salt, soap bar, toilet paper roll, paper towel roll',
    'remover, laundry, lint roller, tape, trash, garbage',
  ],
};

/** Dried herbs bought in jars, produce when the name says fresh ('fresh thyme'). */
const FRESH_HERBS = new Set(['oregano', 'thyme', 'rosemary', 'sage', 'tarragon', 'marjoram', 'bay leaf']);
const FROZEN_WORDS = new Set(['frozen']);
const SHELF_WORDS = new Set(['canned', 'tinned', 'dried', 'dehydrated', 'powdered']);
/** A part of a name stops at these ('bread for sandwiches', 'milk in the fridge'). */
const PREPOSITIONS = new Set(['for', 'with', 'in', 'from', 'on', 'at', 'into', 'by', 'to']);

/** Singular words that end in s; words ending in ss, us and sis are kept anyway. */
const INVARIANT = new Set(['molasses', 'oats', 'grits', 'brussels', 'series', 'species']);
const VES_TO_F: Record<string, string> = {
  leaves: 'leaf',
  loaves: 'loaf',
  halves: 'half',
  calves: 'calf',
  shelves: 'shelf',
  knives: 'knife',
  wives: 'wife',
  lives: 'life',
};
/** Plurals in -ies, -oes, -ches whose singular keeps the e (cookies, shoes, quiches). */
const KEEP_E = new Set(
  'cookie brownie smoothie veggie hoagie goodie pierogie krispie calorie shoe toe canoe aloe floe sloe oboe roe quiche brioche ganache cache niche'.split(
    ' ',
  ),
);

function singular(word: string): string {
  if (word.length < 3 || !word.endsWith('s') || INVARIANT.has(word) || /(ss|us|sis)$/.test(word)) {
    return word;
  }
  const stem = word.slice(0, -1);
  if (KEEP_E.has(stem)) return stem;
  if (word.endsWith('ies')) return word.length <= 4 ? stem : `${word.slice(0, -3)}y`; // pies; berries
  if (word.endsWith('ves')) return VES_TO_F[word] ?? stem; // leaves; olives, cloves
  if (/(oes|ches|shes|xes|sses|zzes)$/.test(word)) return word.slice(0, -2); // tomatoes, peaches, boxes
  return stem;
}

/** Lowercase, folded, singular words. */
function wordsOf(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(/['’‘`´]/g, '')
      .replace(/&/g, ' and ')
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
      // 'mac n cheese', 'rock 'n' roll': the 'n' is an 'and'.
      .map((word) => (word === 'n' ? 'and' : word))
      .map(singular)
  );
}

const CATEGORY = new Map<string, InventoryCategory>();
let longest = 1;
for (const [category, lines] of Object.entries(TABLE) as [InventoryCategory, string[]][]) {
  for (const entry of lines.join(',').split(',')) {
    const words = wordsOf(entry);
    if (!words.length) continue;
    const key = words.join(' ');
    if (!CATEGORY.has(key)) CATEGORY.set(key, category);
    longest = Math.max(longest, words.length);
  }
}

/** How many words and phrases the table knows. */
export const FOOD_CATEGORY_WORDS = CATEGORY.size;

interface Match {
  category: InventoryCategory;
  key: string;
  start: number;
  end: number;
}

/** The known phrase nearest the end of words[0..limit], longest first at each end. */
function headMatch(words: string[], limit: number): Match | null {
  for (let end = limit; end > 0; end--) {
    for (let start = Math.max(0, end - longest); start < end; start++) {
      const key = start + 1 === end ? words[start]! : words.slice(start, end).join(' ');
      const category = CATEGORY.get(key);
      if (category) return { category, key, start, end };
    }
  }
  return null;
}

/** Where a part stops: its end, or the first preposition after its first word. */
function partEnd(words: string[], from: number, to: number): number {
  for (let i = from + 1; i < to; i++) if (PREPOSITIONS.has(words[i]!)) return i;
  return to;
}

/**
 * The inventory category of a food or household product named in free text, or null when no word of
 * it is known. 'black beans' -> Pantry, 'frozen corn' -> Frozen, 'chicken broth' -> Pantry,
 * 'almond milk' -> Dairy, 'trash bags' -> Other, 'xyzzy' -> null.
 */
export function categoryOfFood(name: string): InventoryCategory | null {
  const text = name.toLowerCase();
  const firstPart = text.split(/[,;()[\]{}]/, 1)[0]!;
  const words = wordsOf(firstPart);
  const all = firstPart.length === text.length ? words : wordsOf(text);
  if (!all.length) return null;
  const whole = CATEGORY.get(all.join(' '));
  if (whole) return whole;

  // The head of the first part; else of the whole name; else any known word of it.
  const match =
    (words.length ? headMatch(words, partEnd(words, 0, words.length)) : null) ??
    headMatch(all, partEnd(all, 0, all.length)) ??
    headMatch(all, all.length);
  if (match?.category === 'Other') return 'Other';

  // Shop forms anywhere outside the matched words; 'ground' and 'fresh' only before them.
  if (all.length > 1) {
    for (let i = 0; i < all.length; i++) {
      if (match && i >= match.start && i < match.end) continue;
      if (FROZEN_WORDS.has(all[i]!)) return 'Frozen';
      if (SHELF_WORDS.has(all[i]!) && match?.category !== 'Bakery' && match?.category !== 'Snacks') {
        return 'Pantry';
      }
    }
  }
  if (!match) return null;
  const before = all.slice(0, match.start);
  if (before.includes('ground') && (match.category === 'Produce' || match.category === 'Condiments')) {
    return 'Pantry';
  }
  if (before.includes('fresh') && FRESH_HERBS.has(match.key)) return 'Produce';
  return match.category;
}
