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

/** Greeting name (spec 2.5): first name, else the part of the email before '@', else 'Chef'. */
export function greetingName(user: { firstName?: string | null; email?: string | null } | null | undefined) {
  if (user?.firstName?.trim()) return user.firstName.trim();
  const local = user?.email?.split('@')[0]?.trim();
  return local || 'Chef';
}
