/**
 * Slice colours of the Overview's pie: twelve distinct colours, more than the store has categories, so no two
 * slices share one; past twelve, hues spaced by the golden angle keep every further slice distinct too.
 */
export const CHART_PALETTE = [
  '#2f6b3a', // farm green
  '#c2571a', // turmeric orange
  '#1e4fb8', // blue
  '#b3261e', // chilli red
  '#f2b705', // mustard
  '#6b3fa0', // purple
  '#0f8b8d', // teal
  '#9c7448', // earth brown
  '#d6336c', // pink
  '#5c940d', // leaf
  '#495057', // slate
  '#e8590c', // saffron
] as const;

/** One colour per slice, none repeated. */
export function sliceColours(count: number): string[] {
  return Array.from({ length: count }, (_, i) =>
    i < CHART_PALETTE.length ? CHART_PALETTE[i] : `hsl(${Math.round((i * 137.508) % 360)} 55% ${i % 2 ? 38 : 48}%)`,
  );
}
