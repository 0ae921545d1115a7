import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from './api';

/**
 * The server's field messages on the form's fields (the same wording as the client's). `onlyFields`:
 * only fields the form has at its top level (a form whose server names fields it does not show).
 */
export function setServerErrors<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  error: unknown,
  { onlyFields = false }: { onlyFields?: boolean } = {},
) {
  if (!(error instanceof ApiError)) return;
  for (const [field, message] of Object.entries(error.fields))
    if (!onlyFields || field in form.getValues()) form.setError(field as Path<T>, { message });
}
