/** A date in the admin's local calendar, e.g. "22 Nov 2026" (or "22 Nov 26" where columns are tight). */
export const formatDate = (iso: string, year: 'numeric' | '2-digit' = 'numeric') =>
  new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year });
