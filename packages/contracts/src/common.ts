import { z } from 'zod';

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

/** PostgreSQL text cannot hold NUL: refused with a 400 rather than failing in the database. */
export const NUL_MESSAGE = 'Please remove the unsupported character';
export const hasNoNul = (v: string | null | undefined) => !v?.includes('\u0000');

/** Trims, and turns an empty string into undefined so optional text fields stay optional. */
export const optionalText = (max: number, message?: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : v.trim()) : v === null ? undefined : v),
    z.string().max(max, message).refine(hasNoNul, NUL_MESSAGE).optional(),
  );

/** A required text field: trimmed, non-empty, carrying the spec's message for both missing and blank. */
export const requiredText = (message: string, max = 200) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Must be at most ${max} characters`)
    .refine(hasNoNul, NUL_MESSAGE);

/** Turns Zod issues into `{ field: message }`, first message per field. */
export function fieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    if (!(key in fields)) fields[key] = issue.message;
  }
  return fields;
}
