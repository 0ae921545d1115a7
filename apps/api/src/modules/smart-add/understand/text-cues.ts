import { FOREIGN_ARTICLES } from './language-cues';

/**
 * The words that tell what a family means: what is in the house, what to buy, what to cook when.
 * Each cue is a pattern at the start of the text (or of a line) that the readers also take away.
 */

/** 'buy', 'we need', "we're out of", 'shopping list:', 'pick up', 'running low on', 'add to list:' … */
export const SHOPPING_CUE = new RegExp(
  String.raw`^(?:(?:please|pls|oh|ok|okay|and|also|don'?t forget(?: to)?|remember(?: to)?|can you|could you|can someone|someone|we're|we are|i'm|i am|we've|i've|we|i|you|still|really|definitely|gotta|got to|have to|must)\s+)*` +
    String.raw`(?:(?:need(?:s)?\s+to\s+)?(?:buy|get|grab|order|purchase|pick\s+up|pickup)` +
    String.raw`|need(?:s|ed)?(?:\s+(?:more|some|a|an))?` +
    String.raw`|(?:(?:are|am|is)\s+)?(?:all\s+|completely\s+|almost\s+|nearly\s+|totally\s+)?(?:out of|low on|running (?:low on|out of)|short on|ran out of|run out of)` +
    String.raw`|(?:there(?:'s|’s|s|\s+is|\s+are)\s+|(?:have|has|got)\s+)?no\s+more|(?:there(?:'s|’s|s|\s+is|\s+are)|(?:have|has|got))\s+no|used up(?:\s+(?:all\s+)?the(?:\s+last)?(?:\s+of\s+the)?)?` +
    String.raw`|restock|stock up on|shop(?:ping)? for|(?:add|put)\s+(?:to|on(?:to)?)\s+(?:the\s+|my\s+|our\s+)?(?:shopping\s+|grocery\s+)?list` +
    String.raw`|(?:the\s+|my\s+|our\s+)?(?:shopping|grocery|groceries|to-?buy)(?:\s+list)?|to\s+buy|groceries)\b\s*(?:[:\-–]\s*)?`,
  'i',
);

/** 'add milk to the shopping list': the things sit between the verb and the list. */
export const ADD_TO_LIST =
  /^(?:please\s+)?(?:add|put|write)\s+(.+?)\s+(?:to|on(?:to)?)\s+(?:the\s+|my\s+|our\s+)?(?:shopping\s+|grocery\s+)?list\b[\s.!]*$/i;

