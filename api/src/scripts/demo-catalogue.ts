import type { Static } from 'typebox';
import type { SlotTemplateBodySchema } from '@farm-store/contracts/slots';
import type { ProductCategory } from '../modules/catalogue/categories';
import { CATEGORY_TAX, GST_2025_REFORM, GST_START, type TaxClass } from '@farm-store/contracts/bills';

/** The demo catalogue of the Hyderabad farm store: rupee prices, weights in every variant label. */
export interface DemoProduct {
  name: string;
  category: ProductCategory;
  description: string;
  variants: Array<[label: string, rupees: number]>;
  /** Sold by weight at this many rupees a kg (±10 %): each variant's label is its nominal weight. */
  perKg?: number;
}

const bird = (name: string, description: string, perKg: number): DemoProduct => ({
  name,
  category: 'livebirds',
  description,
  variants: [
    ['1kg', perKg],
    ['1.5kg', Math.round(perKg * 1.5)],
    ['2kg', perKg * 2],
  ],
});

const meat = (name: string, description: string, perKg: number): DemoProduct => ({
  name,
  category: 'meat',
  description,
  variants: [
    ['500g', Math.round(perKg / 2)],
    ['1kg', perKg],
  ],
});

/** Cut to order and billed on the weight packed (docs/weights.md). */
const byWeight = (name: string, description: string, perKg: number): DemoProduct => ({
  name,
  category: 'meat',
  description,
  perKg,
  variants: [
    ['1kg', perKg],
    ['2kg', perKg * 2],
  ],
});

const eggs = (name: string, description: string, tray6: number, gramsEach: number): DemoProduct => ({
  name,
  category: 'eggs',
  description,
  variants: [
    [`6 eggs (${gramsEach * 6}g)`, tray6],
    [`12 eggs (${gramsEach * 12}g)`, tray6 * 2 - 10],
  ],
});

const pickle = (name: string, description: string, per250: number): DemoProduct => ({
  name,
  category: 'pickles',
  description,
  variants: [
    ['250g', per250],
    ['500g', per250 * 2 - 20],
    ['1kg', per250 * 4 - 60],
  ],
});

/** A shelf whose products each come in their own sizes at their own prices: `{ '250g': 280, '500g': 540 }`. */
const pricedBySize =
  (category: ProductCategory) =>
  (name: string, description: string, prices: Record<string, number>): DemoProduct => ({
    name,
    category,
    description,
    variants: Object.entries(prices),
  });
const dairy = pricedBySize('dairy');
const dryFruit = pricedBySize('dryfruits');
const oil = pricedBySize('oils');

const millet = (name: string, description: string, perKg: number): DemoProduct => ({
  name,
  category: 'millets',
  description,
  variants: [
    ['500g', Math.round(perKg / 2) + 5],
    ['1kg', perKg],
  ],
});

