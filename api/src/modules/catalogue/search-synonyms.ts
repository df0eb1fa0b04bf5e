/**
 * Words shoppers in Hyderabad type for our products in Telugu — in Telugu script or spelt out in Latin letters —
 * and the English word of the product names they mean. A product whose staff gave no Telugu name is still found.
 * Keep it small: one line per word people actually type (docs/features.md "Shelves, product pages and store-wide
 * search"); the keys are folded (lower case), the values are words of the demo catalogue's English names.
 */
export const SEARCH_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  // Birds and meat
  kodi: ['chicken'],
  kodilu: ['chicken'],
  natukodi: ['country chicken'],
  కోడి: ['chicken'],
  బాతు: ['duck'],
  bathu: ['duck'],
  kundelu: ['rabbit'],
  mamsam: ['mutton', 'meat'],
  mamsamu: ['mutton', 'meat'],
  meka: ['goat'],
  మాంసం: ['mutton', 'meat'],
  // Eggs
  guddu: ['eggs'],
  gudlu: ['eggs'],
  guddlu: ['eggs'],
  గుడ్డు: ['eggs'],
  గుడ్లు: ['eggs'],
  // Pickles and seafood
  avakaya: ['mango'],
  avakai: ['mango'],
  aavakaaya: ['mango'],
  mamidi: ['mango'],
  ఆవకాయ: ['mango'],
  pachadi: ['pickle'],
  pachchadi: ['pickle'],
  పచ్చడి: ['pickle'],
  royyalu: ['prawn'],
  chepa: ['fish'],
  chepala: ['fish'],
  // Dairy
  neyyi: ['ghee'],
  nei: ['ghee'],
  నెయ్యి: ['ghee'],
  palu: ['milk'],
  paalu: ['milk'],
  పాలు: ['milk'],
  perugu: ['curd'],
  పెరుగు: ['curd'],
  venna: ['butter'],
  వెన్న: ['butter'],
  // Dry fruits, oils
  badam: ['almonds'],
  kaju: ['cashews'],
  jeedipappu: ['cashews'],
  kharjuram: ['dates'],
  khajur: ['dates'],
  nune: ['oil'],
  nuvvulu: ['sesame'],
  palli: ['groundnut'],
  verusenaga: ['groundnut'],
  kobbari: ['coconut'],
  avalu: ['mustard'],
  నూనె: ['oil'],
};
