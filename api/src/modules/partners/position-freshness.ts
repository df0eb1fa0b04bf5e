/** How often the partner app reports its position (delivery-web's location reporter). */
const REPORT_INTERVAL_MS = 30_000;

/**
 * A partner's last position counts as "being shared" for this long: the app reports every 30 s, so an older
 * position means at least three reports in a row did not arrive (location turned off or denied, the app closed,
 * no signal). The customer is then told the location is not being shared rather than shown an old spot.
 */
export const POSITION_FRESH_MS = 4 * REPORT_INTERVAL_MS;

export const isPositionFresh = (updatedAt: Date, now = new Date()) => now.getTime() - updatedAt.getTime() <= POSITION_FRESH_MS;
