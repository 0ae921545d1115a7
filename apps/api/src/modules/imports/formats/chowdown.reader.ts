import { frontMatter, hasFrontMatter } from './front-matter';
import { emptyResult, type FormatReader, type ImportSource, type SourceFile } from './import-format';
import {
  baseName,
  block,
  expand,
  fileAt,
  head,
  IMAGE_EXT,
  imageFile,
  ingredients,
  joinPath,
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
 * Chowdown (a Jekyll site): one Markdown file per recipe under '_recipes/', its YAML front matter
 * holding title, image, tags, ingredients and directions (lists); pictures in 'images/'. The body is
 * free Markdown, kept as the description.
 */

const isRecipePage = (f: SourceFile) => /(?:^|\/)_?recipes\/[^/]+\.(?:md|markdown)$/i.test(f.path);

const chowdownKeys = /^(?:ingredients|directions):/m;

/** The picture a page names: under 'images/' at the site root, or beside the page. */
function pictureOf(source: ImportSource, file: SourceFile, name: unknown): SourceFile | undefined {
  if (typeof name !== 'string' || !IMAGE_EXT.test(name)) return undefined;
  const root = file.path.replace(/(?:^|\/)_?recipes\/[^/]+$/i, '');
  const ref = name.replace(/^\/+/, '');
  return (
    fileAt(source, joinPath(root, ref)) ??
    fileAt(source, joinPath(root, `images/${ref}`)) ??
    source.files.find((f) => baseName(f.path) === baseName(ref))
  );
}

export const chowdownReader: FormatReader = {
  format: 'chowdown',
  label: 'Chowdown',
  async detect(upload) {
    const source = await expand(upload);
    for (const file of source.files.filter(isRecipePage).slice(0, 3)) {
      const start = await head(file, 16 * 1024);
      if (hasFrontMatter(start) && chowdownKeys.test(start)) return true;
    }
    return false;
  },
  async read(upload) {
    const source = await expand(upload);
    const pages = source.files.filter(isRecipePage);
    const loaded = await Promise.all(
      pages.map(async (file) => {
        const fallback = baseName(file.path)
          .replace(/\.\w+$/, '')
          .replace(/^\d{4}-\d{2}-\d{2}-/, '');
        try {
          const raw = await file.text();
          // A page whose YAML is broken is still reported under the title it meant to have.
          const title = /^title:\s*["']?([^"'\r\n]+)/m.exec(raw)?.[1]?.trim();
          try {
            return { file, fallback: title || fallback, page: frontMatter(raw) };
          } catch (error) {
            return { file, fallback: title || fallback, error };
          }
        } catch (error) {
          return { file, fallback, error };
        }
      }),
    );
    return readEach(
      emptyResult(),
      loaded,
      (e) => text(e.page?.data.title) ?? e.fallback,
      async (e) => {
        if (!e.page) throw e.error;
        const d = e.page.data;
        return {
          name: text(d.title),
          description: block(d.description) ?? block(e.page.body),
          ingredients: ingredients(d.ingredients),
          instructions: steps(d.directions),
          servings: servings(d.yield ?? d.servings),
          prepMinutes: minutes(d.prep ?? d.prepTime),
          cookMinutes: minutes(d.cook ?? d.cookTime),
          totalMinutes: minutes(d.time ?? d.totalTime),
          source: url(d.source ?? d.url),
          tags: tags(splitTags(d.tags), splitTags(d.categories)),
          image: await imageFile(pictureOf(source, e.file, d.image)),
        };
      },
    );
  },
};
