// The store's phone, one number for every app: customers call it from the shop, a rider stuck at a door from the
// partner app.

export const storePhone = { display: '+91 90000 12345', href: 'tel:+919000012345' } as const;

/** The same number on WhatsApp. */
export const storeWhatsapp = { display: storePhone.display, href: 'https://wa.me/919000012345' } as const;
