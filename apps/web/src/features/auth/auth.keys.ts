/**
 * The auth domain's query keys. Apart from auth.queries.ts because the app's query client needs the
 * session's key and auth.queries.ts imports the query client.
 */
export const authKeys = {
  all: () => ['auth'] as const,
  session: () => [...authKeys.all(), 'session'] as const,
  emailDelivery: () => [...authKeys.all(), 'email-delivery'] as const,
};
