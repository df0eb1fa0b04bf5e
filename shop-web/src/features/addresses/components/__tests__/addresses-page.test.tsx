import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { addresses, signInAs } from '@/testing/fixtures';

describe('addresses page', () => {
  beforeEach(() => signInAs());

  it('requires both a label and an address', async () => {
    const { user } = await renderApp('/account/addresses');
    await user.type(await screen.findByLabelText('Label'), 'Home');
    await user.click(screen.getByRole('button', { name: 'Add Address' }));
    expect(screen.getByText('Both a label (e.g., Home) and an address are required.')).toBeInTheDocument();
  });

  it('adds an address, or shows why it could not', async () => {
    server.use(
      http.post('/api/addresses', () => HttpResponse.json([...addresses, { id: 'a3', label: 'Farm', value: 'Shamshabad', pincode: null }], { status: 201 })),
    );
    const { user } = await renderApp('/account/addresses');
    await user.type(await screen.findByLabelText('Label'), 'Farm');
    await user.type(screen.getByLabelText('Full Address'), 'Shamshabad');
    await user.click(screen.getByRole('button', { name: 'Add Address' }));
    expect(await screen.findByText('Shamshabad')).toBeInTheDocument();
    expect(screen.getByLabelText('Label')).toHaveValue('');

    server.use(http.post('/api/addresses', () => new HttpResponse(null, { status: 500 })));
    await user.type(screen.getByLabelText('Label'), 'X');
    await user.type(screen.getByLabelText('Full Address'), 'Y');
    await user.click(screen.getByRole('button', { name: 'Add Address' }));
    expect(await screen.findByText('Failed to add address.')).toBeInTheDocument();
  });

  it('asks for an optional pincode, shows its delivery zone and rate before saving, and sends it', async () => {
    const asked: string[] = [];
    let sent: unknown;
    server.use(
      http.get('/api/delivery-zone', ({ request }) => {
        const pincode = new URL(request.url).searchParams.get('pincode');
        asked.push(pincode ?? '');
        return HttpResponse.json(
          pincode === '500003'
            ? { zone: 'hyderabad', delivery: 'partner', rate_per_kg: 50, free_above: 1500, by: 'pincode' }
            : { zone: 'telangana', delivery: 'courier', rate_per_kg: 150, free_above: null, by: 'pincode' },
        );
      }),
      http.post('/api/addresses', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(addresses, { status: 201 });
      }),
    );
    const { user } = await renderApp('/account/addresses');
    const pincode = await screen.findByLabelText('Pincode (optional)');
    expect(pincode).toHaveAccessibleDescription('Six digits, e.g. 500081. It decides how your order is delivered.');
    await user.type(pincode, '50600');
    expect(asked).toEqual([]); // not asked until the pincode is complete
    await user.type(pincode, '2');
    expect(await screen.findByText('Outside Hyderabad: sent by courier, ₹150 a kg.')).toBeInTheDocument();
    await user.clear(pincode);
    await user.type(pincode, '500 003');
    expect(await screen.findByText('Hyderabad: delivered by our own partners, ₹50 a kg, free above ₹1500.')).toBeInTheDocument();
    expect(asked).toEqual(['506002', '500003']);

    await user.type(screen.getByLabelText('Label'), 'Home');
    await user.type(screen.getByLabelText('Full Address'), 'Plot 4, Marredpally, Secunderabad');
    await user.click(screen.getByRole('button', { name: 'Add Address' }));
    await waitFor(() => expect(sent).toEqual({ newAddress: { label: 'Home', value: 'Plot 4, Marredpally, Secunderabad', pincode: '500003' } }));
  });

  it('refuses an incomplete pincode without saving', async () => {
    let posted = false;
    server.use(http.post('/api/addresses', () => ((posted = true), HttpResponse.json(addresses, { status: 201 }))));
    const { user } = await renderApp('/account/addresses');
    await user.type(await screen.findByLabelText('Label'), 'Home');
    await user.type(screen.getByLabelText('Full Address'), 'Ameerpet, Hyderabad');
    await user.type(screen.getByLabelText('Pincode (optional)'), '5000');
    await user.click(screen.getByRole('button', { name: 'Add Address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A pincode is 6 digits, e.g. 500081.');
    expect(posted).toBe(false);
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
