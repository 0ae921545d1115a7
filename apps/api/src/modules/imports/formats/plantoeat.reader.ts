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
 * Plan to Eat: a CSV with one recipe per row (Title, Ingredients, Directions, Servings, Prep Time,
 * Cook Time, Total Time, Url, Source, Tags, Course, Cuisine, Main Ingredient, Photo Url, Notes...).
 */
export const plantoeatReader: FormatReader = {
  format: 'plantoeat',
  label: 'Plan to Eat',
  async detect(source) {
    return hasAll(await csvHeader(source), 'title', 'ingredients', 'directions');
  },
  async read(source) {
    const rows = await csvRows(source);
    return readEach(
      emptyResult(),
      rows,
      (row) => col(row, 'title'),
      (row) => ({
        name: text(col(row, 'title')),
        description: block(col(row, 'description')),
        ingredients: ingredients(col(row, 'ingredients')),
        instructions: steps(col(row, 'directions')),
        servings: servings(col(row, 'servings', 'yield')),
        prepMinutes: minutes(col(row, 'preptime')),
        cookMinutes: minutes(col(row, 'cooktime')),
        totalMinutes: minutes(col(row, 'totaltime')),
        source: url(col(row, 'url')),
        sourceName: text(col(row, 'source')),
        tags: tags(
          splitTags(col(row, 'tags')),
          splitTags(col(row, 'course')),
          splitTags(col(row, 'cuisine')),
          splitTags(col(row, 'mainingredient')),
        ),
        notes: block(col(row, 'notes')),
      }),
    );
  },
};
