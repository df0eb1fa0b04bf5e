import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { address, addresses, signInAs } from '@/testing/fixtures';

const zones = {
  '500034': { zone: 'hyderabad', delivery: 'partner', serviceable: true, courier_days: null, rate_per_kg: 50, free_above: 1500, by: 'pincode' },
  '506002': { zone: 'telangana', delivery: 'courier', serviceable: true, courier_days: { min: 3, max: 5 }, rate_per_kg: 150, free_above: null, by: 'pincode' },
  '999999': { zone: 'elsewhere', delivery: 'courier', serviceable: false, courier_days: null, rate_per_kg: 200, free_above: null, by: 'pincode' },
} as const;

/** Answers GET /api/delivery-zone from `zones`, and records the pincodes asked. */
function answerZones() {
  const asked: string[] = [];
  server.use(
    http.get('/api/delivery-zone', ({ request }) => {
      const pincode = new URL(request.url).searchParams.get('pincode') ?? '';
      asked.push(pincode);
      return HttpResponse.json(zones[pincode as keyof typeof zones]);
    }),
  );
  return asked;
}

async function fillAddress(user: Awaited<ReturnType<typeof renderApp>>['user'], pincode: string) {
  await user.type(await screen.findByLabelText('Flat / house no. and building'), 'Flat 4B, Green Residency');
  await user.type(screen.getByLabelText('Street or road'), 'Road No. 12');
  await user.type(screen.getByLabelText('Area or locality'), 'Banjara Hills');
  if (pincode) await user.type(screen.getByLabelText('Pincode'), pincode);
}

