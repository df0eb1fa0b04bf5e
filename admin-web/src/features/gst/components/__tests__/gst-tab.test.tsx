import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { heldReply } from '@farm-store/shared-ui/host/testing';
import type { StoreSettings } from '@/features/gst/api/store-settings';
import { lastMonth } from '@/lib/period';
import { storeSettings } from '@/testing/fixtures';
import { openTab, signInAs } from '@/testing/render';
import { recordRequests } from '@/testing/requests';
import { server } from '@/testing/server';

const openGst = (shown?: string) => openTab('GST & bills', shown);
const form = () => within(screen.getByRole('form', { name: 'Store details' }));
const GSTIN_REFUSED = 'Check the GSTIN: 15 characters, starting 36 for Telangana, with a valid check character.';

describe('GST & bills tab: the store details for bills', () => {
  it('says bills wait, checks the fields before sending, and shows the state read-only', async () => {
    const requests = recordRequests();
    const { user } = await openGst('Bills wait until these are complete.');
    expect(form().getByLabelText('State')).toHaveValue('Telangana (36)');
    expect(form().getByLabelText('State')).toHaveAttribute('readonly');
    await user.clear(form().getByLabelText('Legal name'));
    await user.type(form().getByLabelText('FSSAI licence number'), '1234');
    await user.click(form().getByRole('button', { name: 'Save' }));
    expect(form().getByLabelText('Legal name')).toHaveAccessibleDescription('Please enter the legal name of the business.');
    expect(form().getByLabelText('FSSAI licence number')).toHaveAccessibleDescription('The FSSAI licence number is 14 digits.');
    expect(requests.writes()).toEqual([]);
  });

  it("shows the server's reason when it refuses, then saves once, disabled while saving", async () => {
    server.use(http.put('/api/admin/store-settings', () => HttpResponse.json({ msg: GSTIN_REFUSED }, { status: 400 }), { once: true }));
    const { user } = await openGst('Bills wait until these are complete.');
    await user.type(form().getByLabelText('FSSAI licence number'), '1362 2014 0001 23');
    await user.click(form().getByRole('button', { name: 'Save' }));
    expect(await form().findByRole('alert')).toHaveTextContent(GSTIN_REFUSED);

    const put = heldReply((body) => HttpResponse.json({ ...storeSettings, ...(body as object), complete: true } satisfies StoreSettings));
    server.use(http.put('/api/admin/store-settings', put.resolver));
    await user.dblClick(form().getByRole('button', { name: 'Save' }));
    expect(form().getByRole('button', { name: 'Saving...' })).toBeDisabled();
    put.release();
    expect(await form().findByRole('status')).toHaveTextContent('Saved. New bills print these details.');
    expect(screen.queryByText('Bills wait until these are complete.')).not.toBeInTheDocument();
    expect(put.bodies).toEqual([
      {
        legal_name: storeSettings.legal_name,
        legal_name_te: storeSettings.legal_name_te,
        address: storeSettings.address,
        gstin: storeSettings.gstin,
        fssai: '13622014000123',
        invoice_prefix: 'NNF',
      },
    ]);
  });
});

describe("GST & bills tab: the month's export", () => {
  it('saves each table of the chosen month as CSV, last month unless another is chosen', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/admin/gst/export', ({ request }) => {
        asked.push(new URL(request.url).search);
        return new HttpResponse('Number,Date\r\n', { headers: { 'content-type': 'text/csv; charset=utf-8' } });
      }),
    );
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = await openGst("Month's GST export");
    expect(screen.getByLabelText('Month')).toHaveValue(lastMonth(new Date()));
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2026-10' } });
    await user.click(screen.getByRole('button', { name: 'HSN summary CSV' }));
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole('button', { name: 'B2C by state CSV' }));
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(2));
    expect(asked).toEqual(['?month=2026-10&table=hsn', '?month=2026-10&table=b2c']);
    expect(clicked.mock.contexts.map((link) => (link as HTMLAnchorElement).download)).toEqual(['gst-hsn-2026-10.csv', 'gst-b2c-2026-10.csv']);
  });

  it('shows a manager the export without the store details, which are the owner’s', async () => {
    signInAs({ id: 's3', name: 'Meena', role: 'manager', permissions: ['orders', 'payments', 'gst', 'self'] });
    await openGst("Month's GST export");
    expect(screen.getByRole('button', { name: 'Bills & credit notes CSV' })).toBeEnabled();
    expect(screen.queryByRole('form', { name: 'Store details' })).not.toBeInTheDocument();
  });
});
