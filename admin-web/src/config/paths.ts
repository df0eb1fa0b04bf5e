// Paths inside the /admin/ base (React Router adds the basename).
export const paths = {
  dashboard: '/',
  /** One dashboard tab, e.g. /orders?status=Pending&page=2: the tab is the path, its filters the query. */
  tab: '/:tab',
  login: '/login',
  /** A delivery slot's packing list, printable on its own page. */
  packingList: '/slots/:slotId/packing',
  /** The Pack screen of an order with lines sold by weight. */
  packOrder: '/orders/:orderId/pack',
} as const;

export const tabPath = (tab: string, search = '') => `/${tab}${search ? `?${search}` : ''}`;

/** The Orders tab with one order's details open (how any screen links to an order). */
export const orderPath = (orderId: string) => tabPath('orders', `order=${encodeURIComponent(orderId)}`);

export const packingListPath = (slotId: string) => `/slots/${encodeURIComponent(slotId)}/packing`;

export const packOrderPath = (orderId: string) => `/orders/${encodeURIComponent(orderId)}/pack`;
