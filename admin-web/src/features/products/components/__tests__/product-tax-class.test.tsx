import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { product } from '@/testing/fixtures';
import { openTab } from '@/testing/render';
import { recordRequests } from '@/testing/requests';
import { server } from '@/testing/server';

async function openEdit() {
  const view = await openTab('Products');
  await view.user.click(await screen.findByRole('button', { name: `Edit ${product.name}` }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Edit Product' }));
  return { ...view, dialog, rate: (n: number) => within(dialog.getByRole('group', { name: `GST rate ${n}` })) };
}

describe("Add and Edit Product: the product's tax class", () => {
  it('starts from the product, checks the HSN code and the dates, then sends the tax class with the save', async () => {
    const requests = recordRequests();
    let sent: unknown;
    server.use(
      http.put('/api/admin/products/:id', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(product);
      }),
    );
    const { user, dialog, rate } = await openEdit();
    expect(dialog.getByLabelText('HSN code')).toHaveValue('0105');
    expect(rate(1).getByLabelText('GST rate')).toHaveValue('0');
    expect(rate(1).getByLabelText('From')).toHaveValue('2017-07-01');
    // At least one rate: the only one cannot go.
    expect(rate(1).getByRole('button', { name: 'Remove GST rate 1' })).toBeDisabled();

    await user.type(dialog.getByLabelText('HSN code'), '1');
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(dialog.getByLabelText('HSN code')).toHaveAccessibleDescription('The HSN code is 4, 6 or 8 digits.');

    await user.type(dialog.getByLabelText('HSN code'), '100');
    await user.click(dialog.getByRole('button', { name: 'Add GST rate' }));
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Give each GST rate the date it applies from.');

    fireEvent.change(rate(2).getByLabelText('From'), { target: { value: '2017-07-01' } });
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Two GST rates start on the same date; change or remove one.');
    expect(requests.writes()).toEqual([]);

    fireEvent.change(rate(2).getByLabelText('From'), { target: { value: '2026-04-01' } });
    await user.selectOptions(rate(2).getByLabelText('GST rate'), '5 %');
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Product' })).not.toBeInTheDocument());
    expect(sent).toMatchObject({
      hsn: '01051100',
      gst_rates: [
        { rate: 0, from: '2017-07-01' },
        { rate: 5, from: '2026-04-01' },
      ],
    });
  });

  it('sends no tax class when it is left as saved', async () => {
    let sent: Record<string, unknown> = {};
    server.use(
      http.put('/api/admin/products/:id', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(product);
      }),
    );
    const { user, dialog } = await openEdit();
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(sent.name).toBe(product.name));
    expect(sent).not.toHaveProperty('hsn');
    expect(sent).not.toHaveProperty('gst_rates');
  });

  it("gives a new product its category's usual tax class", async () => {
    const { user } = await openTab('Products');
    await user.click(await screen.findByRole('button', { name: 'Add Product' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add New Product' }));
    expect(dialog.getByLabelText('HSN code')).toHaveValue('0105');
    await user.selectOptions(dialog.getByLabelText('Category*'), 'eggs');
    expect(dialog.getByLabelText('HSN code')).toHaveValue('0407');
  });
});
