import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { product } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import { recordRequests } from '@/testing/requests';
import { server } from '@/testing/server';

async function openEdit() {
  localStorage.setItem('adminToken', 'admin-token');
  const view = await renderApp('/admin');
  await view.user.click(screen.getByRole('tab', { name: 'Products' }));
  await view.user.click(await screen.findByRole('button', { name: `Edit ${product.name}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Product' });
  return { ...view, dialog: within(dialog), dialogElement: dialog };
}

describe('Edit Product modal', () => {
  it('shows the product under the title with its details and variant rows', async () => {
    const { dialog, dialogElement } = await openEdit();
    expect(dialogElement).toHaveAccessibleDescription(product.name);
    expect(dialog.getByLabelText('Name')).toHaveValue(product.name);
    expect(dialog.getByLabelText('Description')).toHaveAttribute('rows', '3');
    expect(dialog.getByLabelText('Category')).toHaveValue('livebirds');
    expect(dialog.getByRole('img', { name: `Current image of ${product.name}` })).toBeInTheDocument();
    expect(dialog.getAllByLabelText('Label').map((input) => (input as HTMLInputElement).value)).toEqual(['500g', '1kg']);
    expect(dialog.getAllByLabelText('Price (₹)').map((input) => (input as HTMLInputElement).value)).toEqual(['450', '850']);
  });

  it('sends upload, product update, then deletes, creates and updates one by one, and closes', async () => {
    const requests = recordRequests();
    const bodies: Record<string, unknown> = {};
    server.use(
      http.post('/api/admin/upload', async ({ request }) => {
        const form = await request.formData();
        bodies.upload = (form.get('productImage') as File).name;
        return HttpResponse.json({ imageUrl: '/api/images/665f00000000000000000099' }, { status: 201 });
      }),
      http.put('/api/admin/products/:id', async ({ request }) => {
        bodies.product = await request.json();
        return HttpResponse.json(product);
      }),
      http.delete('/api/admin/variants/:id', () => HttpResponse.json({ msg: 'Variant deleted' })),
      http.post('/api/admin/variants', async ({ request }) => {
        bodies.create = await request.json();
        return HttpResponse.json({}, { status: 201 });
      }),
      http.put('/api/admin/variants/:id', async ({ request }) => {
        bodies.update = await request.json();
        return HttpResponse.json({});
      }),
    );
    const { user, dialog } = await openEdit();

    await user.clear(dialog.getByLabelText('Name'));
    await user.type(dialog.getByLabelText('Name'), 'Kadaknath Country Chicken');
    await user.upload(dialog.getByLabelText('New image (optional)'), new File(['png'], 'bird.png', { type: 'image/png' }));
    await user.click(dialog.getByRole('button', { name: 'Remove variant 500g' }));
    await user.clear(dialog.getByDisplayValue('850'));
    await user.type(dialog.getAllByLabelText('Price (₹)')[0], '900');
    await user.click(dialog.getByRole('button', { name: 'Add Variant' }));
    const labels = dialog.getAllByLabelText('Label');
    await user.type(labels[labels.length - 1], '2kg');
    const prices = dialog.getAllByLabelText('Price (₹)');
    await user.type(prices[prices.length - 1], '1650.5');
    // The removed existing row is hidden until save.
    expect(dialog.queryByDisplayValue('500g')).not.toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Product' })).not.toBeInTheDocument());
    expect(requests.writes()).toEqual([
      'POST /api/admin/upload',
      'PUT /api/admin/products/p1',
      'DELETE /api/admin/variants/v1',
      'POST /api/admin/variants',
      'PUT /api/admin/variants/v2',
    ]);
    expect(bodies.upload).toBe('bird.png');
    expect(bodies.product).toMatchObject({
      id: 'p1',
      name: 'Kadaknath Country Chicken',
      description: product.description,
      category: 'livebirds',
      image_url: '/api/images/665f00000000000000000099',
    });
    expect(bodies.create).toEqual({ product_id: 'p1', label: '2kg', price: 1650.5 });
    expect(bodies.update).toEqual({ label: '1kg', price: 900 });
    // Success reloads the dashboard data after the writes.
    await waitFor(() => expect(requests.all().slice(-1)[0]).toMatch(/^GET /));
  });

  it('skips the upload and unchanged variants; a removed new row is dropped at once', async () => {
    const requests = recordRequests();
    server.use(http.put('/api/admin/products/:id', () => HttpResponse.json(product)));
    const { user, dialog } = await openEdit();
    await user.click(dialog.getByRole('button', { name: 'Add Variant' }));
    expect(dialog.getAllByLabelText('Label')).toHaveLength(3);
    await user.click(dialog.getByRole('button', { name: 'Remove variant 3' }));
    expect(dialog.getAllByLabelText('Label')).toHaveLength(2);
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.writes()).toEqual(['PUT /api/admin/products/p1']);
  });

  it('shows Saving... while busy and keeps the error in the modal on failure', async () => {
    server.use(
      http.put('/api/admin/products/:id', async () => {
        await delay(50);
        return HttpResponse.json({ msg: 'Category is not one we sell' }, { status: 400 });
      }),
    );
    const { user, dialog } = await openEdit();
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(dialog.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(await dialog.findByRole('alert')).toHaveTextContent('Category is not one we sell');
    expect(dialog.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    expect(dialog.getByLabelText('Name')).toHaveValue(product.name);
  });

  it("uses 'Failed to save changes.' when the server gives no reason", async () => {
    server.use(http.put('/api/admin/products/:id', () => new HttpResponse(null, { status: 500 })));
    const { user, dialog } = await openEdit();
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Failed to save changes.');
  });

  it('refuses to save without an admin token', async () => {
    const { user, dialog } = await openEdit();
    localStorage.removeItem('adminToken');
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('No admin token, authorization denied');
  });
});
