import { describe, expect, it } from 'vitest';
import { groupedLines, recipeDraft } from './recipe-drafts';

describe("another app's group headings (issue 28)", () => {
  it('give each line after them their heading as its group; the headings are no lines', () => {
    const draft = recipeDraft({
      name: 'Pie',
      tags: [],
      ingredients: [
        '1 pinch salt',
        { heading: 'For the dough' },
        '250 g flour',
        '1 egg',
        { heading: 'For the filling' },
        '500 g apples',
        { heading: 'Nothing under me' },
      ],
    });
    expect(draft.ingredients.map((i) => [i.name, i.group])).toEqual([
      ['salt', undefined],
      ['flour', 'For the dough'],
      ['egg', 'For the dough'],
      ['apples', 'For the filling'],
    ]);
    expect(draft.ingredients[0]).not.toHaveProperty('group');
  });

  it("cut a heading to a heading's 100 characters; an empty one ends the group", () => {
    expect(groupedLines([{ heading: `  ${'x'.repeat(150)}` }, 'a'])).toEqual([
      { line: 'a', group: 'x'.repeat(100) },
    ]);
    expect(groupedLines([{ heading: 'Sauce' }, 'a', { heading: ' \0 ' }, 'b'])).toEqual([
      { line: 'a', group: 'Sauce' },
      { line: 'b' },
    ]);
  });
});
