import { AppError } from '../../kernel/errors';

/** Every refusal of an import or export, with a message a person can act on. */
export const importErrors = {
  noFile: () => new AppError(400, 'imports.no_file', 'Choose a file to import (the form field is "file").'),
  tooLarge: (maxMb: number) =>
    new AppError(413, 'imports.too_large', `The file is larger than ${maxMb} MB, the most one import reads.`),
  tooManyFiles: (max: number) =>
    new AppError(
      413,
      'imports.too_many_files',
      `The archive holds more than ${max} files, the most one import reads.`,
    ),
  inflatesTooMuch: (maxMb: number) =>
    new AppError(
      413,
      'imports.inflates_too_much',
      `The archive unpacks to more than ${maxMb} MB (or far more than its own size): it was not read.`,
    ),
  unsafePath: (path: string) =>
    new AppError(
      400,
      'imports.unsafe_path',
      `The archive holds a file outside its own folder ("${path.slice(0, 120)}"): it was not read.`,
    ),
  malformed: (what: string) => new AppError(400, 'imports.malformed', `The file could not be read: ${what}.`),
  tooDeep: (max: number) =>
    new AppError(
      400,
      'imports.too_deep',
      `The file nests its data more than ${max} levels deep: it was not read.`,
    ),
  unknownFormat: () =>
    new AppError(
      415,
      'imports.unknown_format',
      'Kitching does not recognise this file. Import a Kitching export, a pantry CSV, or an export of a supported recipe app.',
    ),
  badFormatField: (format: string) =>
    new AppError(400, 'imports.invalid_format', `"${format.slice(0, 40)}" is not a format Kitching reads.`),
  tooManyRecipes: (count: number, max: number) =>
    new AppError(
      422,
      'imports.too_many',
      `The file holds ${count.toLocaleString('en-US')} entries; one import adds at most ${max.toLocaleString('en-US')}. Split the file and import each part.`,
    ),
  notAnExport: (why: string) =>
    new AppError(400, 'imports.invalid_export', `This Kitching export cannot be read: ${why}.`),
  newerVersion: (version: number, known: number) =>
    new AppError(
      422,
      'imports.newer_version',
      `This export was written by a newer Kitching (format version ${version}); this one reads versions up to ${known}. Update Kitching, then import it.`,
    ),
  formula: (row: number) =>
    new AppError(
      400,
      'imports.csv_formula',
      `Row ${row} of the CSV holds a spreadsheet formula (a cell starting with =, +, - or @): Kitching does not import formulas. Save the sheet's values, then import it.`,
    ),
  csvColumns: () =>
    new AppError(400, 'imports.csv_columns', 'The CSV needs a header row with at least a "name" column.'),
};
