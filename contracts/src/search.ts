/**
 * The longest store-wide search the API answers (longer is a 400 with SEARCH_TOO_LONG): a longer one is a paste gone
 * wrong, not words of a product. The shop's search box holds the same limit and says the same words.
 */
export const SEARCH_MAX_LENGTH = 80;
export const SEARCH_TOO_LONG = `Search words can be at most ${SEARCH_MAX_LENGTH} characters.`;