export const DEMO_PRODUCTS: DemoProduct[] = [
  bird('Sonali Chicken (Live)', 'Hardy Sonali birds raised free-range on our Telangana farm. Live weight.', 420),
  bird('Kadaknath Chicken (Live)', 'Black-meat Kadaknath, naturally rich in iron and protein. Live weight.', 950),
  bird('Turkey (Live)', 'Pasture-raised turkey, ideal for festive meals. Live weight.', 560),
  bird('Guinea Fowl (Live)', 'Lean, gamey guinea fowl reared outdoors. Live weight.', 680),
  bird('Duck (Live)', 'Country ducks raised near farm ponds. Live weight.', 520),
  meat('Rabbit Meat', 'Tender, low-fat rabbit meat, cleaned and cut to order.', 900),
  meat('Goat Mutton (Curry Cut)', 'Grass-fed goat, bone-in curry cut, cleaned and ready to cook.', 1100),
  byWeight('Country Chicken (Natu Kodi)', 'A whole free-range country bird, cleaned and cut to order. Billed on the weight packed.', 500),

  eggs('Country Chicken Eggs', 'Brown eggs from free-range country hens.', 90, 50),
  eggs('Kadaknath Eggs', 'Prized Kadaknath eggs with a rich yolk.', 150, 45),
  eggs('Duck Eggs', 'Large duck eggs, great for baking and curries.', 110, 70),
  eggs('Quail Eggs', 'Tiny speckled quail eggs, a nutritious snack.', 60, 12),
  eggs('Turkey Eggs', 'Creamy turkey eggs from our pasture flock.', 240, 80),
  eggs('Guinea Fowl Eggs', 'Small, thick-shelled eggs with a rich taste.', 130, 40),

  pickle('Country Chicken Pickle', 'Slow-cooked natu kodi in cold-pressed gingelly oil and Guntur chilli.', 420),
  pickle('Boneless Chicken Pickle', 'Boneless chicken pieces in a fiery Andhra-style masala.', 380),
  pickle('Mutton Pickle', 'Tender goat mutton pickle with garlic and spices.', 520),
  pickle('Prawn Pickle', 'Coastal prawns in tangy tamarind and chilli.', 480),
  pickle('Fish Pickle', 'Boneless murrel fish in a spicy, tangy masala.', 450),
  pickle('Seafood Mix Pickle', 'Prawn, fish and squid pickled together.', 500),
  pickle('Avakaya Mango Pickle', 'Classic Andhra cut-mango pickle with mustard and chilli.', 220),
  pickle('Gongura Pickle', 'Sour gongura leaves ground with red chilli — a Telangana favourite.', 200),

  dairy('A2 Desi Cow Ghee', 'Bilona-churned ghee from Gir cow milk.', { '250ml': 650, '500ml': 1250, '1l': 2400 }),
  dairy('Buffalo Ghee', 'Rich, granular ghee made the traditional way.', { '500ml': 650, '1l': 1250 }),
  dairy('Desi Cow Milk', 'Fresh A2 milk delivered within hours of milking.', { '500ml': 45, '1l': 85 }),
  dairy('Farm Fresh Paneer', 'Soft paneer made daily from whole milk.', { '200g': 110, '500g': 260 }),
  dairy('Set Curd', 'Thick curd set in clay pots.', { '500g': 60, '1kg': 110 }),
  dairy('White Butter', 'Hand-churned unsalted makkhan.', { '250g': 180, '500g': 340 }),

  dryFruit('California Almonds', 'Crunchy whole almonds.', { '250g': 280, '500g': 540, '1kg': 1050 }),
  dryFruit('Cashews W240', 'Large whole cashews from Palasa.', { '250g': 300, '500g': 590, '1kg': 1150 }),
  dryFruit('Walnut Kernels', 'Light halves from Kashmir.', { '250g': 420, '500g': 820 }),
  dryFruit('Pistachios (Salted)', 'Roasted and lightly salted.', { '250g': 450, '500g': 880 }),
  dryFruit('Black Raisins', 'Seedless sun-dried black raisins.', { '250g': 150, '500g': 280 }),
  dryFruit('Medjool Dates', 'Soft, jumbo Medjool dates.', { '250g': 380, '500g': 740 }),
  dryFruit('Dried Figs (Anjeer)', 'Naturally sweet dried figs.', { '250g': 360, '500g': 700 }),

  oil('Cold-Pressed Groundnut Oil', 'Wood-pressed (ghani) groundnut oil.', { '500ml': 190, '1l': 360, '5l': 1750 }),
  oil('Cold-Pressed Sesame (Gingelly) Oil', 'Wood-pressed from black sesame.', { '500ml': 280, '1l': 540 }),
  oil('Cold-Pressed Coconut Oil', 'Virgin coconut oil, pressed cold.', { '500ml': 260, '1l': 500 }),
  oil('Cold-Pressed Mustard Oil', 'Pungent kachi ghani mustard oil.', { '500ml': 170, '1l': 320 }),
  oil('Cold-Pressed Safflower Oil', 'Light oil pressed from safflower seeds.', { '500ml': 240, '1l': 460 }),
  oil('Cold-Pressed Sunflower Oil', 'Unrefined wood-pressed sunflower oil.', { '500ml': 180, '1l': 340 }),

  millet('Foxtail Millet', 'Korralu — a light, everyday rice replacement.', 140),
  millet('Little Millet', 'Samalu — quick cooking and easy to digest.', 150),
  millet('Kodo Millet', 'Arikelu — high in fibre.', 150),
  millet('Barnyard Millet', 'Oodalu — great for upma and pongal.', 160),
  millet('Browntop Millet', 'Andu korralu — rare and rich in fibre.', 190),
  millet('Finger Millet (Ragi)', 'Whole ragi for malt, rotis and mudde.', 90),
  millet('Sorghum (Jowar)', 'Jonnalu for soft rotis.', 80),
  millet('Pearl Millet (Bajra)', 'Sajjalu for rotis and porridge.', 80),
];

