/**
 * The one place a unique-constraint violation (SQLSTATE 23505) is recognised, on both drivers (pg puts
 * the code on the error, drizzle over PGlite on its cause). Returns the violated constraint's name (''
 * when the driver gave none), or undefined for any other error.
 */
export function uniqueViolation(error: unknown): string | undefined {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const code = e?.code ?? e?.cause?.code;
  if (code !== '23505') return undefined;
  return e?.constraint ?? e?.cause?.constraint ?? '';
}

/**
 * Runs a write and turns a unique violation into the domain's answer: `answers` maps a constraint-name
 * fragment to its error ('' matches any). Other errors pass through.
 */
export async function translateUnique<T>(
  write: Promise<T>,
  answers: Record<string, () => Error>,
): Promise<T> {
  try {
    return await write;
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === undefined) throw error;
    const text = `${constraint} ${String(error)}`;
    const match = Object.entries(answers).find(([fragment]) => fragment === '' || text.includes(fragment));
    throw match ? match[1]() : error;
  }
}