describe('addresses page', () => {
  beforeEach(() => signInAs());

  it('asks for the flat or house, street and area before sending', async () => {
    let posted = false;
    server.use(http.post('/api/addresses', () => ((posted = true), HttpResponse.json(addresses, { status: 201 }))));
    const { user } = await renderApp('/account/addresses');
    await user.type(await screen.findByLabelText('Flat / house no. and building'), 'Flat 4B');
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in the label, the flat or house, the street and the area.');
    expect(posted).toBe(false);
  });

  it('says nothing is wrong before the customer has done anything, then what is missing under each field left empty', async () => {
    const { user } = await renderApp('/account/addresses');
    const house = await screen.findByLabelText('Flat / house no. and building');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Please fill this in.')).not.toBeInTheDocument();
    await user.click(house);
    await user.tab();
    expect(house).toHaveAttribute('aria-invalid', 'true');
    expect(house).toHaveAccessibleDescription('Please fill this in.');
    expect(screen.getByLabelText('Street or road')).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    for (const label of ['Street or road', 'Area or locality']) expect(screen.getByLabelText(label)).toHaveAccessibleDescription('Please fill this in.');
    expect(screen.getByLabelText('Landmark (optional)')).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(house).toHaveFocus());
  });

  it('says under the field when an address part is too long, instead of cutting it or sending it', async () => {
    let posted = false;
    server.use(http.post('/api/addresses', () => ((posted = true), HttpResponse.json(addresses, { status: 201 }))));
    const alert = jest.spyOn(window, 'alert');
    const { user } = await renderApp('/account/addresses');
    await fillAddress(user, '500034');
    const street = screen.getByLabelText('Street or road');
    await user.click(street);
    await user.paste('x'.repeat(150));
    expect(street).toHaveValue(`Road No. 12${'x'.repeat(150)}`);
    expect(street).toHaveAccessibleDescription('Too long: at most 150 characters (161 now).');
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(posted).toBe(false);
    expect(alert).not.toHaveBeenCalled();
    await waitFor(() => expect(street).toHaveFocus());
  });

  it('opens the name field when "Other" is chosen, with the cursor in it and a note that a name is needed', async () => {
    const { user } = await renderApp('/account/addresses');
    await user.click(await screen.findByRole('radio', { name: 'Other' }));
    const name = screen.getByLabelText('Label');
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription('Give this address a name, e.g. Parents’ home.');
    expect(name).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Give this address a name, e.g. Parents’ home.');
  });

  it('shows where a pincode falls as soon as six digits are typed', async () => {
    const asked = answerZones();
    const { user } = await renderApp('/account/addresses');
    const pincode = await screen.findByLabelText('Pincode');
    expect(pincode).toHaveAccessibleDescription('Six digits, e.g. 500081. It decides how your order is delivered.');
    await user.type(pincode, '50003');
    expect(asked).toEqual([]); // not asked until the pincode is complete
    await user.type(pincode, '4');
    await waitFor(() => expect(pincode).toHaveAccessibleDescription('Hyderabad — delivery by our riders'));
    await user.clear(pincode);
    await user.type(pincode, '506 002');
    await waitFor(() => expect(pincode).toHaveAccessibleDescription('Courier to Telangana, 3–5 days'));
    await user.clear(pincode);
    await user.type(pincode, '999999');
    await waitFor(() => expect(pincode).toHaveAccessibleDescription("We don't deliver to this pincode yet"));
    expect(asked).toEqual(['500034', '506002', '999999']);
  });

  it('says a pincode with letters is not one, and sends nothing', async () => {
    let posted = false;
    server.use(http.post('/api/addresses', () => ((posted = true), HttpResponse.json(addresses, { status: 201 }))));
    const { user } = await renderApp('/account/addresses');
    await fillAddress(user, '5000a4');
    expect(screen.getByLabelText('Pincode')).toHaveAccessibleDescription('A pincode is 6 digits, e.g. 500081.');
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(screen.getByRole('alert')).toHaveTextContent('A pincode is 6 digits, e.g. 500081.');
    expect(posted).toBe(false);
  });

  it('asks for the pincode when it is left out, and sends nothing', async () => {
    let posted = false;
    server.use(http.post('/api/addresses', () => ((posted = true), HttpResponse.json(addresses, { status: 201 }))));
    const { user } = await renderApp('/account/addresses');
    await fillAddress(user, '');
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Add the 6-digit pincode so we can work out delivery.');
    expect(posted).toBe(false);
  });

  it('sends the address in parts with its pincode, and shows it saved', async () => {
    answerZones();
    let sent: unknown;
    server.use(
      http.post('/api/addresses', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json([...addresses, address({ id: 'a3', label: 'Work', value: 'Flat 4B, Green Residency, Road No. 12, Banjara Hills 500034' })], {
          status: 201,
        });
      }),
    );
    const { user } = await renderApp('/account/addresses');
    await user.click(await screen.findByRole('radio', { name: 'Work' }));
    await fillAddress(user, '500034');
    await user.type(screen.getByLabelText('Landmark (optional)'), 'Opposite the temple');
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByText('Address added successfully.')).toBeInTheDocument();
    expect(sent).toEqual({
      newAddress: {
        label: 'Work',
        house: 'Flat 4B, Green Residency',
        street: 'Road No. 12',
        area: 'Banjara Hills',
        landmark: 'Opposite the temple',
        pincode: '500034',
      },
    });
    expect(screen.getByText('Flat 4B, Green Residency, Road No. 12, Banjara Hills 500034')).toBeInTheDocument();
    expect(screen.getByLabelText('Flat / house no. and building')).toHaveValue('');
  });

  it.each([
    { msg: 'Add the 6-digit pincode so we can work out delivery.', te: 'డెలివరీ లెక్కించడానికి 6 అంకెల పిన్‌కోడ్ జోడించండి.' },
    { msg: "We don't deliver to this pincode yet.", te: 'ఈ పిన్‌కోడ్‌కి మేము ఇంకా డెలివరీ చేయడం లేదు.' },
  ])("shows the store's refusal ($msg) in the shopper's language, and nothing is saved", async ({ msg, te }) => {
    answerZones();
    server.use(http.post('/api/addresses', () => HttpResponse.json({ msg }, { status: 400 })));
    const { user } = await renderApp('/account/addresses');
    await fillAddress(user, '500034');
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(msg);
    expect(screen.getByLabelText('Flat / house no. and building')).toHaveValue('Flat 4B, Green Residency'); // kept to correct

    await user.click(screen.getByRole('button', { name: 'తెలుగు' }));
    await user.click(screen.getByRole('button', { name: 'చిరునామా సేవ్ చేయండి' }));
    expect(await screen.findByText(te)).toBeInTheDocument();
    expect(screen.queryByText(msg)).not.toBeInTheDocument();
  });

  it('completes an old address with "Add pincode"', async () => {
    answerZones();
    const old = address({ id: 'a9', label: 'Farm', value: '🏠🏠🏠', pincode: null, house: null, street: null, area: null, zone: null });
    const patched: unknown[] = [];
    server.use(
      http.get('/api/addresses', () => HttpResponse.json([old])),
      http.patch('/api/addresses/:id', async ({ params, request }) => {
        patched.push({ id: params.id, body: await request.json() });
        return HttpResponse.json([{ ...old, value: '🏠🏠🏠 500034', pincode: '500034', zone: 'hyderabad' }]);
      }),
    );
    const { user } = await renderApp('/account/addresses');
    expect(await screen.findByText('Add the pincode before we can deliver here.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add pincode for Farm' }));
    const form = screen.getByRole('form', { name: 'Add pincode for Farm' });
    await user.type(within(form).getByLabelText('Pincode'), '500034');
    await waitFor(() => expect(within(form).getByLabelText('Pincode')).toHaveAccessibleDescription('Hyderabad — delivery by our riders'));
    await user.click(within(form).getByRole('button', { name: 'Save pincode' }));
    await waitFor(() => expect(screen.queryByText('Add the pincode before we can deliver here.')).not.toBeInTheDocument());
    expect(patched).toEqual([{ id: 'a9', body: { pincode: '500034' } }]);
    expect(screen.getByText('🏠🏠🏠 500034')).toBeInTheDocument();
  });

  it('keeps a map pin from "Use my location", which can be taken again or removed', async () => {
    answerZones();
    let sent: { newAddress?: { pin?: unknown } } = {};
    server.use(
      http.post('/api/addresses', async ({ request }) => {
        sent = (await request.json()) as typeof sent;
        return HttpResponse.json(addresses, { status: 201 });
      }),
    );
    const positions = [
      { coords: { latitude: 17.4156789, longitude: 78.4347123 } },
      { coords: { latitude: 17.41, longitude: 78.43 } },
      { coords: { latitude: 17.42, longitude: 78.44 } },
    ];
    const getCurrentPosition = jest.fn((success: PositionCallback) => success(positions.shift() as GeolocationPosition));
    Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
    try {
      const { user } = await renderApp('/account/addresses');
      await user.click(await screen.findByRole('button', { name: 'Use my location' }));
      expect(screen.getByText(/Map pin set for the rider \(17.415679, 78.434712\)/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Open in map' })).toHaveAttribute('href', expect.stringContaining('mlat=17.415679&mlon=78.434712'));
      await user.click(screen.getByRole('button', { name: 'Use my location again' }));
      expect(screen.getByText(/\(17.41, 78.43\)/)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Remove the pin' }));
      expect(screen.queryByRole('link', { name: 'Open in map' })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Use my location' }));
      await fillAddress(user, '500034');
      await user.click(screen.getByRole('button', { name: 'Save Address' }));
      await waitFor(() => expect(sent.newAddress?.pin).toEqual({ lat: 17.42, lng: 78.44 }));
    } finally {
      Reflect.deleteProperty(navigator, 'geolocation');
    }
  });

  it('says plainly when location access is refused', async () => {
    const getCurrentPosition = jest.fn((_success: PositionCallback, failure?: PositionErrorCallback | null) =>
      failure?.({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError),
    );
    Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
    try {
      const { user } = await renderApp('/account/addresses');
      await user.click(await screen.findByRole('button', { name: 'Use my location' }));
      expect(screen.getByRole('alert')).toHaveTextContent('Location access is turned off for this site. You can still save the address without a pin.');
    } finally {
      Reflect.deleteProperty(navigator, 'geolocation');
    }
  });

  it('deletes an address on the server after confirmation', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const deleted: string[] = [];
    server.use(http.delete('/api/addresses/:id', ({ params }) => (deleted.push(String(params.id)), HttpResponse.json([addresses[1]]))));
    const { user } = await renderApp('/account/addresses');
    await user.click(await screen.findByRole('button', { name: 'Delete address Home' }));
    expect(deleted).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete address Home' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete address Home' })).not.toBeInTheDocument());
    expect(deleted).toEqual(['a1']);
    expect(confirm).toHaveBeenCalledTimes(2);
  });
});