/** The demo store's legal details on its bills (a GSTIN with a valid check character, made up for the demo). */
export const DEMO_STORE = {
  legal_name: "Nature's Nest Farms",
  legal_name_te: 'నేచర్స్ నెస్ట్ ఫార్మ్స్',
  address: 'Survey No. 45, Farm Road, Shamshabad, Ranga Reddy District, Telangana 501218',
  gstin: '36AAHFN4821K1Z3',
  fssai: '13626011000123',
  invoice_prefix: 'NNF',
};

/** Rates: since GST began (1 July 2017), with the change of 22 September 2025 where there was one. */
const exempt = (hsn: string): TaxClass => ({ hsn, rates: [{ rate: 0, from: GST_START }] });
const fivePercent = (hsn: string): TaxClass => ({ hsn, rates: [{ rate: 5, from: GST_START }] });
const twelveThenFive = (hsn: string): TaxClass => ({
  hsn,
  rates: [
    { rate: 12, from: GST_START },
    { rate: 5, from: GST_2025_REFORM },
  ],
});

/**
 * The demo products' HSN codes and GST rates, by English name; docs/bills.md gives the source of each. Products not
 * listed take their shelf's (CATEGORY_TAX): live birds 0105, fresh meat 0207, eggs 0407, all exempt.
 */
export const DEMO_TAX: Record<string, TaxClass> = {
  'Rabbit Meat': exempt('0208'),
  'Goat Mutton (Curry Cut)': exempt('0204'),
  'Country Chicken Pickle': twelveThenFive('1602'),
  'Boneless Chicken Pickle': twelveThenFive('1602'),
  'Mutton Pickle': twelveThenFive('1602'),
  'Prawn Pickle': twelveThenFive('1605'),
  'Fish Pickle': twelveThenFive('1604'),
  'Seafood Mix Pickle': twelveThenFive('1605'),
  'Avakaya Mango Pickle': twelveThenFive('2001'),
  'Gongura Pickle': twelveThenFive('2001'),
  'A2 Desi Cow Ghee': twelveThenFive('0405'),
  'Buffalo Ghee': twelveThenFive('0405'),
  'White Butter': twelveThenFive('0405'),
  'Desi Cow Milk': exempt('0401'),
  // Pre-packaged and labelled paneer: 5 % until the 2025 change made it exempt.
  'Farm Fresh Paneer': {
    hsn: '0406',
    rates: [
      { rate: 5, from: GST_START },
      { rate: 0, from: GST_2025_REFORM },
    ],
  },
  // Curd is exempt loose; pre-packaged and labelled (as the store sells it) 5 % since 18 July 2022.
  'Set Curd': {
    hsn: '0403',
    rates: [
      { rate: 0, from: GST_START },
      { rate: 5, from: '2022-07-18' },
    ],
  },
  'California Almonds': twelveThenFive('0802'),
  'Cashews W240': fivePercent('0801'),
  'Walnut Kernels': twelveThenFive('0802'),
  'Pistachios (Salted)': twelveThenFive('0802'),
  'Black Raisins': fivePercent('0806'),
  'Medjool Dates': twelveThenFive('0804'),
  'Dried Figs (Anjeer)': twelveThenFive('0804'),
  'Cold-Pressed Groundnut Oil': fivePercent('1508'),
  'Cold-Pressed Sesame (Gingelly) Oil': fivePercent('1515'),
  'Cold-Pressed Coconut Oil': fivePercent('1513'),
  'Cold-Pressed Mustard Oil': fivePercent('1514'),
  'Cold-Pressed Safflower Oil': fivePercent('1512'),
  'Cold-Pressed Sunflower Oil': fivePercent('1512'),
  'Sorghum (Jowar)': { hsn: '1007', rates: CATEGORY_TAX.millets.rates },
};

