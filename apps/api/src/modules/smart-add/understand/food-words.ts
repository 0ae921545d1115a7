/**
 * Issue 28: the common foods in German, French, Italian, Spanish and Portuguese, by the English word
 * the food table knows, so that '6 Eier' or 'du lait' find their category. The name stays as written.
 */
const WORDS: Record<string, string> = {
  milk: 'milch lait latte leche leite',
  eggs: 'eier ei oeufs œufs oeuf œuf uova uovo huevos huevo ovos ovo',
  bread: 'brot brötchen pain baguette baguettes pane pan pão',
  butter: 'butter beurre burro mantequilla manteiga',
  cheese: 'käse fromage formaggio queso queijo',
  chicken: 'hähnchen huhn hühnchen hähnchenschenkel poulet pollo frango',
  beef: 'rind rindfleisch hackfleisch fleisch boeuf bœuf viande manzo ternera carne',
  rice: 'reis riz riso arroz',
  pasta: 'nudeln pâtes spaghetti macarrão',
  tomatoes: 'tomaten tomates pomodori pomodoro tomate',
  onions: 'zwiebeln zwiebel oignons oignon cipolle cipolla cebollas cebolla cebolas cebola',
  potatoes: 'kartoffeln patate patatas batatas',
  apples: 'äpfel apfel pommes pomme mele mela manzanas manzana maçãs maçã',
  flour: 'mehl farine farina harina farinha',
  sugar: 'zucker sucre zucchero azúcar açúcar',
  coffee: 'kaffee café caffè',
  water: 'wasser eau acqua agua água',
  yogurt: 'joghurt yaourt yaourts yogur iogurte quark',
  fish: 'fisch poisson pesce pescado peixe',
  'olive oil': 'öl olivenöl huile olio aceite azeite óleo',
  salt: 'salz sel sale sal',
  chickpeas: 'kichererbsen ceci garbanzos',
  tuna: 'thunfisch thon tonno atún atum',
  salmon: 'lachs saumon salmone salmón salmão',
  bananas: 'bananen banane bananes plátanos',
  carrots: 'karotten möhren carottes carote zanahorias cenouras',
  wine: 'wein vin vino vinho',
  beer: 'bier bière birra cerveza cerveja',
  juice: 'saft jus succo zumo jugo suco',
  ham: 'schinken jambon prosciutto jamón presunto',
  cream: 'sahne crème panna nata',
  lentils: 'linsen lentilles lenticchie lentejas lentilhas',
  beans: 'bohnen haricots fagioli judías frijoles feijão',
  lettuce: 'salat laitue lattuga lechuga alface',
  lemons: 'zitronen zitrone citrons citron limoni limone limones limón limões limão',
  garlic: 'knoblauch ail aglio ajo alho',
};
const ENGLISH = new Map<string, string>(
  Object.entries(WORDS).flatMap(([english, words]) => words.split(' ').map((w) => [w, english])),
);

/** The English food a name in one of the five languages names ('6 Eier' → eggs), or null. */
export function englishFood(name: string): string | null {
  for (const word of name.toLowerCase().split(/[^\p{L}]+/u)) {
    const english = ENGLISH.get(word);
    if (english) return english;
  }
  return null;
}
