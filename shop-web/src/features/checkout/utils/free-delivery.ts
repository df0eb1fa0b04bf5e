import { HYDERABAD_FREE_DELIVERY_ABOVE } from '@/config/delivery';
import type { Quote } from '@/types/api';

/**
 * Rupees still to add for free delivery, or null when there is nothing to nudge: the order already ships
 * free, or goes outstation (charged by weight whatever its value). Free means strictly above the threshold,
 * so the smallest amount that gets there is one paisa more than the difference.
 */
export function freeDeliveryShortfall(quote: Pick<Quote, 'subtotal' | 'shipping' | 'is_outstation'>): number | null {
  if (quote.is_outstation || quote.shipping === 0) return null;
  const shortfallPaise = Math.round(HYDERABAD_FREE_DELIVERY_ABOVE * 100 - quote.subtotal * 100) + 1;
  return shortfallPaise > 0 ? shortfallPaise / 100 : null;
}
