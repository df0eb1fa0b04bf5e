/** SPEC §3 "Product details": static client data for four demo-catalogue items, matched within the product name. */
export interface ProductDetails {
  nutrition: Array<{ label: string; value: string }>;
  benefits: string[];
  cooking_tips: string;
}

const DETAILS: Array<{ match: string; details: ProductDetails }> = [
  {
    match: 'kadaknath chicken',
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
    match: 'foxtail millet',
    details: {
      nutrition: [
        { label: 'Protein', value: '12 g per 100 g' },
        { label: 'Dietary fibre', value: '8 g per 100 g' },
        { label: 'Energy', value: '350 kcal per 100 g' },
      ],
      benefits: ['Low glycaemic index, gentle on blood sugar', 'Gluten-free and easy to digest', 'Rich in iron and magnesium'],
      cooking_tips: 'Rinse and soak for 30 minutes, then cook 1 cup with 2.5 cups of water for 15 minutes, like rice.',
    },
  },
  {
    match: 'a2 desi cow ghee',
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
    match: 'country chicken eggs',
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
