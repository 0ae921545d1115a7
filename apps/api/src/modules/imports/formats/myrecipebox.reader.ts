import { col, csvHeader, csvRows, hasAll } from './csv-rows';
import { emptyResult, type FormatReader } from './import-format';
import {
  block,
  ingredients,
  minutes,
  readEach,
  servings,
  splitTags,
  steps,
  tags,
  text,
  url,
} from './reader-kit';

/**
 * MyRecipeBox: a CSV with one recipe per row (title, ingredients, instructions, quantity or servings,
 * preparationTime, cookingTime, totalTime, categories and tags separated by ';', source, url, notes,
 * video, originalPicture).
 */
export const myrecipeboxReader: FormatReader = {
  format: 'myrecipebox',
  label: 'MyRecipeBox',
  async detect(source) {
    const header = await csvHeader(source);
    return hasAll(header, 'title', 'ingredients', 'instructions') && !header.has('directions');
  },
  async read(source) {
    const rows = await csvRows(source);
    return readEach(
      emptyResult(),
      rows,
      (row) => col(row, 'title'),
      (row) => {
        const link = url(col(row, 'url', 'source'));
        const video = url(col(row, 'video'));
        return {
          name: text(col(row, 'title')),
          description: block(col(row, 'description')),
          ingredients: ingredients(col(row, 'ingredients')),
          instructions: steps(col(row, 'instructions')),
          servings: servings(col(row, 'quantity', 'servings', 'yield')),
          prepMinutes: minutes(col(row, 'preparationtime', 'preptime')),
          cookMinutes: minutes(col(row, 'cookingtime', 'cooktime')),
          totalMinutes: minutes(col(row, 'totaltime')),
          // A video is the source when there is no other; else it is kept in the notes.
          source: link ?? video,
          sourceName: url(col(row, 'source')) ? undefined : text(col(row, 'source')),
          tags: tags(splitTags(col(row, 'categories')), splitTags(col(row, 'tags'))),
          notes:
            [block(col(row, 'notes')), block(col(row, 'nutrition')), link && video ? video : undefined]
              .filter(Boolean)
              .join('\n\n') || undefined,
        };
      },
    );
  },
};
