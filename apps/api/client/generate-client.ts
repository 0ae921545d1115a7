import { writeFileSync } from 'node:fs';
import openapiTS, { astToString, COMMENT_HEADER, type OpenAPI3 } from 'openapi-typescript';

export const CLIENT_TYPES_FILE = new URL('./kitching-api.ts', import.meta.url);

/**
 * The client's types from the OpenAPI document (openapi-typescript), as `kitching-api.ts` holds them:
 * `npm run api-client` writes them, and openapi-client.api.test.ts fails when the committed file is not
 * what the document gives now.
 */
export async function clientTypes(document: Record<string, unknown>): Promise<string> {
  const nodes = await openapiTS(document as unknown as OpenAPI3, { alphabetize: true });
  const header = `${COMMENT_HEADER}// Made by \`npm run api-client\` from the API's OpenAPI document: do not edit.\n\n`;
  return header + astToString(nodes);
}

// `npm run api-client`: the document from the app offline, then the types.
if (process.argv[1]?.endsWith('generate-client.ts')) {
  const { openApiDocument } = await import('../src/app/openapi-document');
  writeFileSync(CLIENT_TYPES_FILE, await clientTypes(await openApiDocument()));
}
