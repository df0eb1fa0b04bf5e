import type { Static } from 'typebox';
import type { SlotTemplateBodySchema } from '@farm-store/contracts/slots';
import type { ProductCategory } from '../modules/catalogue/categories';

/** The demo catalogue of the Hyderabad farm store: rupee prices, weights in every variant label. */
export interface DemoProduct {
  name: string;
  category: ProductCategory;
  description: string;
  variants: Array<[label: string, rupees: number]>;
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
