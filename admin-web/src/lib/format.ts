/** A date in the admin's local calendar, e.g. "22 Nov 2026" (or "22 Nov 26" where columns are tight). */
export const formatDate = (iso: string, year: 'numeric' | '2-digit' = 'numeric') =>
  new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year });

/** A moment in the admin's local time, e.g. "22 Nov 2026, 10:30 am". */
export const formatDateTime = (iso: string) => new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

const graphemes = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;

/**
 * The avatar letter of a name: its first grapheme cluster, so an emoji, a flag or a Telugu consonant with its
 * vowel sign stays whole (a UTF-16 `charAt(0)` would cut it in half); '?' for a blank name.
 */
export function initials(name: string): string {
  const trimmed = name.trim();
  const first = graphemes ? graphemes.segment(trimmed)[Symbol.iterator]().next().value?.segment : Array.from(trimmed)[0];
  return first ? first.toLocaleUpperCase() : '?';
}
