import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { signInAs } from '@/testing/fixtures';
import { storeDay } from '@/lib/format';
import type { SlotsAnswer } from '@/types/api';

const today = storeDay(new Date());
const slot = (start: string, end: string, status: SlotsAnswer['slots'][number]['status'] = 'open') => ({
  id: `hyderabad-${today}-${start.replace(':', '')}-${end.replace(':', '')}`,
  starts_at: `${today}T${start}:00+05:30`,
  ends_at: `${today}T${end}:00+05:30`,
  cutoff_at: `${today}T${start}:00+05:30`,
  remaining: status === 'full' ? 0 : 5,
  status,
});

const answers: Record<string, SlotsAnswer> = {
  '500034': {
    zone: 'hyderabad',
    delivery: 'partner',
    serviceable: true,
    slots_in_use: true,
    slots: [slot('07:00', '09:00', 'closed'), slot('17:00', '19:00')],
    next_open: slot('17:00', '19:00'),
    dispatch_date: null,
    expected_date: null,
  },
  '506002': {
    zone: 'telangana',
    delivery: 'courier',
    serviceable: true,
    slots_in_use: false,
    slots: [],
    next_open: null,
    dispatch_date: '2026-12-01',
    expected_date: '2026-12-03',
  },
  '999999': {
    zone: 'elsewhere',
    delivery: 'courier',
    serviceable: false,
    slots_in_use: false,
    slots: [],
    next_open: null,
    dispatch_date: null,
    expected_date: null,
  },
};

/** Answers GET /api/slots from `answers`, and records the pincodes asked. */
function answerSlots() {
  const asked: string[] = [];
  server.use(
    http.get('/api/slots', ({ request }) => {
      const pincode = new URL(request.url).searchParams.get('pincode') ?? '';
      asked.push(pincode);
      return HttpResponse.json(answers[pincode]);
    }),
  );
  return asked;
}

const bar = () => screen.getByRole('button', { name: /Change the delivery pincode/ });

describe('Deliver to bar', () => {
  it('lets a guest enter a pincode, shows the next slot, and remembers it on the device', async () => {
    answerSlots();
    const { user, unmount } = await renderApp('/');
    expect(bar()).toHaveTextContent('Deliver to: enter your pincode');
    await user.click(bar());
    expect(bar()).toHaveAttribute('aria-expanded', 'true');
    await user.type(await screen.findByLabelText('Your pincode'), '500 034');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Delivering to 500034 · Next slot: Today 5–7 pm')).toBeInTheDocument();
    expect(bar()).toHaveAttribute('aria-expanded', 'false');
    unmount();

    // Another visit, another screen: the same pincode.
    await renderApp('/coupons');
    expect(await screen.findByText('Delivering to 500034 · Next slot: Today 5–7 pm')).toBeInTheDocument();
  });

  it('says when a courier order arrives, and when the store does not deliver there', async () => {
    answerSlots();
    localStorage.setItem('deliveryPincode', JSON.stringify('506002'));
    const { user } = await renderApp('/');
    expect(await screen.findByText('Courier to Telangana · arrives by Thu 3 Dec')).toBeInTheDocument();
    await user.click(bar());
    const input = await screen.findByLabelText('Your pincode');
    expect(input).toHaveValue('506002');
    await user.clear(input);
    await user.type(input, '999999');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText("We don't deliver to 999999 yet")).toBeInTheDocument();
  });

  it('refuses a pincode with letters without asking the store', async () => {
    const asked = answerSlots();
    const { user } = await renderApp('/');
    await user.click(bar());
    await user.type(await screen.findByLabelText('Your pincode'), '5000ab');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByRole('alert')).toHaveTextContent('A pincode is 6 digits, e.g. 500081.');
    expect(asked).toEqual([]);
    expect(bar()).toHaveTextContent('Deliver to: enter your pincode');
  });

  it("offers a signed-in customer's saved addresses", async () => {
    const asked = answerSlots();
    signInAs();
    const { user } = await renderApp('/');
    await user.click(bar());
    await user.click(await screen.findByRole('button', { name: 'Home · 500034' }));
    expect(await screen.findByText('Delivering to 500034 · Next slot: Today 5–7 pm')).toBeInTheDocument();
    await waitFor(() => expect(asked).toEqual(['500034']));
    expect(JSON.parse(localStorage.getItem('deliveryPincode')!)).toBe('500034');
  });

  it('speaks Telugu', async () => {
    answerSlots();
    localStorage.setItem('deliveryPincode', JSON.stringify('500034'));
    const { user } = await renderApp('/');
    await screen.findByText('Delivering to 500034 · Next slot: Today 5–7 pm');
    await user.click(screen.getByRole('button', { name: 'తెలుగు' }));
    expect(await screen.findByText(/^500034 కి డెలివరీ · తదుపరి స్లాట్: ఈరోజు /)).toBeInTheDocument();
  });
});