/** A line that only announces a shopping list ('To buy', 'Shopping list:', 'Groceries'). */
export const SHOPPING_HEADER =
  /^(?:[\w'&-]+(?:\s+[\w'&-]+){0,2}\s+(?:run|trip|haul|errands|order|shop|shopping)|(?:the\s+|my\s+|our\s+)?(?:shopping|grocery|groceries|to-?buy)(?:\s+list)?|to\s+buy|buy|need|list|(?:for\s+)?(?:the\s+)?(?:store|shop|market|supermarket))(?:\s+for\s+[\w\s']+)?\s*:?$/i;

/**
 * A first line that names the shop ('Trader Joe's', 'Costco run', 'Walmart list', 'farmers market'):
 * the list's name, not a thing to buy.
 */
export const STORE_HEADER =
  /^(?:(?:at|from|for)\s+)?(?:the\s+)?(?:costco|walmart|target|aldi|lidl|kroger|safeway|whole\s+foods|trader\s+joe'?s|publix|wegmans|h-?e-?b|meijer|sam'?s(?:\s+club)?|bj'?s|albertsons|food\s+lion|giant(?:\s+eagle)?|stop\s*(?:&|and)\s*shop|sprouts|winco|hy-?vee|tesco|sainsbury'?s|asda|morrisons|waitrose|co-?op|iceland|carrefour|rewe|edeka|loblaws|no\s+frills|woolworths|coles|cvs|walgreens|ikea|(?:the\s+)?farmers'?\s+market|butcher'?s?|bakery|pharmacy|drugstore|hardware\s+store|dollar\s+(?:store|tree)|[\w'’&-]+(?:\s+[\w'’&-]+){0,2}\s+list)(?:\s+(?:list|run|trip|order|haul))?\s*:?$/i;

/** 'we have', 'there are', 'just bought', 'added', 'put', 'pantry has', 'we still have' … */
export const STOCK_CUE = new RegExp(
  String.raw`^(?:(?:we|i|you|they|he|she|mom|mum|dad|grandma|grandpa|nana|nan|gran|granny|grandad|auntie|aunt|uncle|the kids|also|and|just|now|still|already|finally|today|yesterday)\s+|we'?ve\s+|i'?ve\s+|(?:the\s+)?(?:fridge|freezer|pantry|cupboard|cabinet)\s+(?:now\s+|also\s+|still\s+)?(?:has|have|contains)\s+)*` +
    String.raw`(?:dropped\s+off|brought\s+(?:over|round|around)|gave\s+us|(?:got\s+)?delivered|(?:got|came|come|am|are|'m|'re)\s+(?:back|home)\s+from\s+(?:the\s+)?[^,.;]{1,30}?\s+with|(?:got|came|come)\s+home\s+with|put\s+away|unpacked|stashed|have|has|got|'ve got|bought|purchased|picked up|grabbed|snagged|scored|nabbed|brought(?: home)?|added|add|put|placed|stored|stocked up(?:\s+on)?|(?:re)?stocked(?:\s+(?:the|our|my)\s+(?:fridge|freezer|pantry|cupboard|cabinet)\s+(?:with|w\/\s*))?|received|found|there(?:'s|’s|s|\s+(?:are|is|were|was|s))|there're|(?:fridge|freezer|pantry|cupboard|cabinet)\s+(?:now\s+|also\s+|still\s+)?(?:has|have|contains))\b\s*(?:[:\-–]\s*)?`,
  'i',
);

/** Where food is kept, and what that says about its category. */
export const PLACES: [RegExp, string | null][] = [
  [/\bsnack\s+(?:drawer|cupboard|cabinet|shelf|bin|basket|box)\b/i, 'Snacks'],
  [/\b(?:deep\s+|chest\s+)?freezer\b|^frozen\s*[:\-–]/i, 'Frozen'],
  [/\b(?:pantry|cupboard|cabinet|larder|spice rack|shelf)\b/i, 'Pantry'],
  [/\b(?:fruit\s+(?:bowl|basket)|crisper(?:\s+drawer)?|veg(?:gie|etable)?\s+drawer)\b/i, 'Produce'],
  [/\b(?:bread\s+box|breadbox|bread\s+bin)\b/i, 'Bakery'],
  [/\b(?:fridge|refrigerator|cooler)\b/i, null],
];

/** 'in the fridge', 'into the freezer', 'on the shelf' (taken out of a name). */
export const PLACE_PHRASE =
  /\s*\b(?:in|into|inside|on|at|to)\s+(?:the\s+|our\s+|my\s+|a\s+)?(?:(?:deep|chest|downstairs|garage|big|small|back)\s+)?(?:fridge|refrigerator|freezer|pantry|cupboard|cabinet|larder|snack\s+(?:drawer|cupboard|cabinet|shelf|bin|basket|box)|fruit\s+(?:bowl|basket)|crisper(?:\s+drawer)?|veg(?:gie|etable)?\s+drawer|bread\s*(?:box|bin)|spice rack|shelf|cooler|basement|garage|cellar|kitchen|counter)\b/gi;

/** 'freezer:', 'pantry -' at the start: where, then what. */
export const PLACE_LABEL =
  /^(?:(?:the\s+)?(?:deep\s+|chest\s+)?(?:fridge|refrigerator|freezer|frozen|pantry|cupboard|cabinet|larder|fruit bowl))\s*[:\-–]\s*/i;

export const MEAL_WORDS: Record<string, 'breakfast' | 'lunch' | 'dinner' | 'snack'> = {
  breakfast: 'breakfast',
  brekkie: 'breakfast',
  brunch: 'lunch',
  lunch: 'lunch',
  luncheon: 'lunch',
  dinner: 'dinner',
  supper: 'dinner',
  tea: 'dinner',
  snack: 'snack',
  snacks: 'snack',
  dessert: 'dinner',
};
/** A meal named (not 'tea' the drink: only with a day or 'for'). */
export const MEAL =
  /\b(breakfast|brekkie|brunch|lunch|luncheon|dinner|supper|snack)\b(?!\s+(?:drawer|cupboard|cabinet|shelf|bin|basket|box|bar|bars|bag|bags|pack|packs|size|meat|roll|rolls))/i;

/** 'plan', "let's do", "we're having", 'make … for dinner': a dish for a day. */
export const PLAN_CUE =
  /^(?:(?:please|ok|okay|so)\s+)?(?:plan(?:ned)?|schedule|let'?s\s+(?:do|have|make|cook|try)|we(?:'re| are| will| 'll|'ll)?\s+(?:having|making|eating|cooking|have|make|eat|cook)|i(?:'m| am| will|'ll)\s+(?:making|cooking|make|cook)|making|cooking|how about|what about)\b\s*/i;