/** The demo products' names and descriptions in Telugu, by English name (the shop shows them in Telugu mode). */
export const DEMO_TELUGU: Record<string, { name: string; description: string }> = {
  'Sonali Chicken (Live)': { name: 'సోనాలి కోడి (బతికున్నది)', description: 'మా తెలంగాణ ఫామ్‌లో స్వేచ్ఛగా పెరిగిన దృఢమైన సోనాలి కోళ్లు. బతికున్న బరువు.' },
  'Country Chicken (Natu Kodi)': { name: 'నాటు కోడి', description: 'స్వేచ్ఛగా పెరిగిన నాటు కోడి, శుభ్రం చేసి కోరినట్లు కోసినది. ప్యాక్ చేసిన బరువుకే బిల్లు.' },
  'Kadaknath Chicken (Live)': { name: 'కడక్‌నాథ్ కోడి (బతికున్నది)', description: 'నల్ల మాంసం కడక్‌నాథ్, సహజంగా ఇనుము, ప్రొటీన్ ఎక్కువ. బతికున్న బరువు.' },
  'Turkey (Live)': { name: 'టర్కీ కోడి (బతికున్నది)', description: 'పచ్చిక బయళ్లలో పెరిగిన టర్కీ, పండుగ వంటలకు సరైనది. బతికున్న బరువు.' },
  'Guinea Fowl (Live)': { name: 'గినియా కోడి (బతికున్నది)', description: 'ఆరుబయట పెరిగిన, కొవ్వు తక్కువ గినియా కోడి. బతికున్న బరువు.' },
  'Duck (Live)': { name: 'బాతు (బతికున్నది)', description: 'ఫామ్ చెరువుల దగ్గర పెరిగిన నాటు బాతులు. బతికున్న బరువు.' },
  'Rabbit Meat': { name: 'కుందేలు మాంసం', description: 'మెత్తని, కొవ్వు తక్కువ కుందేలు మాంసం, శుభ్రం చేసి ఆర్డర్ ప్రకారం కోసినది.' },
  'Goat Mutton (Curry Cut)': { name: 'మేక మాంసం (కర్రీ కట్)', description: 'గడ్డి మేసిన మేక, ఎముకతో కర్రీ కట్, శుభ్రం చేసి వండటానికి సిద్ధం.' },
  'Country Chicken Eggs': { name: 'నాటు కోడి గుడ్లు', description: 'స్వేచ్ఛగా తిరిగే నాటు కోళ్ల గోధుమ రంగు గుడ్లు.' },
  'Kadaknath Eggs': { name: 'కడక్‌నాథ్ గుడ్లు', description: 'చిక్కని పచ్చసొనతో విలువైన కడక్‌నాథ్ గుడ్లు.' },
  'Duck Eggs': { name: 'బాతు గుడ్లు', description: 'పెద్ద బాతు గుడ్లు, బేకింగ్‌కు, కూరలకు బాగుంటాయి.' },
  'Quail Eggs': { name: 'కౌజు పిట్ట గుడ్లు', description: 'చిన్న మచ్చల కౌజు గుడ్లు, పోషకమైన చిరుతిండి.' },
  'Turkey Eggs': { name: 'టర్కీ గుడ్లు', description: 'మా పచ్చిక మంద నుంచి మృదువైన టర్కీ గుడ్లు.' },
  'Guinea Fowl Eggs': { name: 'గినియా కోడి గుడ్లు', description: 'గట్టి పెంకుతో చిన్న గుడ్లు, చిక్కని రుచి.' },
  'Country Chicken Pickle': { name: 'నాటు కోడి పచ్చడి', description: 'గానుగ నువ్వుల నూనె, గుంటూరు కారంలో నెమ్మదిగా వండిన నాటు కోడి.' },
  'Boneless Chicken Pickle': { name: 'బోన్‌లెస్ చికెన్ పచ్చడి', description: 'ఘాటైన ఆంధ్ర మసాలాలో ఎముకలు లేని చికెన్ ముక్కలు.' },
  'Mutton Pickle': { name: 'మటన్ పచ్చడి', description: 'వెల్లుల్లి, మసాలాలతో మెత్తని మేక మాంసం పచ్చడి.' },
  'Prawn Pickle': { name: 'రొయ్యల పచ్చడి', description: 'చింతపండు, కారంలో తీర ప్రాంత రొయ్యలు.' },
  'Fish Pickle': { name: 'చేపల పచ్చడి', description: 'కారం, పులుపు మసాలాలో ముళ్లు లేని కొర్రమీను చేప.' },
  'Seafood Mix Pickle': { name: 'సీఫుడ్ మిక్స్ పచ్చడి', description: 'రొయ్యలు, చేప, స్క్విడ్ కలిపి పెట్టిన పచ్చడి.' },
  'Avakaya Mango Pickle': { name: 'ఆవకాయ', description: 'ఆవాలు, కారంతో పెట్టిన సంప్రదాయ ఆంధ్ర మామిడికాయ పచ్చడి.' },
  'Gongura Pickle': { name: 'గోంగూర పచ్చడి', description: 'ఎండు మిర్చితో రుబ్బిన పుల్లని గోంగూర — తెలంగాణ ఇష్టమైనది.' },
  'A2 Desi Cow Ghee': { name: 'A2 దేశీ ఆవు నెయ్యి', description: 'గిర్ ఆవు పాల నుంచి బిలోనా పద్ధతిలో చిలికిన నెయ్యి.' },
  'Buffalo Ghee': { name: 'గేదె నెయ్యి', description: 'సంప్రదాయ పద్ధతిలో చేసిన చిక్కని, రవ్వ నెయ్యి.' },
  'Desi Cow Milk': { name: 'దేశీ ఆవు పాలు', description: 'పాలు పితికిన కొన్ని గంటల్లోనే అందే తాజా A2 పాలు.' },
  'Farm Fresh Paneer': { name: 'తాజా పనీర్', description: 'నిండు పాలతో రోజూ చేసే మెత్తని పనీర్.' },
  'Set Curd': { name: 'గడ్డ పెరుగు', description: 'మట్టి కుండల్లో తోడు పెట్టిన చిక్కని పెరుగు.' },
  'White Butter': { name: 'తెల్ల వెన్న', description: 'చేతితో చిలికిన, ఉప్పు లేని వెన్న.' },
  'California Almonds': { name: 'కాలిఫోర్నియా బాదం', description: 'కరకరలాడే పూర్తి బాదం పప్పు.' },
  'Cashews W240': { name: 'జీడిపప్పు W240', description: 'పలాస నుంచి పెద్ద పూర్తి జీడిపప్పు.' },
  'Walnut Kernels': { name: 'అక్రోట్ పప్పు', description: 'కాశ్మీర్ నుంచి లేత రంగు అక్రోట్ సగాలు.' },
  'Pistachios (Salted)': { name: 'పిస్తా (ఉప్పు)', description: 'వేయించి కొద్దిగా ఉప్పు వేసిన పిస్తా.' },
  'Black Raisins': { name: 'నల్ల కిస్మిస్', description: 'ఎండలో ఆరబెట్టిన గింజలు లేని నల్ల కిస్మిస్.' },
  'Medjool Dates': { name: 'మెడ్జూల్ ఖర్జూరం', description: 'మెత్తని, పెద్ద మెడ్జూల్ ఖర్జూరాలు.' },
  'Dried Figs (Anjeer)': { name: 'ఎండు అంజీర్', description: 'సహజంగా తీయని ఎండు అంజీర్.' },
  'Cold-Pressed Groundnut Oil': { name: 'గానుగ వేరుశనగ నూనె', description: 'చెక్క గానుగలో ఆడించిన వేరుశనగ నూనె.' },
  'Cold-Pressed Sesame (Gingelly) Oil': { name: 'గానుగ నువ్వుల నూనె', description: 'నల్ల నువ్వుల నుంచి చెక్క గానుగలో ఆడించినది.' },
  'Cold-Pressed Coconut Oil': { name: 'గానుగ కొబ్బరి నూనె', description: 'చల్లగా ఆడించిన వర్జిన్ కొబ్బరి నూనె.' },
  'Cold-Pressed Mustard Oil': { name: 'గానుగ ఆవ నూనె', description: 'ఘాటైన కచ్చి ఘానీ ఆవ నూనె.' },
  'Cold-Pressed Safflower Oil': { name: 'గానుగ కుసుమ నూనె', description: 'కుసుమ గింజల నుంచి ఆడించిన తేలికైన నూనె.' },
  'Cold-Pressed Sunflower Oil': { name: 'గానుగ పొద్దుతిరుగుడు నూనె', description: 'శుద్ధి చేయని, చెక్క గానుగ పొద్దుతిరుగుడు నూనె.' },
  'Foxtail Millet': { name: 'కొర్రలు', description: 'రోజూ అన్నానికి బదులుగా తేలికైన చిరుధాన్యం.' },
  'Little Millet': { name: 'సామలు', description: 'త్వరగా ఉడుకుతాయి, తేలికగా అరుగుతాయి.' },
  'Kodo Millet': { name: 'అరికెలు', description: 'పీచు పదార్థం ఎక్కువ.' },
  'Barnyard Millet': { name: 'ఊదలు', description: 'ఉప్మా, పొంగలికి చాలా బాగుంటాయి.' },
  'Browntop Millet': { name: 'అండు కొర్రలు', description: 'అరుదైనవి, పీచు పదార్థం ఎక్కువ.' },
  'Finger Millet (Ragi)': { name: 'రాగులు', description: 'జావ, రొట్టెలు, ముద్దకు పూర్తి రాగులు.' },
  'Sorghum (Jowar)': { name: 'జొన్నలు', description: 'మెత్తని రొట్టెలకు జొన్నలు.' },
  'Pearl Millet (Bajra)': { name: 'సజ్జలు', description: 'రొట్టెలకు, జావకు సజ్జలు.' },
};

