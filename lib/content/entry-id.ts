/** Contentful's id format (letters, digits, '-', '_' and '.', 1 to 64 characters). */
export const ENTRY_ID = /^[\w.-]{1,64}$/;
