/**
 * The fields of a PATCH body that were sent (not undefined), so that only those change: all of them,
 * or only `keys`. A field sent as null (cleared) is kept.
 */
export function definedFields<T extends object, K extends keyof T = keyof T>(
  body: T,
  keys?: readonly K[],
): Partial<Pick<T, K>> {
  const names = keys ?? (Object.keys(body) as K[]);
  return Object.fromEntries(names.filter((k) => body[k] !== undefined).map((k) => [k, body[k]])) as Partial<
    Pick<T, K>
  >;
}
