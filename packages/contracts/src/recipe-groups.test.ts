import { describe, expect, it } from 'vitest';
import { fieldErrors } from './common';
import {
  emptyHeading,
  formRowsOf,
  HEADING_WITHOUT_LINES,
  recipeForm,
  recipeFormDefaults,
} from './recipe-form';
import { createRecipeBody, ingredientGroupField } from './recipes';

// Issue 28: a line's group heading ('For the dough'), in the API body and in the form's rows.
const line = (name: string, group?: string) => ({
  name,
  quantity: '1',
  unit: 'cups',
  ...(group ? { group } : {}),
});
const errorsOf = (schema: typeof createRecipeBody | typeof recipeForm, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error.issues);
};

describe('ingredientGroupField', () => {
  it('trims, and reads empty, blank or null as none', () => {
    expect(ingredientGroupField.parse('  For the dough ')).toBe('For the dough');
    for (const none of ['', '   ', null, undefined]) expect(ingredientGroupField.parse(none)).toBeUndefined();
  });
  it('says a heading over 100 characters in the one sentence', () => {
    expect(ingredientGroupField.safeParse('x'.repeat(100)).success).toBe(true);
    expect(
      errorsOf(createRecipeBody, { name: 'Pie', ingredients: [line('Flour', 'x'.repeat(101))] }),
    ).toEqual({
      'ingredients.0.group': 'Heading must be 100 characters or fewer.',
    });
  });
});

describe('the form: heading rows between ingredient rows', () => {
  const heading = (name: string) => ({ ...emptyHeading(), name });
  const form = (ingredients: unknown[]) => ({ ...recipeFormDefaults(), name: 'Pie', ingredients });

  it('gives each line the heading above it as its group; a heading is no line', () => {
    const out = recipeForm.parse(
      form([
        line('Salt'),
        heading(' For the dough '),
        line('Flour'),
        line('Butter'),
        heading('Filling'),
        line('Apples'),
      ]),
    );
    expect(out.ingredients).toEqual([
      line('Salt'),
      line('Flour', 'For the dough'),
      line('Butter', 'For the dough'),
      line('Apples', 'Filling'),
    ]);
    expect(out.ingredients[0]).not.toHaveProperty('group');
  });

  it('an empty heading ends the group above it', () => {
    const out = recipeForm.parse(form([heading('Dough'), line('Flour'), heading('  '), line('Salt')]));
    expect(out.ingredients).toEqual([line('Flour', 'Dough'), line('Salt')]);
  });

  it('names a heading with nothing under it, a heading too long, and a list of headings only', () => {
    expect(errorsOf(recipeForm, form([line('Flour'), heading('Glaze')]))).toEqual({
      'ingredients.1.name': HEADING_WITHOUT_LINES,
    });
    expect(errorsOf(recipeForm, form([heading('Dough'), heading('Filling'), line('Apples')]))).toEqual({
      'ingredients.0.name': HEADING_WITHOUT_LINES,
    });
    expect(errorsOf(recipeForm, form([heading('x'.repeat(101)), line('Flour')]))).toEqual({
      'ingredients.0.name': 'Heading must be 100 characters or fewer.',
    });
    expect(errorsOf(recipeForm, form([heading('')]))).toEqual({ ingredients: 'Add at least one ingredient' });
    // An ingredient row still needs its name; a heading row never has quantity or unit to check.
    expect(errorsOf(recipeForm, form([heading('Dough'), line('')]))).toEqual({
      'ingredients.1.name': 'Ingredient name is required',
    });
  });

  it("reads a recipe's lines back as rows: one heading before each group, and back again the same", () => {
    const lines = [line('Salt'), line('Flour', 'Dough'), line('Butter', 'Dough'), line('Apples', 'Filling')];
    const rows = formRowsOf(lines);
    expect(rows.map((r) => (r.kind === 'heading' ? `# ${r.name}` : r.name))).toEqual([
      'Salt',
      '# Dough',
      'Flour',
      'Butter',
      '# Filling',
      'Apples',
    ]);
    expect(recipeForm.parse(recipeFormDefaults({ name: 'Pie', ingredients: lines })).ingredients).toEqual(
      lines,
    );
  });
});
