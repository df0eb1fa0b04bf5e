import { VariantModel } from '../../src/modules/catalogue/model';
import { createProduct } from '../catalogue/fixtures';
import { adminHeaders, type Customer } from '../helpers/accounts';
import { http, type TestApp } from '../helpers/build-app';

// What the order tests share: delivery addresses, a small catalogue, placing an order. The people who order,
// deliver and run the store are in helpers/accounts.ts.

export const HYDERABAD = { label: 'Home', value: 'Flat 301, Lake View Apartments, Madhapur, Hyderabad, Telangana 500081' };
export const WARANGAL = { label: 'Parents', value: '2-5-12, Hanamkonda, Warangal, Telangana 506001' };

/** Variant ids of a small catalogue created through the admin API. */
export interface Catalogue {
  chicken1kg: string; // ₹600, 1kg
  chicken500g: string; // ₹320, 500g
  ghee500ml: string; // ₹900, 500ml
  eggs6: string; // ₹90, "6 pcs", 360 g (set by the admin: the label names no weight)
}

export async function seedCatalogue(t: TestApp): Promise<Catalogue> {
  const chicken = await createProduct(t, { name: 'Country Chicken Curry Cut', category: 'meat' }, { label: '1kg', price: 600 });
  const half = await http(t.url).post('/api/admin/variants', { product_id: chicken.id, label: '500g', price: 320 }, adminHeaders(t));
  if (half.status !== 201) throw new Error(`variant failed: ${half.status} ${JSON.stringify(half.body)}`);
  const ghee = await createProduct(t, { name: 'A2 Desi Cow Ghee', category: 'dairy' }, { label: '500ml', price: 900 });
  const eggs = await createProduct(t, { name: 'Country Eggs', category: 'eggs' }, { label: '6 pcs', price: 90, weight_grams: 360 });
  return {
    chicken1kg: chicken.variants[0].id,
    chicken500g: half.body.id,
    ghee500ml: ghee.variants[0].id,
    eggs6: eggs.variants[0].id,
  };
}

/** Gives every size stored without a weight 400 g: only weighed sizes can be ordered, and these tests order any. */
export async function weighEverySize(): Promise<void> {
  await VariantModel.updateMany({ weight_grams: null }, { $set: { weight_grams: 400 } });
}

/** seedCatalogue before the tests of the surrounding describe; the ids are filled in then. */
export function useCatalogue(t: TestApp): Catalogue {
  const cat = {} as Catalogue;
  beforeAll(async () => {
    Object.assign(cat, await seedCatalogue(t));
  });
  return cat;
}

/** The small catalogue and `filler`: a variant whose stock is not tracked, for orders whose items do not matter. */
export interface CatalogueWithFiller extends Catalogue {
  filler: string; // Foxtail Millet, ₹120, 250g
}

/** Seeds the catalogue and the filler before the tests of the surrounding describe; the ids are filled in then. */
export function useCatalogueWithFiller(t: TestApp): CatalogueWithFiller {
  const cat = useCatalogue(t) as CatalogueWithFiller;
  beforeAll(async () => {
    cat.filler = (await createProduct(t, { name: 'Foxtail Millet', category: 'millets' }, { label: '250g', price: 120 })).variants[0].id;
  });
  return cat;
}

/** Quotes the cart, then places it with the quoted total; answers the created order's id. */
export async function placeOrder(
  t: TestApp,
  customer: Customer,
  cartItems: Array<{ id: string; quantity: number }>,
  address: { label: string; value: string } = HYDERABAD,
): Promise<string> {
  const api = http(t.url);
  const quote = await api.post('/api/orders/quote', { cartItems, shippingAddress: address }, customer.headers);
  if (quote.status !== 200) throw new Error(`quote failed: ${quote.status} ${JSON.stringify(quote.body)}`);
  const res = await api.post('/api/orders', { userId: customer.id, cartItems, shippingAddress: address, totalAmount: quote.body.total }, customer.headers);
  if (res.status !== 201) throw new Error(`order failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.orderId;
}
