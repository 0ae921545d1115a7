/** Display helpers for people, free of schemas so the app shell can use them without loading Zod. */
export function fullName(user: {
  firstName?: string | null;
  lastName?: string | null;
  middleInitial?: string | null;
}) {
  return [user.firstName, user.middleInitial ? `${user.middleInitial}.` : null, user.lastName]
    .filter(Boolean)
    .join(' ');
}
