import pg from 'pg';

/** Quotes an identifier we generated ourselves (still escaped, to be safe). */
export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The same server, another database. */
export function databaseUrl(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Runs one statement on the server's maintenance connection (CREATE/DROP DATABASE cannot be pooled in a transaction). */
export async function adminQuery(url: string, sql: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql, params);
  } finally {
    await client.end();
  }
}

/** Drops `prefix` and every database whose name starts with `prefix_`. */
export async function dropDatabasesLike(url: string, prefix: string) {
  const { rows } = await adminQuery(
    url,
    'SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $2',
    [prefix, `${prefix.replaceAll('_', '\\_')}\\_%`],
  );
  // Copies first: the template cannot be dropped while it is being copied.
  const names = (rows as { datname: string }[]).map((r) => r.datname).sort((a, b) => b.length - a.length);
  for (const name of names) await adminQuery(url, `DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
}
