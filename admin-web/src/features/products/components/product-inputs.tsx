import { PRODUCT_CATEGORIES } from '@/config/categories';

// A variant's numbers are typed alike in Add Product and Edit Product.
export const PRICE_INPUT = { type: 'number', min: '0', step: '0.01', inputMode: 'decimal' } as const;
export const STOCK_INPUT = { type: 'number', min: '0', step: '1', inputMode: 'numeric', placeholder: 'Not counted' } as const;
export const WEIGHT_INPUT = { type: 'number', min: '1', step: '1', inputMode: 'numeric' } as const;
export const MRP_INPUT = { ...PRICE_INPUT, placeholder: 'None' } as const;

/** The Telugu name and description, typed in Telugu script and held to the store's lengths. */
export const TELUGU_NAME_INPUT = { lang: 'te', maxLength: 120, placeholder: 'e.g. నాటు కోడి గుడ్లు' } as const;
export const TELUGU_DESCRIPTION_INPUT = { lang: 'te', maxLength: 2000, rows: 2 } as const;

/** The store's categories, as the options of a select. */
export const CategoryOptions = () =>
  PRODUCT_CATEGORIES.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
