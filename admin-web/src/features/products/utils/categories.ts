/** The admin category list with the labels people read ("Live Birds", never `livebirds`); a new product has none until the admin chooses. */
export const PRODUCT_CATEGORIES = [
  { value: 'livebirds', label: 'Live Birds' },
  { value: 'pickles', label: 'Pickles' },
  { value: 'dairy', label: 'Dairy' },
  { value: 'dryfruits', label: 'Dry Fruits' },
  { value: 'oils', label: 'Oils' },
  { value: 'millets', label: 'Millets' },
  { value: 'meat', label: 'Meat' },
  { value: 'eggs', label: 'Eggs' },
] as const;

export const categoryLabel = (value: string) => PRODUCT_CATEGORIES.find((c) => c.value === value)?.label ?? value;