/**
 * The printed MRP of a few demo products, as a share above our price (rounded up to ₹10): packed goods carry one;
 * farm-fresh birds, eggs and pickles made here do not.
 */
export const DEMO_MRP_MARKUP: Record<string, number> = {
  'A2 Desi Cow Ghee': 0.12,
  'Buffalo Ghee': 0.1,
  'California Almonds': 0.15,
  'Cashews W240': 0.12,
  'Walnut Kernels': 0.1,
  'Medjool Dates': 0.1,
  'Cold-Pressed Groundnut Oil': 0.08,
  'Cold-Pressed Coconut Oil': 0.1,
};

/** A demo variant's MRP in rupees, or null when the product carries none. */
export function demoMrp(name: string, rupees: number): number | null {
  const markup = DEMO_MRP_MARKUP[name];
  return markup === undefined ? null : Math.ceil((rupees * (1 + markup)) / 10) * 10;
}

/** Shelves whose products the demo store offers by subscription (daily milk, curd, eggs…; docs/subscriptions.md). */
export const DEMO_SUBSCRIBABLE_CATEGORIES: readonly ProductCategory[] = ['dairy', 'eggs'];

/**
 * The demo shop's timeline: the catalogue grew over eight months and these few arrived within the last
 * month, so only they carry the "New" badge (the API calls a product new for 30 days after it was added).
 */