/** A recipe's section headers. */
export const INGREDIENTS_HEADER =
  /^(?:ingredients?|what you(?:'ll)? need|you(?:'ll| will)? need|shopping list|for the [\w\s]+)\s*:?\s*$/i;
export const STEPS_HEADER =
  /^(?:directions?|instructions?|method|steps?|preparation|prep(?:aration)? steps|how to (?:make|cook)(?: it)?|to make)\s*:?\s*$/i;

/** What cooks do: a line that starts with one of these is a step, not an ingredient. */
export const COOKING_VERB =
  /^(?:\d+[.)]\s*)?(?:add|allow|arrange|assemble|bake|beat|blend|boil|bring|broil|brown|brush|chill|chop|coat|combine|cook|cool|cover|cream|crush|cut|dice|dip|divide|drain|drizzle|dust|fill|flip|fold|fry|garnish|grate|grease|grill|heat|knead|layer|let|line|marinate|mash|melt|microwave|mince|mix|peel|place|pour|preheat|prepare|press|process|pulse|put|reduce|refrigerate|remove|rinse|roast|roll|rub|saute|sauté|scatter|scoop|sear|season|serve|set|shape|shred|simmer|slice|soak|soften|spoon|spread|sprinkle|squeeze|stir|strain|stuff|taste|toast|top|toss|transfer|tuck|turn|warm|wash|whip|whisk|wrap)\b/i;

/** 'serves 4', 'makes 24', 'servings: 6', '(serves 2)', 'for 4 people', 'yield: 12'. */
export const SERVINGS =
  /\b(?:serves|serving[s]?|yields?|makes|feeds|portions?)\s*[:-]?\s*(\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a dozen)\b|\b(\d+)\s+(?:servings|portions|people|persons)\b|\bfor\s+(\d+|two|three|four|five|six|seven|eight|nine|ten|twelve)\s+(?:people|persons|guests|of us)\b/i;

export const PREP_TIME =
  /\bprep(?:aration)?(?:\s+time)?\s*[:-]?\s*([\d\s./½¼¾]+\s*(?:h(?:ou)?rs?|hours?|h|min(?:ute)?s?|m)\b(?:\s*(?:and\s*)?\d+\s*(?:min(?:ute)?s?|m)\b)?)/i;
