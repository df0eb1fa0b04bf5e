/** The store's phone, the one the shop shows its customers (shop-web/src/config/store.ts): a rider stuck at a door calls it. */
export const storePhone = { display: '+91 90000 12345', href: 'tel:+919000012345' } as const;
