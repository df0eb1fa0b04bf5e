import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { held } from '@farm-store/shared-ui/host/testing';
import { fakeGeolocation, installGeolocation } from '@/testing/fake-geolocation';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

const ID = '665f1c2ab0c1d2e3f4a5b6c7';
const HERE = { latitude: 17.4126, longitude: 78.4482 };
/** 10:42 am and 11:05 am in Hyderabad. */
const PICKED_UP = '2026-06-01T05:12:00.000Z';
const ARRIVED = '2026-06-01T05:35:00.000Z';

type Handover = {
  code_required: boolean;
  tries_left: number;
  locked: boolean;
  override: 'requested' | null;
  picked_up_at: string | null;
  arrived_at: string | null;
};
const handover = (overrides: Partial<Handover> = {}): Handover => ({
  code_required: true,
  tries_left: 5,
  locked: false,
  override: null,
  picked_up_at: PICKED_UP,
  arrived_at: ARRIVED,
  ...overrides,
});

const order = ({ handover: door = handover(), ...overrides }: Record<string, unknown> & { handover?: Handover } = {}) => ({
  id: ID,
  customer_name: 'Lakshmi Reddy',
  customer_phone: '+919876543210',
  total_amount: 1249.5,
  amount_due: 1249.5,
  payment: { method: 'cod', state: 'due', paid_via: null },
  shipping_address: { label: 'Home', value: 'Road No. 12, Banjara Hills, Hyderabad' },
  slot: null,
  delivery_status: 'Out for Delivery',
  status: 'Placed',
  created_at: '2026-06-01T04:30:00.000Z',
  items: [],
  cash_collected: null,
  subscription: null,
  cash_note: null,
  destination: null,
  handover: door,
  ...overrides,
});

/** Signs in as a partner (the phone at HERE unless told) and serves their orders from a list the test changes. */
function partnerApi(initial: object[], geolocation = fakeGeolocation(HERE)) {
  localStorage.setItem('partnerToken', 'partner-token');
  localStorage.setItem('partner', JSON.stringify({ id: 'p1', name: 'Ravi Kumar', phone: '+919000000001' }));
  installGeolocation(geolocation);
  const state = { orders: initial };
  server.use(
    http.get('/api/delivery/orders', () => HttpResponse.json(state.orders)),
    http.put('/api/delivery/location', () => HttpResponse.json({ ok: true, updated_at: new Date().toISOString() })),
  );
  return state;
}

const card = () => within(screen.getByRole('article', { name: 'Lakshmi Reddy' }));
/** The steps the card says were taken: "Picked up 10:42 am". */
const stepsDone = () =>
  within(card().getByRole('list', { name: 'Steps' }))
    .getAllByRole('listitem')
    .map((step) => step.textContent);

async function openDeliver() {
  const view = await renderApp('/delivery/dashboard');
  await view.user.click(await screen.findByRole('button', { name: 'Deliver' }));
  return { ...view, dialog: within(screen.getByRole('dialog', { name: 'Complete delivery' })) };
}

afterEach(() => installGeolocation(undefined));

describe("the rider's steps", () => {
  it('goes Picked up, then Arrived, then Deliver, each disabled while it is sent, and shows when each was done', async () => {
    const api = partnerApi([order({ handover: handover({ picked_up_at: null, arrived_at: null }) })]);
    const answer = held();
    const sent: string[] = [];
    const step = (name: string, after: Partial<Handover>) =>
      http.put(`/api/delivery/orders/:id/${name}`, async ({ params }) => {
        sent.push(`${name} ${String(params.id)}`);
        await answer.released;
        api.orders = [order({ handover: handover(after) })];
        return HttpResponse.json(api.orders[0]);
      });
    server.use(step('picked-up', { arrived_at: null }));
    const { user } = await renderApp('/delivery/dashboard');

    const button = await screen.findByRole('button', { name: 'Picked up' });
    expect(card().queryByRole('list', { name: 'Steps' })).not.toBeInTheDocument();
    await user.click(button);
    expect(button).toBeDisabled();
    answer.release();
    const arrive = await card().findByRole('button', { name: 'Arrived' });
    expect(stepsDone()).toEqual(['Picked up 10:42 am']);
    expect(arrive).toBeEnabled();

    const second = held();
    server.use(
      http.put('/api/delivery/orders/:id/arrived', async () => {
        sent.push('arrived');
        await second.released;
        api.orders = [order({ handover: handover() })];
        return HttpResponse.json(api.orders[0]);
      }),
    );
    await user.click(arrive);
    expect(arrive).toBeDisabled();
    second.release();
    expect(await card().findByRole('button', { name: 'Deliver' })).toBeEnabled();
    expect(stepsDone()).toEqual(['Picked up 10:42 am', 'Arrived 11:05 am']);
    expect(sent).toEqual([`picked-up ${ID}`, 'arrived']);
  });
});

