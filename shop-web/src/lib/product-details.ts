/**
 * "Product details" (nutrition, health benefits, cooking tips): static client data for four demo-catalogue
 * items, matched within the product name, read by the cart's View Details and the product page (which shows the
 * shelf's details for every other product). The texts are in the message catalogue under `productDetails.<key>`.
 */
export interface ProductDetails {
  nutrition: Array<{ label: string; value: string }>;
  benefits: string[];
  cooking_tips: string;
}

const DETAILS = [
  { match: 'kadaknath chicken', key: 'kadaknath' },
  { match: 'foxtail millet', key: 'foxtail' },
  { match: 'a2 desi cow ghee', key: 'ghee' },
  { match: 'country chicken eggs', key: 'eggs' },
] as const;

export type ProductDetailsKey = (typeof DETAILS)[number]['key'];

/** The catalogue key of the product's details, or null when there are none. */
export function detailsKeyFor(productName: string): ProductDetailsKey | null {
  const name = productName.toLowerCase();
  return DETAILS.find((entry) => name.includes(entry.match))?.key ?? null;
}