export const COOK_TIME =
  /(?:^|[\n,;|•·(])\s*(?:cook(?:ing)?|bake|baking|roast(?:ing)?)(?:\s+time)?\s*[:-]?\s*(?=\d)([\d\s./½¼¾]+\s*(?:h(?:ou)?rs?|hours?|h|min(?:ute)?s?|m)\b(?:\s*(?:and\s*)?\d+\s*(?:min(?:ute)?s?|m)\b)?)/i;
/** 'Bake at 375F for 10 minutes', 'simmer for 1 hour': the heat's time, when no cook time is written. */
export const STEP_DURATION =
  /\b(?:bake|roast|simmer|cook|boil|fry|grill|broil|braise|steam|microwave|slow[- ]cook)\b[^.]*?\bfor\s+(?:about\s+|around\s+|another\s+)?(\d+(?:\s*(?:-|to)\s*\d+)?\s*(?:h(?:ou)?rs?|hours?|min(?:ute)?s?))/gi;

/** A line that starts with an amount: '2 cups', '1/2 tsp', '½ lb', 'a pinch', 'two eggs', '- 3 eggs'. */
export const AMOUNT_START =
  /^(?:[-•*▪◦·–—]\s*|\[\s?\]\s*)?(?:\d|[½¼¾⅓⅔⅛]|(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve|half|a few|few|some|several|dozen|a dozen|handful|pinch|dash)\s)/i;

export const BULLET = /^\s*(?:[-•*▪◦·–—]+|\[\s?[xX]?\s?\]|\d{1,2}[.)](?=\s))\s*/;

/** Words in front of a thing that add nothing to its name. */
export const FILLER_START = new RegExp(
  String.raw`^(?:(?:some|a|an|the|more|extra|another|few|a few|couple(?: of)?|a couple(?: of)?|bit of|a bit of|of|fresh new|new)\s+|(?:${FOREIGN_ARTICLES})(?:\s+|(?<=['’])))+`,
  'iu',
);
/** … and after it. */
export const FILLER_END =
  /\s*(?:\b(?:please|pls|too|as well|also|again|asap|today|tonight|this week|for (?:the|this|next)\s+\w+(?:\s+\w+)?|from (?:the\s+)?(?:store|shop|market|supermarket|costco|[A-Z]\w+)|left|remaining|in stock|at home|total|now))+\s*[.!]*$/i;

export const cleanSpaces = (s: string) => s.replace(/\s+/g, ' ').trim();
export const capitalize = (s: string) => (s ? s.charAt(0).toUpperCase() + s.slice(1) : s);

/** 'Burrito bowls for 4 - rice, black beans, chicken': a dish, how many it feeds, what goes in it. */
export const DISH_FOR =
  /^([^,:\-–]{2,50}?)\s+for\s+(\d{1,2}|two|three|four|five|six|seven|eight|ten|twelve)\s*[-–:]\s*(.+)$/i;

/** 'bought today', 'opened yesterday': said of something already in the house. */
export const STOCK_WHEN =
  /\b(?:bought|opened|got|picked\s+up|delivered|arrived|made|baked|cooked)\s+(?:today|yesterday|this\s+morning|last\s+night|on\s+\w+day)\b/i;

/** A message asking someone to shop: 'Hey, on ur way back can u pick up …', '… could you grab …'. */
export const ASK_TO_SHOP =
  /^.{0,60}?\b(?:can|could|would|will)\s+(?:u|you|someone|one of you)\s+(?:please\s+|pls\s+|plz\s+)?(?:pick\s+up|grab|get|buy)\b\s*/i;
/** A message's sign-off: 'thx x', 'thanks!', 'ta', 'love you'. */
export const SIGN_OFF =
  /[\s?!.,]*(?:\b(?:thx|thanks|thank you|ty|ta|cheers|love you|luv u|pls|please)\b[\s!.,]*)+(?:\bx+\b)?[\s!.]*$|[\s?!.,]+x+[\s!.]*$|\?+\s*$/i;
