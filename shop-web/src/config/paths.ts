export const paths = {
  home: '/',
  auth: '/auth',
  cart: '/cart',
  checkout: '/checkout',
  payment: '/payment',
  orderSuccess: '/order-success',
  account: '/account',
  addresses: '/account/addresses',
  coupons: '/coupons',
  help: '/help',
  privacy: '/privacy',
  aboutUs: '/about-us',
  vendor: '/vendor',
  franchise: '/franchise',
  /** The delivery partners' app: another entry point, reached with a full page load. */
  deliveryLogin: '/delivery/login',
} as const;