describe('completing with the handover code', () => {
  it('sends the code with the cash collected', async () => {
    const api = partnerApi([order()]);
    const bodies: unknown[] = [];
    server.use(
      http.put('/api/delivery/orders/:id/complete', async ({ request }) => {
        bodies.push(await request.json());
        api.orders = [order({ delivery_status: 'Delivered', status: 'Completed', cash_collected: 1249.5 })];
        return HttpResponse.json(api.orders[0]);
      }),
    );
    const { user, dialog } = await openDeliver();
    const code = dialog.getByRole('textbox', { name: 'Handover code from the customer' });
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'off');

    await user.click(dialog.getByRole('button', { name: 'Confirm delivery' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Enter the 4-digit code the customer shows you.');
    expect(bodies).toEqual([]);

    await user.type(code, '4821');
    await user.click(dialog.getByRole('button', { name: 'Confirm delivery' }));
    expect(await screen.findByText('Order #F4A5B6C7 delivered.')).toBeInTheDocument();
    expect(bodies).toEqual([{ code: '4821', cash_collected_paise: 124950 }]);
  });

  it('asks for no code when the store turned codes off', async () => {
    partnerApi([order({ handover: handover({ code_required: false }) })]);
    const { dialog } = await openDeliver();
    expect(dialog.queryByRole('textbox', { name: 'Handover code from the customer' })).not.toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: "Customer can't show the code?" })).not.toBeInTheDocument();
  });

  it("shows the API's words for a wrong code and keeps the dialog open to try again", async () => {
    partnerApi([order()]);
    server.use(http.put('/api/delivery/orders/:id/complete', () => HttpResponse.json({ msg: 'That code does not match. 4 tries left.' }, { status: 400 })));
    const { user, dialog } = await openDeliver();
    await user.type(dialog.getByRole('textbox', { name: 'Handover code from the customer' }), '1111');
    await user.click(dialog.getByRole('button', { name: 'Confirm delivery' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('That code does not match. 4 tries left.');
    expect(dialog.getByRole('button', { name: 'Confirm delivery' })).toBeEnabled();
  });

  it('locks after too many wrong codes: call the store, or send a photo', async () => {
    const api = partnerApi([order()]);
    server.use(
      http.put('/api/delivery/orders/:id/complete', () => {
        api.orders = [order({ handover: handover({ tries_left: 0, locked: true }) })];
        return HttpResponse.json({ msg: 'Too many wrong codes. Please call the store: a manager can approve this delivery.' }, { status: 409 });
      }),
    );
    const { user, dialog } = await openDeliver();
    await user.type(dialog.getByRole('textbox', { name: 'Handover code from the customer' }), '9999');
    await user.click(dialog.getByRole('button', { name: 'Confirm delivery' }));

    expect(await dialog.findByText('Locked after too many wrong codes. Call the store.')).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'Call the store +91 90000 12345' })).toHaveAttribute('href', 'tel:+919000012345');
    expect(dialog.getByLabelText('Take a photo at the door')).toHaveAttribute('type', 'file');
    expect(dialog.queryByRole('textbox', { name: 'Handover code from the customer' })).not.toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Confirm delivery' })).not.toBeInTheDocument();
  });
});

