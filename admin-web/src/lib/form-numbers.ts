/** A typed whole number from `min` to `max`, or null when the text is not one. */
export const wholeIn = (text: string, min: number, max: number) =>
  /^\d+$/.test(text.trim()) && Number(text) >= min && Number(text) <= max ? Number(text) : null;

/** A typed decimal number (e.g. "1.4", "-17.38") from `min` to `max`, or null when the text is not one. */
export const numberIn = (text: string, min: number, max: number) =>
  /^-?\d+(\.\d+)?$/.test(text.trim()) && Number(text) >= min && Number(text) <= max ? Number(text) : null;
