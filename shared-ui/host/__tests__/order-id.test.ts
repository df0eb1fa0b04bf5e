import { shortOrderId } from '../order-id';

describe('shortOrderId', () => {
  it('keeps the last 8 characters in capitals', () => {
    expect(shortOrderId('6650f1c2a9e4b7d3e1f0a9b8')).toBe('E1F0A9B8');
  });

  it('leaves a shorter id whole', () => {
    expect(shortOrderId('ab12')).toBe('AB12');
  });
});
