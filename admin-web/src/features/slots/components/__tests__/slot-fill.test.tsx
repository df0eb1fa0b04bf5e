import { screen, within } from '@testing-library/react';
import { openTab } from '@/testing/render';

const day = (name: string) => within(screen.getByRole('region', { name }));

describe('Slot fill tab', () => {
  it('shows each slot of the next 3 days with what is taken, Full and Few left marked, and the closed day', async () => {
    await openTab('Slot fill', 'Closed: Sankranti');
    const saturday = day('Sat 28 Nov');
    const [morning, evening] = saturday.getAllByRole('listitem');
    expect(morning).toHaveTextContent(/7–9 am.*Full.*20 \/ 20 orders.*41\.5 \/ 60 kg/);
    expect(within(morning!).getByRole('meter', { name: 'orders taken' })).toHaveAttribute('value', '20');
    expect(evening).toHaveTextContent(/5–7 pm.*Few left.*17 \/ 20 orders/);
    expect(day('Sun 29 Nov').getByText('Closed: Sankranti')).toBeInTheDocument();
    expect(day('Mon 30 Nov').getAllByRole('listitem')[0]).not.toHaveTextContent(/Full|Few left/);
  });

  it('links each slot to its packing list and to its orders', async () => {
    await openTab('Slot fill', 'Closed: Sankranti');
    const morning = day('Sat 28 Nov').getAllByRole('listitem')[0]!;
    expect(within(morning).getByRole('link', { name: 'Orders in Sat 28 Nov, 7–9 am' })).toHaveAttribute(
      'href',
      '/admin/orders?slot=hyderabad-2026-11-28-0700-0900',
    );
    expect(within(morning).getByRole('link', { name: 'Packing list for Sat 28 Nov, 7–9 am' })).toHaveAttribute(
      'href',
      '/admin/slots/hyderabad-2026-11-28-0700-0900/packing',
    );
  });
});