export const DEMO_NEW_ARRIVALS = ['Guinea Fowl Eggs', 'Seafood Mix Pickle', 'White Butter', 'Medjool Dates', 'Cold-Pressed Safflower Oil', 'Browntop Millet'];

/** How many days before the seed the demo product at `index` was added: new arrivals 3–23 days, the rest 45–240. */
export function demoAddedDaysAgo(index: number, name: string): number {
  const arrival = DEMO_NEW_ARRIVALS.indexOf(name);
  if (arrival >= 0) return 3 + arrival * 4;
  return 240 - Math.round((index / (DEMO_PRODUCTS.length - 1)) * 195);
}

/** Three public coupons; expiry is set a year ahead when seeding. */
export const DEMO_COUPONS = [
  { code: 'WELCOME10', discount_type: 'percentage' as const, discount_value: 10, min_purchase_amount: 0, first_order_only: true },
  { code: 'FARM50', discount_type: 'fixed' as const, discount_value: 50, min_purchase_amount: 500, first_order_only: false },
  { code: 'HEALTHY15', discount_type: 'percentage' as const, discount_value: 15, min_purchase_amount: 1000, first_order_only: false },
];

type DemoSlot = Static<typeof SlotTemplateBodySchema>;
const everyDay = (start: string, end: string, cutoff: DemoSlot['cutoff']): DemoSlot => ({
  weekdays: [0, 1, 2, 3, 4, 5, 6],
  start,
  end,
  capacity_orders: 20,
  capacity_kg: 60,
  cutoff,
});

/**
 * The Hyderabad riders' day: two morning slots that close at 22:00 the evening before (the farm packs them at
 * dawn), two evening slots that close three hours before they start; 20 orders and 60 kg each.
 */
export const DEMO_SLOTS: DemoSlot[] = [
  everyDay('07:00', '09:00', { kind: 'day_before', at: '22:00' }),
  everyDay('09:00', '11:00', { kind: 'day_before', at: '22:00' }),
  everyDay('17:00', '19:00', { kind: 'hours_before', hours: 3 }),
  everyDay('19:00', '21:00', { kind: 'hours_before', hours: 3 }),
];
