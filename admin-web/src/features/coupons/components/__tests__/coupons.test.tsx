import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { answerLate, doubleClick, heldReply } from '@farm-store/shared-ui/host/testing';
import { openTab } from '@/testing/render';
import { recordRequests } from '@/testing/requests';
import { coupons } from '@/testing/fixtures';
import { server } from '@/testing/server';

const openCoupons = () => openTab('Coupons', 'WELCOME10');

async function openAdd() {
  const view = await openCoupons();
  await view.user.click(screen.getByRole('button', { name: 'Add Coupon' }));
  return { ...view, dialog: within(await screen.findByRole('dialog', { name: 'Add New Coupon' })) };
}

describe('Coupons tab', () => {
  it('shows type and value, minimum, expiry and an Active/Inactive badge', async () => {
    await openCoupons();
    const rows = screen.getAllByRole('row');
    expect(within(rows[1]).getByText('10%')).toBeInTheDocument();
    expect(within(rows[1]).getByText('₹500.00')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Active')).toBeInTheDocument();
    expect(within(rows[2]).getByText('₹100.00')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Inactive')).toBeInTheDocument();
  });

  it('says the coupons could not be loaded when their request fails, rather than that there are none', async () => {
    server.use(http.get('/api/admin/coupons', () => HttpResponse.json({ msg: 'Not allowed.' }, { status: 403 })));
    await openTab('Coupons', 'Could not load the coupons. Reload the page to try again.');
    expect(screen.queryByText('No coupons yet.')).not.toBeInTheDocument();
  });

  it('deletes a coupon after the confirmation', async () => {
    const requests = recordRequests();
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    server.use(http.delete('/api/admin/coupons/:id', () => HttpResponse.json({ msg: 'Coupon deleted' })));
    const { user } = await openCoupons();
    await user.click(screen.getByRole('button', { name: 'Delete coupon FLAT100' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete the coupon "FLAT100"?');
    await waitFor(() => expect(requests.writes()).toEqual(['DELETE /api/admin/coupons/c2']));
  });

  it("toasts 'Failed to delete coupon.' when the server gives no reason", async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    server.use(http.delete('/api/admin/coupons/:id', () => new HttpResponse(null, { status: 500 })));
    const { user } = await openCoupons();
    await user.click(screen.getByRole('button', { name: 'Delete coupon FLAT100' }));
    expect(await screen.findByText('Failed to delete coupon.')).toBeInTheDocument();
  });
});

describe('Add New Coupon modal', () => {
  it('requires code, value and expiry', async () => {
    const requests = recordRequests();
    const { user, dialog } = await openAdd();
    expect(dialog.getByLabelText('Discount Type')).toHaveValue('percentage');
    expect(dialog.getByLabelText('Minimum Purchase (₹)')).toHaveAttribute('placeholder', '0.00');
    expect(dialog.getByLabelText('Discount Value*')).toHaveAttribute('step', '0.01');
    await user.type(dialog.getByLabelText('Coupon Code*'), 'diwali');
    await user.click(dialog.getByRole('button', { name: 'Save Coupon' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Code, discount value and expiry date are required.');
    expect(requests.writes()).toEqual([]);
  });

  it('sends the code upper-cased and minimum 0 when empty, shows Saving..., closes on success', async () => {
    const creation = heldReply(() => HttpResponse.json(coupons[0], { status: 201 }));
    server.use(http.post('/api/admin/coupons', creation.resolver));
    const { user, dialog } = await openAdd();
    await user.type(dialog.getByLabelText('Coupon Code*'), 'diwali25');
    await user.selectOptions(dialog.getByLabelText('Discount Type'), 'fixed');
    await user.type(dialog.getByLabelText('Discount Value*'), '125.5');
    await user.type(dialog.getByLabelText('Expiry Date*'), '2026-12-31');
    await user.click(dialog.getByRole('button', { name: 'Save Coupon' }));
    expect(dialog.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    creation.release();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('Coupon DIWALI25 created.');
    expect(creation.bodies).toEqual([
      {
        code: 'DIWALI25',
        discount_type: 'fixed',
        discount_value: 125.5,
        expiry_date: '2026-12-31',
        min_purchase_amount: 0,
        description: null,
        first_order_only: false,
        is_public: true,
        usage_limit: null,
        per_customer_limit: null,
      },
    ]);
  });

  it('needs 8 characters for a coupon not listed on the shop before sending, and sends the longer code', async () => {
    const requests = recordRequests();
    const creation = heldReply(() => HttpResponse.json(coupons[0], { status: 201 }));
    server.use(http.post('/api/admin/coupons', creation.resolver));
    const { user, dialog } = await openAdd();
    await user.type(dialog.getByLabelText('Coupon Code*'), 'vip50');
    await user.type(dialog.getByLabelText('Discount Value*'), '50');
    await user.type(dialog.getByLabelText('Expiry Date*'), '2026-12-31');
    await user.click(dialog.getByLabelText("Listed on the shop's coupons page"));
    expect(dialog.getByText('Not listed: the code is its secret, so it needs at least 8 letters or digits.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Save Coupon' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('A coupon not listed on the shop needs a code of at least 8 characters, so that nobody can guess it.');
    expect(requests.writes()).toEqual([]);

    await user.type(dialog.getByLabelText('Coupon Code*'), '-staff');
    await user.click(dialog.getByRole('button', { name: 'Save Coupon' }));
    expect(dialog.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    creation.release();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(creation.bodies).toEqual([expect.objectContaining({ code: 'VIP50-STAFF', is_public: false })]);
  });

  it('keeps the form and shows the server message on failure', async () => {
    server.use(http.post('/api/admin/coupons', () => HttpResponse.json({ msg: 'A coupon with this code already exists' }, { status: 409 })));
    const { user, dialog } = await openAdd();
    await user.type(dialog.getByLabelText('Coupon Code*'), 'WELCOME10');
    await user.type(dialog.getByLabelText('Discount Value*'), '10');
    await user.type(dialog.getByLabelText('Expiry Date*'), '2026-12-31');
    await user.click(dialog.getByRole('button', { name: 'Save Coupon' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('A coupon with this code already exists');
    expect(dialog.getByLabelText('Coupon Code*')).toHaveValue('WELCOME10');
  });
});

describe('one request per click', () => {
  it('a double click on Save Coupon creates one coupon', async () => {
    const requests = recordRequests();
    server.use(
      http.post(
        '/api/admin/coupons',
        answerLate(() => HttpResponse.json(coupons[0], { status: 201 })),
      ),
    );
    const { user, dialog } = await openAdd();
    await user.type(dialog.getByLabelText('Coupon Code*'), 'diwali25');
    await user.type(dialog.getByLabelText('Discount Value*'), '10');
    await user.type(dialog.getByLabelText('Expiry Date*'), '2026-12-31');
    doubleClick(dialog.getByRole('button', { name: 'Save Coupon' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.writes()).toEqual(['POST /api/admin/coupons']);
  });

  it('a double click on Delete deletes once, and other rows wait for it', async () => {
    const requests = recordRequests();
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    server.use(
      http.delete(
        '/api/admin/coupons/:id',
        answerLate(() => HttpResponse.json({ msg: 'Coupon deleted' })),
      ),
    );
    await openCoupons();
    doubleClick(screen.getByRole('button', { name: 'Delete coupon FLAT100' }));
    expect(screen.getByRole('button', { name: 'Delete coupon WELCOME10' })).toBeDisabled();
    expect(await screen.findByText('Coupon FLAT100 deleted.')).toBeInTheDocument();
    expect(requests.writes()).toEqual(['DELETE /api/admin/coupons/c2']);
  });
});

describe('Edit Coupon modal', () => {
  it('shows the uses so far and saves the changed terms, limits and switches with one request per double click', async () => {
    const requests = recordRequests();
    const saving = heldReply(() => HttpResponse.json(coupons[0]));
    server.use(http.put('/api/admin/coupons/:id', saving.resolver));
    const { user } = await openCoupons();
    expect(within(screen.getAllByRole('row')[1]!).getByText('7 / 100')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit coupon WELCOME10' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Coupon WELCOME10' }));
    expect(dialog.getByText('Used 7 times so far.')).toBeInTheDocument();
    expect(dialog.getByLabelText('Coupon Code*')).toHaveAttribute('readonly');
    expect(dialog.getByLabelText('Expiry Date*')).toHaveValue('2026-12-31');
    await user.clear(dialog.getByLabelText('Total uses allowed'));
    await user.type(dialog.getByLabelText('Uses per customer'), '1');
    await user.type(dialog.getByLabelText(/^Description/), 'Diwali welcome');
    await user.click(dialog.getByRole('checkbox', { name: 'First order only' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Active' }));
    doubleClick(dialog.getByRole('button', { name: 'Save Coupon' }));
    saving.release();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.writes()).toEqual(['PUT /api/admin/coupons/c1']);
    expect(saving.bodies).toEqual([
      {
        discount_value: 10,
        expiry_date: '2026-12-31',
        min_purchase_amount: 500,
        description: 'Diwali welcome',
        first_order_only: true,
        is_public: true,
        usage_limit: null,
        per_customer_limit: 1,
        is_active: false,
      },
    ]);
  });

  it('refuses a limit that is not a whole number of at least 1 before sending', async () => {
    const requests = recordRequests();
    const { user } = await openCoupons();
    await user.click(screen.getByRole('button', { name: 'Edit coupon FLAT100' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Coupon FLAT100' }));
    await user.type(dialog.getByLabelText('Uses per customer'), '0');
    await user.click(dialog.getByRole('button', { name: 'Save Coupon' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Limits must be whole numbers of at least 1, or empty for no limit.');
    expect(requests.writes()).toEqual([]);
  });
});
