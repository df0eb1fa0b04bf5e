/**
 * A partner's last position counts as "being shared" for two minutes: the app reports every 10 s (delivery-web's
 * location reporter), so an older position means a dozen reports in a row did not arrive (location turned off or
 * denied, the app closed, no signal for a while). The customer is then told the location is not being shared rather
 * than shown an old spot.
 */
export const POSITION_FRESH_MS = 2 * 60_000;

export const isPositionFresh = (updatedAt: Date, now = new Date()) => now.getTime() - updatedAt.getTime() <= POSITION_FRESH_MS;
