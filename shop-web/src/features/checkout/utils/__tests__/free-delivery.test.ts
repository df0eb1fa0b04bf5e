import { freeDeliveryShortfall } from '../free-delivery';

describe('free delivery nudge', () => {
  it('names what is missing for a Hyderabad order that pays for delivery', () => {
    expect(freeDeliveryShortfall({ subtotal: 1400, shipping: 50, is_outstation: false })).toBe(100.01);
    expect(freeDeliveryShortfall({ subtotal: 1500, shipping: 50, is_outstation: false })).toBe(0.01);
    expect(freeDeliveryShortfall({ subtotal: 999.99, shipping: 100, is_outstation: false })).toBe(500.02);
  });

  it('says nothing once delivery is free, or for an outstation order', () => {
    expect(freeDeliveryShortfall({ subtotal: 1500.01, shipping: 0, is_outstation: false })).toBeNull();
    expect(freeDeliveryShortfall({ subtotal: 400, shipping: 350, is_outstation: true })).toBeNull();
  });
});
