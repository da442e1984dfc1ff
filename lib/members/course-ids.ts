/** The course ids in a users/{email}.courses field; anything malformed counts as none. */
export function courseIdsOf(field: unknown): string[] {
  if (!Array.isArray(field)) return [];
  return field.filter((id): id is string => typeof id === 'string' && id.length > 0);
}

export const userDocPath = (email: string) => `users/${email.toLowerCase()}`;
