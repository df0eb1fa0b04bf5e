// The store's public details, in one place: header, bottom bar, Help and About pages read them from here.
import { storePhone, storeWhatsapp } from '@farm-store/shared-ui/host/store-phone';

const address = "Nature's Nest Farms, Hyderabad, Telangana 500039";

export const store = {
  name: "Nature's Nest Farms",
  /** The header's mark on narrow screens, where the full name would be cut off. */
  shortName: "Nature's Nest",
  /** The brand's green (the page's theme colour): Razorpay Checkout wears it too. */
  brandColor: '#2f6b3a',
  tagline: 'Rooted in Purity, Nurtured by Nature.',
  foundedYear: 2023,
  phone: storePhone,
  whatsapp: storeWhatsapp,
  email: { display: 'care@naturesnestfarms.in', href: 'mailto:care@naturesnestfarms.in' },
  address,
  mapsHref: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`,
  social: [
    { network: 'Instagram', handle: '@naturesnestfarms', href: 'https://www.instagram.com/naturesnestfarms' },
    { network: 'Facebook', handle: 'naturesnestfarms', href: 'https://www.facebook.com/naturesnestfarms' },
  ],
} as const;