describe('a photo for a manager when the customer cannot show the code', () => {
  it('uploads the photo as multipart field "photo", disabled while it goes, then waits for a manager', async () => {
    const api = partnerApi([order()]);
    const answer = held();
    const uploads: Array<{ type: string | null; photo: FormDataEntryValue | null }> = [];
    server.use(
      http.post('/api/delivery/orders/:id/handover-photo', async ({ request }) => {
        const type = request.headers.get('content-type');
        uploads.push({ type, photo: (await request.formData()).get('photo') });
        await answer.released;
        api.orders = [order({ handover: handover({ override: 'requested' }) })];
        return HttpResponse.json(api.orders[0]);
      }),
    );
    const { user, dialog } = await openDeliver();
    expect(dialog.queryByLabelText('Take a photo at the door')).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: "Customer can't show the code?" }));
    const input = dialog.getByLabelText('Take a photo at the door');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('capture', 'environment');

    await user.upload(input, new File(['jpeg bytes'], 'door.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(input).toBeDisabled());
    expect(uploads).toHaveLength(1);
    expect(uploads[0].type).toMatch(/^multipart\/form-data; boundary=/);
    expect(uploads[0].photo).toBeInstanceOf(File);
    expect((uploads[0].photo as File).name).toBe('door.jpg');

    answer.release();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await card().findByText('Waiting for a manager to approve. Keep the order until they do.')).toBeInTheDocument();
  });

  it('says in plain words when the photo is refused', async () => {
    partnerApi([order({ handover: handover({ locked: true }) })]);
    server.use(http.post('/api/delivery/orders/:id/handover-photo', () => HttpResponse.json({ msg: 'photo: must be an image' }, { status: 400 })));
    const { user, dialog } = await openDeliver();
    await user.upload(dialog.getByLabelText('Take a photo at the door'), new File(['%PDF'], 'bill.jpg', { type: 'image/jpeg' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('That file is not a photo. Take a photo with the camera.');
  });
});

describe('arriving on its own', () => {
  /** About 110 m and 330 m north of HERE. */
  const NEAR = { lat: HERE.latitude + 0.001, lng: HERE.longitude, source: 'pin' };
  const FAR = { lat: HERE.latitude + 0.003, lng: HERE.longitude, source: 'pin' };

  it('sends Arrived once when the phone comes within 150 m of the destination, and not for one further away', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const geolocation = fakeGeolocation(HERE);
      const api = partnerApi(
        [
          order({ destination: NEAR, handover: handover({ arrived_at: null }) }),
          order({ id: 'far', customer_name: 'Imran Khan', destination: FAR, handover: handover({ arrived_at: null }) }),
        ],
        geolocation,
      );
      const arrived: string[] = [];
      server.use(
        http.put('/api/delivery/orders/:id/arrived', ({ params }) => {
          arrived.push(String(params.id));
          // The list still says not arrived (read before the step landed): the app must not send it again.
          return HttpResponse.json(api.orders[0]);
        }),
      );
      await renderApp('/delivery/dashboard');
      await waitFor(() => expect(arrived).toEqual([ID]));

      const reads = geolocation.getCurrentPosition.mock.calls.length;
      await act(() => jest.advanceTimersByTimeAsync(30_000));
      expect(geolocation.getCurrentPosition.mock.calls.length).toBeGreaterThan(reads);
      expect(arrived).toEqual([ID]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('sends nothing for an order already marked arrived', async () => {
    partnerApi([order({ destination: NEAR })]);
    const arrived = jest.fn();
    server.use(http.put('/api/delivery/orders/:id/arrived', () => (arrived(), HttpResponse.json(order()))));
    await renderApp('/delivery/dashboard');
    expect(await screen.findByRole('button', { name: 'Deliver' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Tracking Active')).toBeInTheDocument());
    expect(arrived).not.toHaveBeenCalled();
  });
});
