import type { z } from 'zod';

/**
 * The one sentence for a text past its limit, in Kitching's voice: 'Family name must be 100 characters
 * or fewer.' The API's 400 and the form under the field say the same, both reading the field schema.
 */
export const tooLongMessage = (label: string, max: number) =>
  `${label} must be ${max} ${max === 1 ? 'character' : 'characters'} or fewer.`;

/** 'Family name is required' -> 'Family name': a required field's label, from its spec message. */
export function labelOfRequired(message: string) {
  return message.replace(/ is required$/, '');
}

type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  shape?: Record<string, z.ZodType>;
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/**
 * The longest text a field schema accepts (its `.max`), through optional, nullable, default,
 * preprocess and pipe wrappers; undefined when it has none. Forms give it to their inputs as
 * `maxLength`, so the input stops where the schema would refuse.
 */
export function maxLengthOf(schema: z.ZodType | undefined): number | undefined {
  for (let s = schema, depth = 0; s && depth < 10; depth++) {
    const def = defOf(s);
    if (def.type === 'string') return (s as z.ZodString).maxLength ?? undefined;
    if (def.type === 'pipe') {
      // A preprocess is a pipe from a transform: the text's rule is on the way out. A `.pipe(...)`
      // after a string keeps the first string's limit.
      const fromIn = defOf(def.in!).type === 'transform' ? undefined : maxLengthOf(def.in);
      return fromIn ?? maxLengthOf(def.out);
    }
    s = def.innerType;
  }
  return undefined;
}

/** Every field's `maxLength` of an object schema (a form's or a body's), by field name. */
export function maxLengths<T extends z.ZodType>(schema: T): Partial<Record<keyof z.input<T>, number>> {
  let s: z.ZodType | undefined = schema;
  for (let depth = 0; s && depth < 10 && defOf(s).type !== 'object'; depth++) {
    const def = defOf(s);
    s = def.type === 'pipe' ? def.in : def.innerType;
  }
  const shape = s ? (defOf(s).shape ?? {}) : {};
  const limits: Record<string, number> = {};
  for (const [key, field] of Object.entries(shape)) {
    const max = maxLengthOf(field);
    if (max !== undefined) limits[key] = max;
  }
  return limits as Partial<Record<keyof z.input<T>, number>>;
}
