import { describe, expect, it } from 'vitest';
import { readSchemaRecipe } from './schema-recipe';

describe('readSchemaRecipe: steps written in HTML (microdata)', () => {
  const node = {
    '@type': 'Recipe',
    name: 'Lentil Soup',
    recipeInstructions: [
      {
        '@type': 'HowToStep',
        name: 'Soften the onion',
        text: '<p>Warm the oil in a pot.<p>Add the onion and cook 5 minutes.</p>',
      },
      { '@type': 'HowToStep', name: 'Simmer', text: '<p>Add the lentils and stock; simmer 25 minutes.</p>' },
    ],
  };

  it("gives each paragraph of a step's text its own line, after the step's title", () => {
    expect(readSchemaRecipe(node, undefined, { html: true }).instructionLines).toEqual([
      'Soften the onion',
      'Warm the oil in a pot.',
      'Add the onion and cook 5 minutes.',
      'Simmer',
      'Add the lentils and stock; simmer 25 minutes.',
    ]);
  });

  it('keeps JSON-LD text (not HTML) as one step', () => {
    const plain = {
      ...node,
      recipeInstructions: [{ '@type': 'HowToStep', text: 'Warm the oil. Add the onion.' }, 'Simmer.'],
    };
    expect(readSchemaRecipe(plain).instructionLines).toEqual(['Warm the oil. Add the onion.', 'Simmer.']);
  });
});

describe('readSchemaRecipe: step names', () => {
  const step = (name: string, text: string) => ({ '@type': 'HowToStep', name, text });

  it('keeps a title of its own, and leaves out a name many steps share', () => {
    const node = {
      '@type': 'Recipe',
      name: 'Machine Risotto',
      recipeInstructions: [
        step('Add an ingredient', 'Put the onion in the bowl.'),
        step('Add an ingredient', 'Add the rice.'),
        step('Program the machine', 'Cook 15 min at 100 °C.'),
        step('Rest', 'Let it stand 5 minutes.'),
      ],
    };
    expect(readSchemaRecipe(node).instructionLines).toEqual([
      'Put the onion in the bowl.',
      'Add the rice.',
      'Program the machine',
      'Cook 15 min at 100 °C.',
      'Rest',
      'Let it stand 5 minutes.',
    ]);
  });
});
