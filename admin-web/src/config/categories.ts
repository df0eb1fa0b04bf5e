import { PRODUCT_CATEGORIES as CATEGORY_VALUES, PRODUCT_CATEGORY_LABELS } from '@farm-store/contracts/enums';

/** The admin category list with the labels people read ("Live Birds", never `livebirds`); a new product has none until the admin chooses. */
export const PRODUCT_CATEGORIES = CATEGORY_VALUES.map((value) => ({ value, label: PRODUCT_CATEGORY_LABELS[value] }));

export const categoryLabel = (value: string) => PRODUCT_CATEGORIES.find((c) => c.value === value)?.label ?? value;
