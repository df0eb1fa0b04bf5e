export const paths = {
  home: '/',
  auth: '/auth',
  cart: '/cart',
  checkout: '/checkout',
  payment: '/payment',
  orderSuccess: '/order-success',
  account: '/account',
  addresses: '/account/addresses',
  subscriptions: '/account/subscriptions',
  /** One subscription and its next 30 days: subscriptionHref(id). */
  subscription: '/account/subscriptions/:id',
  coupons: '/coupons',
  help: '/help',
  privacy: '/privacy',
  aboutUs: '/about-us',
  vendor: '/vendor',
  franchise: '/franchise',
  /** A product's own page (shareable): productHref(id). */
  product: '/product/:id',
  /** Store-wide search results: searchHref(q). */
  search: '/search',
  /** The delivery partners' app: another entry point, reached with a full page load. */
  deliveryLogin: '/delivery/login',
} as const;

export const productHref = (id: string) => `/product/${encodeURIComponent(id)}`;
export const searchHref = (q: string) => `/search?${new URLSearchParams({ q })}`;
export const subscriptionHref = (id: string) => `/account/subscriptions/${encodeURIComponent(id)}`;
