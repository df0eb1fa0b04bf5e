/**
 * What an admin types into a list's search box, as a `$regex` that matches it literally anywhere in a field:
 * every regex character is escaped, so "(ghee" or "a.b" is plain text and never a pattern (or a slow one).
 */
export function literalPattern(typed: string): string {
  return typed.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
