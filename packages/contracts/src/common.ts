import { z } from 'zod';
import { labelOfRequired, tooLongMessage } from './limits';

/** Ids are serial integers (PostgreSQL `integer`); path params arrive as strings. */
export const MAX_ID = 2_147_483_647;
export const idParam = z.coerce.number().int().positive().max(MAX_ID);

export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

export const messageSchema = z.object({ message: z.string() });

/**
 * PostgreSQL cannot store a NUL character, nor half of a UTF-16 surrogate pair (JSON allows "\ud800";
 * jsonb and UTF-8 text refuse it): refused with a 400 rather than failing in the database.
 */
export const NUL_MESSAGE = 'Please remove the unsupported character';
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const isStorableText = (v: string | null | undefined) =>
  v == null || (!v.includes('\u0000') && !LONE_SURROGATE.test(v));

/**
 * Trims, and turns an empty string into undefined so optional text fields stay optional. `label` names
 * the field in the limit's sentence (tooLongMessage); a whole message is kept as it is (the spec's
 * 'Middle initial must be 1 character').
 */
export const optionalText = (max: number, label: string | { message: string }) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : v.trim()) : v === null ? undefined : v),
    z
      .string()
      .max(max, typeof label === 'string' ? tooLongMessage(label, max) : label.message)
      .refine(isStorableText, NUL_MESSAGE)
      .optional(),
  );

/**
 * A required text field: trimmed, non-empty, carrying the spec's message for both missing and blank,
 * and the limit's sentence naming the field ('Family name is required' names 'Family name').
 */
export const requiredText = (message: string, max = 200, label = labelOfRequired(message)) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, tooLongMessage(label, max))
    .refine(isStorableText, NUL_MESSAGE);

/** Turns Zod issues into `{ field: message }`, first message per field. */
export function fieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    if (!(key in fields)) fields[key] = issue.message;
  }
  return fields;
}
