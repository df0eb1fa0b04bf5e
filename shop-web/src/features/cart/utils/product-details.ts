/** SPEC §3 "Product details": static client data for four items, matched by a word in the product name. */
export interface ProductDetails {
  nutrition: Array<{ label: string; value: string }>;
  benefits: string[];
  cooking_tips: string;
}

const DETAILS: Array<{ match: string; details: ProductDetails }> = [
  {
    match: 'kadaknath',
    details: {
      nutrition: [
        { label: 'Protein', value: '25 g per 100 g' },
        { label: 'Fat', value: '0.7–1.1 g per 100 g' },
        { label: 'Iron', value: 'Rich' },
      ],
      benefits: ['Very lean, high-protein meat', 'Naturally rich in iron and B vitamins', 'Traditionally valued for stamina and recovery'],
      cooking_tips: 'Marinate for at least an hour and slow-cook (pressure cook 4–5 whistles); the meat is firmer than broiler chicken.',
    },
  },
  {
    match: 'country chicken',
    details: {
      nutrition: [
        { label: 'Protein', value: '22 g per 100 g' },
        { label: 'Fat', value: '3 g per 100 g' },
        { label: 'Energy', value: '130 kcal per 100 g' },
      ],
      benefits: ['Free-range, no growth hormones', 'Deeper flavour than farmed broiler', 'Good source of zinc and selenium'],
      cooking_tips: 'Best in curries and soups: cook covered on a low flame for 40 minutes, or pressure cook 3–4 whistles.',
    },
  },
  {
    match: 'ghee',
    details: {
      nutrition: [
        { label: 'Energy', value: '900 kcal per 100 g' },
        { label: 'Fat', value: '99.8 g per 100 g' },
        { label: 'Vitamins', value: 'A, D, E and K' },
      ],
      benefits: ['Made from native-breed A2 milk', 'High smoke point for tempering and frying', 'Aids digestion in traditional diets'],
      cooking_tips: 'Store at room temperature with a dry spoon; a teaspoon over hot rice or dal brings out its aroma.',
    },
  },
  {
    match: 'egg',
    details: {
      nutrition: [
        { label: 'Protein', value: '6 g per egg' },
        { label: 'Energy', value: '70 kcal per egg' },
        { label: 'Vitamins', value: 'B12, D and choline' },
      ],
      benefits: ['Complete protein with all essential amino acids', 'Rich golden yolks from foraging hens', 'Supports eye and brain health'],
      cooking_tips: 'Keep refrigerated, pointed end down. For soft boiled eggs, 6 minutes in boiling water, then cold water.',
    },
  },
];

export function detailsFor(productName: string): ProductDetails | null {
  const name = productName.toLowerCase();
  return DETAILS.find((entry) => name.includes(entry.match))?.details ?? null;
}
