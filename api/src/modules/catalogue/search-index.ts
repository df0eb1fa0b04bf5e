import { SEARCH_SYNONYMS } from './search-synonyms';

/**
 * The store-wide product search: a pure index over the catalogue (no database, no HTTP), built once per catalogue
 * snapshot (catalogue-snapshot.ts) and searched in memory.
 *
 * Matching: the query and the texts are folded (lower case, Latin accents dropped: "Pâneer" finds "paneer";
 * Telugu and other scripts are kept whole) and split into words. A product matches when every query word is
 * found in its name (English or Telugu), its shelf's name (English or Telugu, e.g. "dairy", "పచ్చళ్లు") or its
 * description (English or Telugu).
 * Ranking, best first (docs/features.md "Shelves, product pages and store-wide search"):
 *   0. the name starts with the query            "sona"   → Sonali Chicken
 *   1. every query word starts a word of the name  "paneer" → Farm Fresh Paneer
 *   2. every query word is inside the name          "nut"    → Walnut Kernels
 *   3. every query word starts a word of the name or the shelf's name  "dairy" → every dairy product
 *   4. the rest (a word found in the description)  "gir"   → A2 Desi Cow Ghee
 *   5. found only once a word is read as what it likely means: a Telugu word for a product ("kodi", "నెయ్యి":
 *      search-synonyms.ts) or a slip of typing — a word of 4–7 letters one edit from a word of a name or shelf,
 *      of 8 or more two edits ("chiken" → chicken; an edit adds, drops, changes or swaps two neighbouring letters)
 * Within a rank the catalogue's own order holds (shelf, then the shelf priority, then name).
 */

/** Shelf names a shopper may type, by stored category (the shop's chip labels in English and Telugu). */
const SHELF_NAMES: Record<string, string> = {
  livebirds: 'Meat & Poultry Live Birds మాంసం & కోళ్లు',
  meat: 'Meat & Poultry మాంసం & కోళ్లు',
  eggs: 'Eggs గుడ్లు',
  pickles: 'Pickles పచ్చళ్లు',
  dairy: 'Dairy పాల ఉత్పత్తులు',
  dryfruits: 'Dry Fruits డ్రై ఫ్రూట్స్',
  oils: 'Cold-Pressed Oils గానుగ నూనెలు',
  millets: 'Millets చిరుధాన్యాలు',
};

// Latin combining accents only: Telugu vowel signs are combining marks too, and dropping them would change the word.
const LATIN_ACCENTS = /[\u0300-\u036f]/g;
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
/** Typing slips are forgiven in Latin words only: a Telugu letter with one vowel sign changed is another word. */
const LATIN_WORD = /^[a-z]+$/;
const MIN_FUZZY_LENGTH = 4;

/** Lower case without Latin accents, in NFC (so a Telugu word typed in either normal form matches). */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(LATIN_ACCENTS, '').normalize('NFC').toLowerCase();
}

/** The folded words of a text. */
export function searchWords(text: string): string[] {
  return foldText(text).match(WORD) ?? [];
}

/** Edits forgiven in a query word: none below 4 letters ("oil" is not "owl"), one up to 7, two from 8. */
const allowedEdits = (word: string) => (word.length < MIN_FUZZY_LENGTH ? 0 : word.length < 8 ? 1 : 2);

/**
 * Whether `a` is within `max` edits of `b` (insert, delete, substitute, swap of neighbours: optimal string
 * alignment). Rows stop early once every cell is past `max`.
 */
export function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let cell = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) cell = Math.min(cell, before[j - 2] + 1);
      row.push(cell);
      best = Math.min(best, cell);
    }
    if (best > max) return false;
    before = previous;
    previous = row;
  }
  return previous[b.length] <= max;
}

export interface Searchable {
  name: string;
  description: string;
  name_te: string;
  description_te: string;
  category: string;
}

interface Entry<T> {
  item: T;
  /** Name words joined by one space (the English name, then the Telugu one). */
  name: string;
  nameTe: string;
  nameWords: string[];
  shelfWords: string[];
  /** Names, shelf name and descriptions, folded. */
  everything: string;
}

export interface SearchIndex<T> {
  /** Matching items, best first; empty when the query has no words. */
  search(query: string): T[];
}

export function buildSearchIndex<T extends Searchable>(items: T[]): SearchIndex<T> {
  const entries: Entry<T>[] = items.map((item) => {
    const english = searchWords(item.name);
    const telugu = searchWords(item.name_te);
    const shelf = SHELF_NAMES[item.category] ?? item.category;
    return {
      item,
      name: english.join(' '),
      nameTe: telugu.join(' '),
      nameWords: [...english, ...telugu],
      shelfWords: searchWords(shelf),
      everything: [item.name, item.name_te, shelf, item.description, item.description_te].map(foldText).join('\n'),
    };
  });
  // The words a slip of typing is measured against: every Latin word of a name or a shelf, once.
  const vocabulary = [...new Set(entries.flatMap((e) => [...e.nameWords, ...e.shelfWords]))].filter(
    (word) => LATIN_WORD.test(word) && word.length >= MIN_FUZZY_LENGTH,
  );

  /**
   * What else a query word may mean: the English words a Telugu word stands for, else the words it is a slip for
   * (a known Telugu word is no slip: "kodi" is chicken, not Kodo Millet).
   */
  function meanings(word: string): readonly string[] {
    // Own keys only: "constructor" is no Telugu word.
    if (Object.hasOwn(SEARCH_SYNONYMS, word)) return SEARCH_SYNONYMS[word];
    const edits = LATIN_WORD.test(word) ? allowedEdits(word) : 0;
    return edits === 0 ? [] : vocabulary.filter((known) => withinEdits(word, known, edits));
  }

  function rank(entry: Entry<T>, words: string[], phrase: string): number | null {
    if (!words.every((w) => entry.everything.includes(w))) return null;
    if (entry.name.startsWith(phrase) || entry.nameTe.startsWith(phrase)) return 0;
    const startsA = (list: string[]) => (w: string) => list.some((word) => word.startsWith(w));
    if (words.every(startsA(entry.nameWords))) return 1;
    if (words.every((w) => entry.name.includes(w) || entry.nameTe.includes(w))) return 2;
    if (words.every(startsA([...entry.nameWords, ...entry.shelfWords]))) return 3;
    return 4;
  }

  return {
    search(query) {
      const words = searchWords(query);
      if (words.length === 0) return [];
      const phrase = words.join(' ');
      const alternatives = words.map((word) => [word, ...meanings(word)]);
      const tiers: T[][] = [[], [], [], [], [], []];
      for (const entry of entries) {
        const tier = rank(entry, words, phrase) ?? (alternatives.every((alts) => alts.some((a) => entry.everything.includes(a))) ? 5 : null);
        if (tier !== null) tiers[tier].push(entry.item);
      }
      return tiers.flat();
    },
  };
}
