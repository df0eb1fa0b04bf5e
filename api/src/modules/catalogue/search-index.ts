/**
 * The store-wide product search: a pure index over the catalogue (no database, no HTTP), built once per catalogue
 * snapshot (catalogue-snapshot.ts) and searched in memory.
 *
 * Matching: the query and the texts are folded (lower case, Latin accents dropped: "Pâneer" finds "paneer";
 * Telugu and other scripts are kept whole) and split into words. A product matches when every query word is
 * found in its name, its shelf's name (English or Telugu, e.g. "dairy", "పచ్చళ్లు") or its description.
 * Ranking, best first (docs/features.md "Shelves, product pages and store-wide search"):
 *   0. the name starts with the query            "sona"   → Sonali Chicken
 *   1. every query word starts a word of the name  "paneer" → Farm Fresh Paneer
 *   2. every query word is inside the name          "nut"    → Walnut Kernels
 *   3. every query word starts a word of the name or the shelf's name  "dairy" → every dairy product
 *   4. the rest (a word found in the description)  "gir"   → A2 Desi Cow Ghee
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

/** Lower case without Latin accents, in NFC (so a Telugu word typed in either normal form matches). */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(LATIN_ACCENTS, '').normalize('NFC').toLowerCase();
}

/** The folded words of a text. */
export function searchWords(text: string): string[] {
  return foldText(text).match(WORD) ?? [];
}

export interface Searchable {
  name: string;
  description: string;
  category: string;
}

interface Entry<T> {
  item: T;
  /** Name words joined by one space. */
  name: string;
  nameWords: string[];
  shelfWords: string[];
  /** Name, shelf name and description, folded. */
  everything: string;
}

export interface SearchIndex<T> {
  /** Matching items, best first; empty when the query has no words. */
  search(query: string): T[];
}

export function buildSearchIndex<T extends Searchable>(items: T[]): SearchIndex<T> {
  const entries: Entry<T>[] = items.map((item) => {
    const nameWords = searchWords(item.name);
    const shelf = SHELF_NAMES[item.category] ?? item.category;
    return {
      item,
      name: nameWords.join(' '),
      nameWords,
      shelfWords: searchWords(shelf),
      everything: [item.name, shelf, item.description].map(foldText).join('\n'),
    };
  });

  function rank(entry: Entry<T>, words: string[], phrase: string): number | null {
    if (!words.every((w) => entry.everything.includes(w))) return null;
    if (entry.name.startsWith(phrase)) return 0;
    const startsA = (list: string[]) => (w: string) => list.some((word) => word.startsWith(w));
    if (words.every(startsA(entry.nameWords))) return 1;
    if (words.every((w) => entry.name.includes(w))) return 2;
    if (words.every(startsA([...entry.nameWords, ...entry.shelfWords]))) return 3;
    return 4;
  }

  return {
    search(query) {
      const words = searchWords(query);
      if (words.length === 0) return [];
      const phrase = words.join(' ');
      const tiers: T[][] = [[], [], [], [], []];
      for (const entry of entries) {
        const tier = rank(entry, words, phrase);
        if (tier !== null) tiers[tier].push(entry.item);
      }
      return tiers.flat();
    },
  };
}
