import { z } from 'zod';
import { idParam, optionalText, requiredText } from './common';

export const FAMILY_SIZE_OPTIONS = ['1', '2', '3', '4', '5', '6+'] as const;

export const FAMILY_NAME_MAX = 100;
export const familyNameField = requiredText('Family name is required', FAMILY_NAME_MAX);
/** Ids are PostgreSQL integers: a larger number is simply not found (404), never a database error. */
export const familyIdParam = idParam;
export const familySizeField = z.enum(FAMILY_SIZE_OPTIONS, { error: 'Family size is required' });

export const createFamilyBody = z.object({
  name: familyNameField,
  familySize: familySizeField.optional(),
});
export type CreateFamilyBody = z.infer<typeof createFamilyBody>;

export const updateFamilyBody = z.object({ name: familyNameField });
export type UpdateFamilyBody = z.infer<typeof updateFamilyBody>;

export const familySchema = z.object({
  id: z.number(),
  name: z.string(),
  familySize: z.string().nullable(),
  createdAt: z.string(),
});
export type Family = z.infer<typeof familySchema>;

export const familyRef = z.object({ id: z.number(), name: z.string() });

export { optionalText };
